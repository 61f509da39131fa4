import type { PendingPayment } from '@/entities/payment/pending-payment';
import { initializeMonnify } from './api/initialize-monnify';
import { initializeNomba } from './api/initialize-nomba';
import { initializeOpay } from './api/initialize-opay';
import { initializePaystack } from './api/initialize-paystack';
import type { RedirectProvider } from './handoff';

const INITIALIZERS: Record<RedirectProvider, (payment: PendingPayment) => Promise<string>> = {
  paystack: initializePaystack,
  nomba: initializeNomba,
  monnify: initializeMonnify,
  opay: initializeOpay,
};

/** Asks our server to open the provider's checkout for this booking; resolves to where to go. */
export const redirectUrlFor = (provider: RedirectProvider, payment: PendingPayment) => INITIALIZERS[provider](payment);
