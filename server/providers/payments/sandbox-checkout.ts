import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sandboxTransactions } from '../../db/schema';
import { PROVIDERS, SANDBOX_PATH } from './catalog';
import { newTransactionId, transactionsOf, verdictOf } from './sandbox-ledger';
import type { CheckoutProvider, CheckoutProviderName } from './types';

/**
 * A hosted-checkout provider played by the sandbox: initialize opens (or reuses) a pending
 * transaction and points at /sandbox/<provider>/checkout/<id>; verify reads the ledger.
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
      // Opening the payment page twice is one checkout, as with a real provider's reference.
      const open = (await transactionsOf(db, name, request.reference)).find((t) => t.status === 'pending');
      const id = open?.id ?? newTransactionId(info.prefix);
      if (open) {
        await db.update(sandboxTransactions).set({ ...fields, updatedAt: sql`now()` }).where(sql`${sandboxTransactions.id} = ${id}`);
      } else {
        await db.insert(sandboxTransactions).values({ id, provider: name, reference: request.reference, ...fields });
      }
      const url = new URL(`${baseUrl}${SANDBOX_PATH}/${name}/checkout/${id}`);
      // Widgets are the same page in the app's iframe overlay; the page then targets the top window.
      if (info.widget) url.searchParams.set('mode', 'widget');
      return { checkoutUrl: url.toString(), providerReference: id };
    },
    async verify(reference) {
      return verdictOf(await transactionsOf(db, name, reference));
    },
  };
}
