import type { HoldLimits } from '../booking/hold-limits';
import { authContext } from '../../auth/context';
import type { Db } from '../../db/client';
import type { Messenger } from '../../providers/messaging/types';
import { noProviders, type ProviderFactory } from '../../providers/payments/registry';
import type { ProviderRegistry } from '../../providers/payments/types';
import type { Places } from '../../providers/places/types';
import { HIRE_HOLDS_PER_ADDRESS, HIRE_HOLDS_PER_CONTACT } from './rates';

/** What hire needs from the rest of the server (bookingApp's third argument, paymentApp's deps). */
export type HireDeps = {
  /** The places adapter that resolves addresses and measures roads; undefined: hire answers 503. */
  places: () => Places | undefined;
  /** The payment service's providers: the card checkout (paystack) and the timed transfer account (azapay). */
  providers: ProviderFactory;
  /** PUBLIC_URL; without it the card callback uses the request's origin. */
  publicUrl?: string;
  /** Sends the paid hire's e-mail and SMS once; without it none are sent. */
  messenger?: Messenger;
  /** Unpaid hires per owner (rates.ts); tests raise them. */
  holds?: HoldLimits;
};

export const NO_HIRE_DEPS: HireDeps = { places: () => undefined, providers: noProviders };

/** What the hire rules need for one request, or one run of the sweep. */
export type HireContext = {
  db: Db;
  /** The accounts clock (createApp's, which tests may move); the real one by default. */
  now: () => Date;
  places: () => Places | undefined;
  /** The providers for `base`. */
  providers: ProviderRegistry;
  /** PUBLIC_URL, or the origin of the request: where the card checkout sends the traveller back. */
  base: string;
  messenger?: Messenger;
  holds: HoldLimits;
};

export const hireContext = (db: Db, deps: HireDeps, base: string): HireContext => ({
  db,
  now: () => authContext(db).now(),
  places: deps.places,
  providers: deps.providers(base),
  base,
  messenger: deps.messenger,
  holds: deps.holds ?? { perAddress: HIRE_HOLDS_PER_ADDRESS, perContact: HIRE_HOLDS_PER_CONTACT },
});
