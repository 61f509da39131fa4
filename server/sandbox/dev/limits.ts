import { UNPAID_HOLDS_PER_CONTACT } from '../../auth/limits';
import { setContactHoldLimit } from '../../services/booking/hold-limits';

/** POST /api/dev/limits/contact: this contact alone meets the default per-contact unpaid limits (contract/calls/dev.ts). */
export function defaultContactLimits(contact: string) {
  setContactHoldLimit(contact, UNPAID_HOLDS_PER_CONTACT);
  return { contact, ...UNPAID_HOLDS_PER_CONTACT };
}
