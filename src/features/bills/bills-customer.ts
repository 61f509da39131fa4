import * as v from 'valibot';
import { billPhoneSchema } from '@contract/bills';
import { emailSchema, toLocalPhone } from '@contract/validation';
import type { SessionUser } from '@/api/session';
import type { BillCustomer } from './api/purchase';

/** Why a customer cannot pay bills yet: the bills token is issued per e-mail, and every reference names the phone. */
export const MISSING_FOR_BILLS = {
  email: 'Bills are paid under your e-mail address, and your account has none yet. Add and verify one on your profile first.',
  phone: 'Bills are paid with your Nigerian phone number on record, and your account has none we can use.',
} as const;

/** The signed-in customer as the bills calls name them (their e-mail and local 11-digit phone), or what is missing. */
export function billsCustomerOf(user: Pick<SessionUser, 'email' | 'phoneNumber'>): { customer: BillCustomer } | { missing: keyof typeof MISSING_FOR_BILLS } {
  const email = v.safeParse(emailSchema, user.email ?? '');
  if (!email.success) return { missing: 'email' };
  const phone = v.safeParse(billPhoneSchema, user.phoneNumber ? toLocalPhone(user.phoneNumber) : '');
  if (!phone.success) return { missing: 'phone' };
  return { customer: { email: email.output, phone: phone.output } };
}
