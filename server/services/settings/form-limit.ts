import type { Db } from '../../db/client';
import { addressLimit } from '../../auth/address-limit';
import { authContext } from '../../auth/context';
import { FORM_LIMIT } from '../../auth/limits';
import { minutesLeft } from '../../auth/rate-limit';

/**
 * Limits how many forms one address may have accepted (FORM_LIMIT, or FORMS_PER_ADDRESS_10_MINUTES
 * of the auth settings: the e2e run, every spec from one address, raises it). The use is taken before the
 * form is handled, so a burst cannot slip past the count; a refused or invalid post hands it
 * back. A 429 is retried later by the service worker's outbox, never dropped.
 */
export const formRateLimit = (db: Db) =>
  addressLimit(db, 'forms', { ...FORM_LIMIT, max: authContext(db).settings.formsPerAddress }, (ms) => `Too many forms were sent from this connection. Please try again in ${minutesLeft(ms)} minutes.`, { acceptedOnly: true });
