import type { TransferAccount } from './payment';

/** The two account shapes of spec 1 §2 '/aza-pay', read the same way on screen and by the wallet's transfer funding. Amount is kobo. */
export type TransferDetails = { bank: string; accountName: string; accountNumber: string; amount: number; reference: string; expiresAt: string };

export function transferDetails(account: TransferAccount): TransferDetails {
  if (account.kind === 'named') {
    return { bank: account.bankName, accountName: account.accountName, accountNumber: account.accountNo, amount: account.amount, reference: account.reference, expiresAt: account.expiresAt };
  }
  return { bank: account.bankName, accountName: account.account_name, accountNumber: account.vnuban, amount: account.max_amount, reference: account.account_reference, expiresAt: account.expiresAt };
}
