import type { Db } from '../../db/client';
import { addressLimit } from '../../auth/address-limit';
import { FORM_LIMIT } from '../../auth/limits';
import { minutesLeft } from '../../auth/rate-limit';

/**
 * Limits how many forms one address may have accepted (FORM_LIMIT). The use is taken before the
 * form is handled, so a burst cannot slip past the count; a refused or invalid post hands it
 * back. A 429 is retried later by the service worker's outbox, never dropped.
 */
export const formRateLimit = (db: Db) =>
  addressLimit(db, 'forms', FORM_LIMIT, (ms) => `Too many forms were sent from this connection. Please try again in ${minutesLeft(ms)} minutes.`, { acceptedOnly: true });
