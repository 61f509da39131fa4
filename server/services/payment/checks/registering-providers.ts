import type { Db } from '../../../db/client';
import type { ProviderFactory } from '../../../providers/payments/registry';
import type { CheckoutProvider, ProviderRegistry, TransferProvider, VirtualAccountProvider } from '../../../providers/payments/types';
import { extend } from '../../../providers/payments/extend';
import { kindOfReference } from './kinds';
import { openCheck } from './register';

/**
 * The providers of `factory`, each of which puts every payment it starts under the guarantee: a
 * checkout opened, a transfer account or a virtual account opened records its payment check
 * (register.ts) as soon as the provider has answered, whichever service asked (bookings, hires,
 * bills, wallet fundings, reschedules), so no start path can forget it. A failure to record is
 * logged, never the traveller's: the webhook and the confirm calls register the payment again.
 */
export function withPaymentChecks(db: Db, factory: ProviderFactory): ProviderFactory {
  return (baseUrl) => {
    const registry = factory(baseUrl);
    const record = (check: Parameters<typeof openCheck>[1]) =>
      openCheck(db, check).catch((error: unknown) => console.error(`Could not register the payment check of ${check.reference}:`, error));
    const checkout = Object.fromEntries(Object.entries(registry.checkout).map(([name, provider]) => [name, extend(provider, {
      async initialize(request: Parameters<CheckoutProvider['initialize']>[0]) {
        const opened = await provider.initialize(request);
        await record({
          kind: kindOfReference(request.reference), reference: request.reference, provider: provider.name, transaction: opened.providerReference,
          amountKobo: request.amountKobo, email: request.email, phone: request.phoneNumber,
        });
        return opened;
      },
    })])) as ProviderRegistry['checkout'];
    const plain = registry.transfer;
    const transfer: TransferProvider | undefined = plain && extend(plain, {
      async openAccount(request: Parameters<TransferProvider['openAccount']>[0]) {
        const account = await plain.openAccount(request);
        await record({ kind: kindOfReference(request.reference), reference: request.reference, provider: 'azapay', amountKobo: request.amountKobo, email: request.email, phone: request.phoneNumber });
        return account;
      },
    });
    const virtual = registry.virtualAccount;
    const virtualAccount: VirtualAccountProvider | undefined = virtual && extend(virtual, {
      async createVirtualAccount(request: Parameters<VirtualAccountProvider['createVirtualAccount']>[0]) {
        const account = await virtual.createVirtualAccount(request);
        await record({
          kind: kindOfReference(request.customer_reference), reference: request.customer_reference, provider: virtual.name, transaction: account.providerReference,
          amountKobo: request.max_amount, email: request.email, phone: request.mobile_number,
        });
        return account;
      },
    });
    return { checkout, transfer, virtualAccount };
  };
}
