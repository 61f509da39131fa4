import { WALLET_MESSAGES } from '../../../contract/wallet';
import { toInternationalPhone } from '../../../contract/validation';
import type { Context } from 'hono';
import type { CustomerEnv, CustomerSession } from '../../auth/require-customer';
import { RuleError } from '../../http/respond';

/**
 * A wallet call names its wallet by PhoneNumber and Email; the token's customer must own both
 * (their phone, their verified e-mail), or nothing is read or changed: 403. A call that may leave
 * them out (the seat payment: the wallet is the session's) is checked only on what it names.
 */
export function assertOwner(customer: CustomerSession, owner: { PhoneNumber?: string | undefined; Email?: string | undefined }): void {
  if (!customer.phone || !customer.email) throw new RuleError(WALLET_MESSAGES.needsContact, 403);
  const samePhone = owner.PhoneNumber === undefined || toInternationalPhone(owner.PhoneNumber) === customer.phone;
  const sameEmail = owner.Email === undefined || owner.Email.trim().toLowerCase() === customer.email.toLowerCase();
  if (!samePhone || !sameEmail) throw new RuleError(WALLET_MESSAGES.notYours, 403);
}

/** The wallet token's customer, once they are shown to own the wallet the call names. */
export function walletOwner(c: Context<CustomerEnv>, named: { PhoneNumber: string; Email: string }): CustomerSession {
  const customer = c.get('customer');
  assertOwner(customer, named);
  return customer;
}
