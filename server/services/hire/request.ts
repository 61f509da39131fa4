import { eq } from 'drizzle-orm';
import type * as v from 'valibot';
import {
  HIRE_CARD_GATEWAY, HIRE_EXPIRY_MINUTES, HIRE_MESSAGES, HIRE_QUANTITY_MAX, priceHire, type hireRequest, type HireRequestResult,
} from '../../../contract/hire';
import type { TransferAccount } from '../../../contract/payment';
import { isUniqueViolation, retryOnConflict } from '../../db/pg-errors';
import { hires, hireVehicleDays, type HireAccount, type HireLine } from '../../db/schema-hire';
import { RuleError } from '../../http/respond';
import { lockOwners, ownerEmail, type HoldOwners } from '../booking/hold-limits';
import type { HireContext } from './context';
import { checkHireDates, hireDays, type HireTrip } from './days';
import { closeHires, fleetOnDays, freeVehicles, lockModelDays, releaseLapsedHolds } from './fleet';
import { abandonEarlierHires, checkHireLimits } from './hire-holds';
import { measureTrip, type MeasuredTrip } from '../maps/hire-distance';
import { hireCallbackUrl, newHireReference } from './reference';
import { priceFleet } from './search';

export type HireRequestBody = v.InferOutput<typeof hireRequest>;

const VEHICLE_DAY_INDEX = 'hire_vehicle_days_vehicle_day_uq';
const REFERENCE_INDEX = 'hires_reference_uq';
/** A clash among 32^10 references is rare; three fresh draws make a second clash negligible. */
const REFERENCE_ATTEMPTS = 3;

export const PAYMENT_UNAVAILABLE = 'This payment method is not available at the moment. Please choose another one.';
export const PAYMENT_NOT_OPENED = 'We could not open your payment. Please try again.';

const notEnough = () => new RuleError(HIRE_MESSAGES.notEnoughVehicles, 409);

/** The lines asked for, one per model (a model named twice is counted once, its quantities added), quantity 0 left out. */
export function wantedModels(detail: HireRequestBody['hireVehicleDetail']): Map<number, number> {
  const wanted = new Map<number, number>();
  for (const line of detail) {
    if (line.quantity > 0) wanted.set(line.vehicleModelId, (wanted.get(line.vehicleModelId) ?? 0) + line.quantity);
  }
  if (wanted.size === 0) throw new RuleError(HIRE_MESSAGES.chooseVehicle);
  if ([...wanted.values()].some((q) => q > HIRE_QUANTITY_MAX)) throw new RuleError(HIRE_MESSAGES.quantity);
  return wanted;
}

type Priced = { trip: HireTrip; measured: MeasuredTrip; days: string[]; lines: HireLine[]; total: number };

/** The request priced by the server: dates, places, road, the fleet's prices for it, priceHire. */
async function priceRequest(ctx: HireContext, body: HireRequestBody, now: Date): Promise<Priced> {
  const trip = checkHireDates({ serviceType: body.hiredServiceType, pickupDate: body.onewayPickupDate, returnDate: body.returnPickupDate, sleepOver: body.isSleepOver }, now);
  const wanted = wantedModels(body.hireVehicleDetail);
  const measured = await measureTrip(ctx.places(), body.onewayPickupLocation, body.oneWayDropoffLocation);
  const days = hireDays(trip);
  const fleet = priceFleet(await fleetOnDays(ctx.db, days, now), measured.km);
  const lines = [...wanted].sort(([a], [b]) => a - b).map(([modelId, quantity]): HireLine => {
    const model = fleet.find((m) => m.id === modelId);
    if (!model) throw new RuleError(HIRE_MESSAGES.unknownVehicle);
    return { vehicleModelId: model.id, vehicleModelName: model.name, seats: model.seats, quantity, farePrice: model.farePrice, sleepOverPrice: model.sleepOverPrice };
  });
  return { trip, measured, days, lines, total: priceHire(lines, trip.roundTrip, trip.sleepOver) };
}

type HeldHire = { id: number; reference: string; expiresAt: Date };

/**
 * One transaction: the owners' locks, their own earlier unpaid hire on these days released, their
 * unpaid holds checked; then the (model, day) locks, lapsed holds on them released, concrete free
 * vehicles of each model picked, and the hire and one row per (vehicle, day) written. Too few
 * free answers 409 and writes nothing.
 */
async function holdVehicles(ctx: HireContext, body: HireRequestBody, priced: Priced, owners: HoldOwners, provider: string, now: Date): Promise<HeldHire> {
  const vehicleCount = priced.lines.reduce((n, l) => n + l.quantity, 0);
  const modelIds = priced.lines.map((l) => l.vehicleModelId);
  const expiresAt = new Date(now.getTime() + HIRE_EXPIRY_MINUTES * 60_000);
  const reference = newHireReference();
  return ctx.db.transaction(async (tx) => {
    await lockOwners(tx, owners);
    await abandonEarlierHires(tx, owners, priced.days, now);
    await checkHireLimits(tx, owners, vehicleCount, ctx.holds, now);
    await lockModelDays(tx, modelIds, priced.days);
    await releaseLapsedHolds(tx, modelIds, priced.days, now);
    const vehicles: number[] = [];
    for (const line of priced.lines) {
      const free = await freeVehicles(tx, line.vehicleModelId, priced.days, line.quantity);
      if (free.length < line.quantity) throw notEnough();
      vehicles.push(...free);
    }
    const [hire] = await tx.insert(hires).values({
      reference,
      serviceType: priced.trip.roundTrip ? 1 : 0,
      paymentMethod: body.paymentMethod,
      provider,
      fullName: body.fullName,
      gender: body.gender,
      email: owners.email,
      phoneNumber: owners.phone,
      nextOfKinName: body.nextOfKinName,
      nextOfKinPhone: body.nextOfKinPhone,
      address: body.address,
      pickupLocation: priced.measured.from.formatted_address,
      dropoffLocation: priced.measured.to.formatted_address,
      pickupDate: priced.trip.pickupDate,
      returnDate: priced.trip.returnDate,
      isSleepOver: priced.trip.sleepOver,
      distanceKm: priced.measured.km,
      lines: priced.lines,
      vehicleCount,
      totalKobo: priced.total,
      clientKey: owners.clientKey,
      createdAt: now,
      expiresAt,
    }).returning({ id: hires.id });
    // One global order (vehicle, day): two writers that got past the locks would wait, not deadlock.
    const rows = vehicles.sort((a, b) => a - b).flatMap((vehicleId) => priced.days.map((day) => ({ hireId: hire!.id, vehicleId, day })));
    await tx.insert(hireVehicleDays).values(rows);
    return { id: hire!.id, reference, expiresAt };
  });
}

/** Holds the vehicles, once more after a serialization failure or deadlock, with a fresh reference after a (rare) clash. */
async function holdWithRetries(hold: () => Promise<HeldHire>): Promise<HeldHire> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await retryOnConflict(hold);
    } catch (error) {
      if (isUniqueViolation(error, VEHICLE_DAY_INDEX)) throw notEnough();
      if (isUniqueViolation(error, REFERENCE_INDEX) && attempt < REFERENCE_ATTEMPTS) continue;
      throw error;
    }
  }
}

const accountView = (account: TransferAccount): HireAccount =>
  account.kind === 'named'
    ? { bankName: account.bankName, accountName: account.accountName, accountNo: account.accountNo }
    : { bankName: account.bankName, accountName: account.account_name, accountNo: account.vnuban };

/**
 * POST /HireBooking/requestBooking: re-checks the dates, re-resolves the addresses, re-measures
 * the road and prices the hire itself (the amount and distances sent are ignored), holds concrete
 * vehicles for every day they are away for HIRE_EXPIRY_MINUTES, then opens the payment: the card
 * provider's checkout for the total (returning to HIRE_CALLBACK), or a timed bank account that
 * lapses with the hire. A payment that cannot be opened cancels the hire and frees its vehicles.
 */
export async function requestHire(ctx: HireContext, body: HireRequestBody, clientKey: string): Promise<HireRequestResult> {
  const now = ctx.now();
  const card = body.paymentMethod === HIRE_CARD_GATEWAY;
  const checkout = ctx.providers.checkout.paystack;
  const transfer = ctx.providers.transfer;
  // Nothing is held for a hire that cannot be paid.
  if (card ? !checkout : !transfer) throw new RuleError(PAYMENT_UNAVAILABLE, 503);
  const priced = await priceRequest(ctx, body, now);
  const owners: HoldOwners = { clientKey, email: ownerEmail(body.email), phone: body.phoneNumber };
  const provider = card ? 'paystack' : 'azapay';

  const held = await holdWithRetries(() => holdVehicles(ctx, body, priced, owners, provider, now));
  const payer = { reference: held.reference, amountKobo: priced.total, email: owners.email, customerName: body.fullName, phoneNumber: owners.phone };
  try {
    if (card) {
      const opened = await checkout!.initialize({ ...payer, callbackUrl: hireCallbackUrl(ctx.base, held.reference) });
      await ctx.db.update(hires).set({ checkoutUrl: opened.checkoutUrl, providerReference: opened.providerReference }).where(eq(hires.id, held.id));
      return { refCode: held.reference, amount: priced.total, paymentMethod: body.paymentMethod, expiresAt: held.expiresAt.toISOString(), checkoutUrl: opened.checkoutUrl, account: null };
    }
    const account = accountView(await transfer!.openAccount({ ...payer, style: 'named', expiresAt: held.expiresAt }));
    await ctx.db.update(hires).set({ account }).where(eq(hires.id, held.id));
    return { refCode: held.reference, amount: priced.total, paymentMethod: body.paymentMethod, expiresAt: held.expiresAt.toISOString(), checkoutUrl: null, account };
  } catch (error) {
    console.error(`Hire ${held.reference}: the ${provider} payment could not be opened; the hire is cancelled:`, error);
    await ctx.db.transaction((tx) => closeHires(tx, [held.id], 'cancelled', ctx.now()));
    throw new RuleError(PAYMENT_NOT_OPENED, 503);
  }
}
