import { authContext } from '../../auth/context';
import type { Db } from '../../db/client';
import type { Messenger } from '../../providers/messaging/types';
import type { ProviderFactory } from '../../providers/payments/registry';
import type { ProviderRegistry } from '../../providers/payments/types';

/** What rescheduling needs from the rest of the server: the payment providers for the fee, PUBLIC_URL, the messenger (bookingApp's hire deps carry all three). */
export type RescheduleDeps = {
  providers: ProviderFactory;
  publicUrl?: string;
  messenger?: Messenger;
};

/** What the reschedule rules need for one request, or one run of the sweep. */
export type RescheduleContext = {
  db: Db;
  /** The accounts clock (createApp's, which tests may move). */
  now: () => Date;
  /** The providers for `base`: the card checkout (paystack) and the timed transfer account (azapay). */
  providers: ProviderRegistry;
  /** PUBLIC_URL, or the request's origin: where the card checkout sends the traveller back. */
  base: string;
  messenger?: Messenger;
};

export const rescheduleContext = (db: Db, deps: RescheduleDeps, base: string): RescheduleContext => ({
  db,
  now: () => authContext(db).now(),
  providers: deps.providers(base),
  base,
  messenger: deps.messenger,
});
