import { createApp } from '../app';
import { extend } from '../providers/payments/extend';
import type { HireRequest, HireSearchRequest } from '../../contract/hire';
import type { PlaceDetails } from '../../contract/maps';
import { addDays } from '../../contract/dates';
import { TEST_TODAY } from '../../tests/fixtures/test-db';
import { DEFAULT_AUTH_SETTINGS } from '../auth/settings';
import type { Db } from '../db/client';
import type { Message, Messenger } from '../providers/messaging/types';
import type { ProviderFactory } from '../providers/payments/registry';
import { loadPaymentSettings } from '../providers/payments/settings';
import type { ProviderName } from '../providers/payments/types';
import type { Places } from '../providers/places/types';
import type { HoldLimits } from '../services/booking/hold-limits';
import { DEFAULT_BOOKING_SETTINGS, type BookingSettings } from '../services/booking/settings';
import { call, send, type Requester } from '../../tests/fixtures/accounts';
import * as hireCalls from '../../contract/calls/hire';

/** Helpers shared by the hire tests (not a test file itself). */

export { call, send };

/** 10:00 in Lagos on the seeded "today" (vi.setSystemTime). */
export const NOW = new Date(`${TEST_TODAY}T10:00:00+01:00`);
export const TOMORROW = addDays(TEST_TODAY, 1);
export const minutesAfter = (d: Date, minutes: number) => new Date(d.getTime() + minutes * 60_000);
export const PUBLIC_URL = 'https://freely.example';

const place = (place_id: string, name: string, formatted_address: string, state: string, lat: number, lng: number): PlaceDetails =>
  ({ place_id, name, formatted_address, state, geometry: { location: { lat, lng } } });

export const JIBOWU = place('ng:terminal:1', 'Lagos (Jibowu)', 'Jibowu Terminal, Ikorodu Road, Yaba, Lagos', 'Lagos', 6.5146, 3.3724);
export const UTAKO = place('ng:terminal:20', 'Abuja (Utako)', 'Utako Terminal, Obafemi Awolowo Way, Abuja', 'FCT', 9.0765, 7.4423);
export const IBADAN = place('ng:city:ibadan', 'Ibadan', 'Ibadan, Oyo', 'Oyo', 7.3775, 3.947);
/** A place no road reaches (the fake's roadDistanceKm throws for it). */
export const ISLAND = place('ng:city:island', 'Island', 'Nowhere Island, Lagos', 'Lagos', 6.4, 3.4);

const KM: Record<string, number> = { 'ng:terminal:1|ng:terminal:20': 760.4, 'ng:terminal:1|ng:city:ibadan': 128.25, 'ng:terminal:20|ng:city:ibadan': 650 };

/** A small gazetteer: four places, three fixed road distances (symmetric), no road to the island. */
export const fakePlaces: Places = {
  name: 'test',
  autocomplete: async () => [],
  details: async (id) => [JIBOWU, UTAKO, IBADAN, ISLAND].find((p) => p.place_id === id),
  async resolve(addressOrPlaceId) {
    const norm = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();
    return [JIBOWU, UTAKO, IBADAN, ISLAND].find((p) => p.place_id === addressOrPlaceId.trim() || norm(p.formatted_address) === norm(addressOrPlaceId));
  },
  async roadDistanceKm(from, to) {
    const km = KM[`${from.place_id}|${to.place_id}`] ?? KM[`${to.place_id}|${from.place_id}`];
    if (km === undefined) throw new Error(`No road joins ${from.name} and ${to.name}.`);
    return km;
  },
};

export type Envelope<T> = { code: string; shortDescription: string; data: T };

/** Limits out of the way: most hire tests make many hires from one in-process client. */
export const ROOMY_HOLDS: HoldLimits = { perAddress: { bookings: 100_000, seats: 100_000 }, perContact: { bookings: 100_000, seats: 100_000 } };
const ROOMY_BOOKING: BookingSettings = { ...DEFAULT_BOOKING_SETTINGS, lookupsPerAddressPerMinute: 100_000 };

export type HireAppOptions = {
  /** Unpaid hire limits (default: roomy); undefined keeps the server's defaults. */
  holds?: HoldLimits | 'default';
  /** Take each request's address from X-Forwarded-For. */
  trustProxy?: boolean;
  booking?: BookingSettings;
  places?: Places | undefined;
  /** The card checkout and the transfer account cannot be opened (the provider is down). */
  providersDown?: boolean;
};

/**
 * The app as server/app.ts composes it with the sandbox, PUBLIC_URL and our fake places; every
 * refund asked of a provider is counted, and every message the messenger was given is kept.
 */
export async function hireTestApp(db: Db, options: HireAppOptions = {}) {
  const refunds: { provider: ProviderName; providerReference: string; amountKobo: number }[] = [];
  const sent: Message[] = [];
  const messenger: Messenger = { send: async (m) => void sent.push(m) };
  const down = () => Promise.reject(new Error('The provider is down (test).'));
  const counted = <P extends { name: ProviderName; refund(providerReference: string, amountKobo: number): Promise<void> }>(p: P): P => extend(p, {
    async refund(providerReference: string, amountKobo: number) {
      refunds.push({ provider: p.name, providerReference, amountKobo });
      return p.refund(providerReference, amountKobo);
    },
  } as Partial<P>);
  const providers = (made: ProviderFactory): ProviderFactory => (base) => {
    const registry = made(base);
    const checkout = Object.fromEntries(Object.entries(registry.checkout).map(([n, p]) => [n, options.providersDown ? extend(counted(p), { initialize: down }) : counted(p)]));
    const transfer = registry.transfer && (options.providersDown ? extend(counted(registry.transfer), { openAccount: down }) : counted(registry.transfer));
    return { ...registry, checkout, transfer };
  };
  const holds = options.holds === 'default' ? undefined : (options.holds ?? ROOMY_HOLDS);
  const app = await createApp({
    db,
    config: {
      logRequests: false, staticDir: '/nonexistent', sandbox: true, publicUrl: PUBLIC_URL,
      booking: { ...(options.booking ?? ROOMY_BOOKING), hireHolds: holds },
      auth: { ...DEFAULT_AUTH_SETTINGS, trustProxy: options.trustProxy ?? false },
      payments: loadPaymentSettings({ PAYMENT_CALLS_PER_ADDRESS_MINUTE: '100000' }),
    },
    accounts: { messenger },
    outside: { places: 'places' in options ? options.places : fakePlaces, providers },
  });
  return { app, refunds, sent };
}

export type TripOptions = { from?: PlaceDetails; to?: PlaceDetails; date?: string; returnDate?: string; sleepOver?: boolean };

export const searchBody = (o: TripOptions = {}): HireSearchRequest => ({
  OnewayPickupLocation: (o.from ?? JIBOWU).formatted_address,
  OneWayDropoffLocation: (o.to ?? UTAKO).formatted_address,
  OnewayPickupDate: o.date ?? TOMORROW,
  OnewayDistanceApart: 1,
  HiredServiceType: o.returnDate ? 1 : 0,
  IsSleepOver: o.sleepOver ?? false,
  ReturnPickupDate: o.returnDate ?? null,
});

export const search = (app: Requester, o: TripOptions = {}) => send(app, hireCalls.bookingSearch, { body: searchBody(o) });

let counter = 0;
/** A contact no other hire of the test run uses. */
export const uniqueContact = () => {
  const n = String(++counter).padStart(8, '0');
  return { email: `hirer.${counter}@example.com`, phoneNumber: `080${n}`, nextOfKinPhone: `070${n}` };
};

/** A complete hire request (card, one Hiace, Jibowu → Utako tomorrow) with a fresh contact. */
export const requestBody = (o: TripOptions & { vehicles?: [number, number][]; paymentMethod?: number } = {}, overrides: Partial<HireRequest> = {}): HireRequest => ({
  fullName: 'Ada Obi',
  gender: 1,
  nextOfKinName: 'Chidi Obi',
  ...uniqueContact(),
  address: '12 Marina, Lagos Island',
  paymentMethod: o.paymentMethod ?? 5,
  hiredServiceType: o.returnDate ? 1 : 0,
  onewayPickupLocation: (o.from ?? JIBOWU).formatted_address,
  oneWayDropoffLocation: (o.to ?? UTAKO).formatted_address,
  returnPickupLocation: o.returnDate ? (o.to ?? UTAKO).formatted_address : null,
  returnDropoffLocation: o.returnDate ? (o.from ?? JIBOWU).formatted_address : null,
  onewayDistanceApart: 1,
  returnDistanceApart: 1,
  onewayPickupDate: o.date ?? TOMORROW,
  returnPickupDate: o.returnDate ?? null,
  isSleepOver: o.sleepOver ?? false,
  hireVehicleDetail: (o.vehicles ?? [[1, 1]]).map(([vehicleModelId, quantity]) => ({ vehicleModelId, quantity })),
  amount: 100,
  ...overrides,
});

export const requestHire = (app: Requester, body: HireRequest, headers: Record<string, string> = {}) => send(app, hireCalls.requestBooking, { body, headers });
export const hireStatus = (app: Requester, ref: string) => send(app, hireCalls.hireStatus, { params: { ref } });
export const cardConfirm = (app: Requester, ref: string) => send(app, hireCalls.cardConfirm, { params: { ref } });

/** Presses Pay or Cancel on a sandbox checkout page; answers where it sends the traveller back. */
export async function pressCheckout(app: Requester, checkoutUrl: string, action: 'pay' | 'cancel', options: { skipWebhook?: boolean } = {}) {
  const page = new URL(checkoutUrl);
  const res = await app.request(`${page.pathname}/${action}${options.skipWebhook ? '?webhook=skip' : ''}`, { method: 'POST' });
  return { status: res.status, location: res.headers.get('location') ?? '' };
}

/** Sends the transfer on the sandbox's bank-transfer page of an account. */
export const sendTransfer = (app: Requester, accountNo: string, options: { skipWebhook?: boolean } = {}) =>
  app.request(`/sandbox/azapay/transfer/${accountNo}${options.skipWebhook ? '?webhook=skip' : ''}`, { method: 'POST' });
