import * as v from 'valibot';
import { toLocalPhone } from '@contract/validation';
import { walletQuery } from '@contract/wallet';
import type { SessionUser } from '@/api/session';

/** Whose wallet: the signed-in customer's phone (11 digits) and e-mail, as every wallet call names it. */
export type WalletOwner = v.InferOutput<typeof walletQuery>;

/** Why a customer cannot have a wallet yet: the wallet is opened per phone and e-mail (spec 2 'Wallet summary'). */
export const MISSING_CONTACT = {
  email: 'Your wallet is opened with your e-mail address, and your account has none yet. Add and verify one on your profile first.',
  phone: 'Your wallet is opened with your Nigerian phone number, and your account has none we can use.',
} as const;

/** The wallet owner from the signed-in customer's profile, or what is missing. */
export function walletOwnerOf(user: Pick<SessionUser, 'email' | 'phoneNumber'>): { owner: WalletOwner } | { missing: keyof typeof MISSING_CONTACT } {
  const parsed = v.safeParse(walletQuery, { PhoneNumber: user.phoneNumber ? toLocalPhone(user.phoneNumber) : '', Email: user.email });
  if (parsed.success) return { owner: parsed.output };
  const emailIssue = parsed.issues.some((issue) => issue.path?.[0]?.key === 'Email');
  return { missing: emailIssue ? 'email' : 'phone' };
}
