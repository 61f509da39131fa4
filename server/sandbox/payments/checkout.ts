import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sandboxTransactions } from '../schema';
import { PROVIDERS } from '../../providers/payments/catalog';
import { SANDBOX_PATH } from '../path';
import { newTransactionId, refundTransaction, transactionsOf, verdictOf } from './ledger';
import { verifySandboxWebhook } from './webhook-signature';
import type { CheckoutProvider, CheckoutProviderName } from '../../providers/payments/types';

/**
 * A hosted-checkout provider only the sandbox has (BudPay, Nomba, CreditDirect, OPay: no real
 * adapter yet), in the sandbox's own shape: initialize opens (or reuses) a pending transaction and
 * points at /sandbox/<provider>/checkout/<id>; verify reads the ledger; refund marks a paid
 * transaction refunded. Paystack, Flutterwave and Monnify go through their real adapters (wire.ts).
 */
export function sandboxCheckoutProvider(db: Db, name: CheckoutProviderName, publicKey: string, baseUrl: string): CheckoutProvider {
  const info = PROVIDERS[name];
  return {
    name,
    publicKey,
    async initialize(request) {
      const fields = {
        amountKobo: request.amountKobo,
        callbackUrl: request.callbackUrl,
        customerEmail: request.email,
        meta: { customerName: request.customerName, phoneNumber: request.phoneNumber },
      };
      // Opening the payment page twice is one checkout, as with a real provider's reference: the
      // partial unique index (one pending row per provider and reference) decides in one
      // statement, so a burst of concurrent initialisations opens one checkout and all reuse it.
      const [open] = await db.insert(sandboxTransactions)
        .values({ id: newTransactionId(info.prefix), provider: name, reference: request.reference, ...fields })
        .onConflictDoUpdate({
          target: [sandboxTransactions.provider, sandboxTransactions.reference],
          targetWhere: sql`${sandboxTransactions.status} = 'pending'`,
          set: { ...fields, updatedAt: sql`now()` },
        })
        .returning({ id: sandboxTransactions.id });
      if (!open) throw new Error(`Sandbox ${name} could not open a checkout for ${request.reference}.`);
      const url = new URL(`${baseUrl}${SANDBOX_PATH}/${name}/checkout/${open.id}`);
      // Widgets are the same page in the app's iframe overlay; the page then targets the top window.
      if (info.widget) url.searchParams.set('mode', 'widget');
      return { checkoutUrl: url.toString(), providerReference: open.id };
    },
    async verify(reference, transaction) {
      return verdictOf(await transactionsOf(db, name, reference, transaction));
    },
    async refund(providerReference, amountKobo) {
      await refundTransaction(db, name, providerReference, amountKobo);
    },
    verifyWebhook: verifySandboxWebhook,
  };
}
