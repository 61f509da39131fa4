import { eq, sql } from 'drizzle-orm';
import type { HireSummary } from '../../../contract/hire';
import { hires } from '../../db/schema-hire';
import type { Executor } from '../booking/executor';

export type HireRow = typeof hires.$inferSelect;

/** A hire by its reference, as the traveller typed it (case and spaces aside). */
export async function hireByReference(db: Executor, reference: string): Promise<HireRow | undefined> {
  const [row] = await db.select().from(hires).where(eq(hires.reference, sql`upper(trim(${reference}))`)).limit(1);
  return row;
}

/**
 * The hire as its owner sees it. Anyone holding the reference may ask (the status page, the card
 * result page), so the e-mail and phone are left out, as the seat tickets leave them out (issue 10).
 */
export const hireSummary = (row: HireRow): HireSummary => ({
  refCode: row.reference,
  status: row.status,
  amount: row.totalKobo,
  paymentMethod: row.paymentMethod,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  paidAt: row.paidAt?.toISOString() ?? null,
  fullName: row.fullName,
  email: '',
  phoneNumber: '',
  hiredServiceType: row.serviceType,
  onewayPickupLocation: row.pickupLocation,
  oneWayDropoffLocation: row.dropoffLocation,
  onewayPickupDate: row.pickupDate,
  returnPickupDate: row.returnDate,
  isSleepOver: row.isSleepOver,
  onewayDistanceKm: row.distanceKm,
  vehicles: row.lines.map((l) => ({ vehicleModelId: l.vehicleModelId, vehicleModelName: l.vehicleModelName, quantity: l.quantity, seats: l.seats })),
  account: row.status === 'awaiting-payment' ? row.account : null,
});
