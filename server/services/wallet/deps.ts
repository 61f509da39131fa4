import type { Messenger } from '../../providers/messaging/types';
import type { ProviderFactory } from '../../providers/payments/registry';

export type WalletDeps = {
  /** The wallet OTPs go out through it (the sandbox's outbox in development and tests). */
  messenger: Messenger;
  /** The payment providers of the payment service: fundings go through its card checkout. */
  providers: ProviderFactory;
  /** PUBLIC_URL; without it the funding callback uses the request's origin. */
  publicUrl?: string;
};
