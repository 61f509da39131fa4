import { VERIFICATION_ID } from '@contract/ambassador';

/** What the link gives: an id to use, a broken one, or none. */
export const linkState = (verificationId: string | undefined): 'missing' | 'malformed' | 'ok' =>
  !verificationId ? 'missing' : VERIFICATION_ID.test(verificationId) ? 'ok' : 'malformed';
