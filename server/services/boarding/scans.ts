import { and, eq } from 'drizzle-orm';
import type { Scan, ScanResult, ScansRequest } from '../../../contract/boarding';
import type { Db } from '../../db/client';
import { bookings, bookingSeats } from '../../db/schema';
import { boardings, boardingScans } from '../../db/schema-boarding';
import { retryOnConflict } from '../../db/pg-errors';
import type { Executor } from '../booking/executor';
import { BOOKING_STATUS } from '../booking/status';

/**
 * POST /Boarding/scans: a scanner's boarding log. Each scan is stored once (boarding_scans' primary
 * key is its scanId: the first insert wins, every replay is a 'duplicate' answered as the first
 * was), and an accepted scan boards its booking's seats on its trip once (boardings' primary key
 * (booking, trip) decides, like the seat arbiter). A later accepted scan of the same booking and
 * trip is 'already-boarded' from the same device, or a 'conflict' from another: stored and
 * reported with the scan that boarded first. Each scan is one short transaction; both inserts take
 * their locks in the same order, so concurrent uploads wait for each other and never deadlock.
 */

type Outcome = ScanResult['boarding'];
type ScanRow = typeof boardingScans.$inferSelect;

/** The confirmed booking with this reference that has a seat on this trip. */
async function bookingOnTrip(ex: Executor, reference: string, tripId: number): Promise<number | undefined> {
  const [row] = await ex.select({ id: bookings.id }).from(bookings)
    .innerJoin(bookingSeats, eq(bookingSeats.bookingId, bookings.id))
    .where(and(eq(bookings.reference, reference), eq(bookings.status, BOOKING_STATUS.confirmed), eq(bookingSeats.tripId, tripId)))
    .limit(1);
  return row?.id;
}

/** The boarding a stored scan points to (its own, or the first), as the answer shows it. */
async function firstBoardingOf(ex: Executor, row: Pick<ScanRow, 'bookingId' | 'tripId' | 'outcome'>): Promise<ScanResult['firstBoarding']> {
  if ((row.outcome !== 'already-boarded' && row.outcome !== 'conflict') || row.bookingId === null) return null;
  const [first] = await ex.select().from(boardings).where(and(eq(boardings.bookingId, row.bookingId), eq(boardings.tripId, row.tripId)));
  return first ? { deviceId: first.deviceId, scannedAt: first.scannedAt.toISOString(), scanId: first.scanId } : null;
}

async function recordScan(db: Db, deviceId: string, staffCustomerId: number, scan: Scan, now: Date): Promise<ScanResult> {
  const bookingId = scan.verdict === 'accepted' ? await bookingOnTrip(db, scan.reference, scan.tripId) : undefined;
  const scannedAt = new Date(scan.scannedAt);
  const fresh = await retryOnConflict(() => db.transaction(async (tx) => {
    const [stored] = await tx.insert(boardingScans).values({
      scanId: scan.scanId, deviceId, staffCustomerId, reference: scan.reference, tripId: scan.tripId, bookingId: bookingId ?? null,
      scannedAt, receivedAt: now, verdict: scan.verdict, reason: scan.reason ?? null, outcome: 'not-boarded',
    }).onConflictDoNothing({ target: boardingScans.scanId }).returning({ scanId: boardingScans.scanId });
    if (!stored) return undefined;
    let outcome: Outcome = 'not-boarded';
    let firstScanId: string | null = null;
    if (scan.verdict === 'accepted' && bookingId === undefined) outcome = 'unknown-ticket';
    if (scan.verdict === 'accepted' && bookingId !== undefined) {
      const [won] = await tx.insert(boardings).values({ bookingId, tripId: scan.tripId, scanId: scan.scanId, deviceId, scannedAt, boardedAt: now })
        .onConflictDoNothing().returning({ scanId: boardings.scanId });
      if (won) outcome = 'boarded';
      else {
        const [first] = await tx.select().from(boardings).where(and(eq(boardings.bookingId, bookingId), eq(boardings.tripId, scan.tripId)));
        firstScanId = first?.scanId ?? null;
        outcome = first?.deviceId === deviceId ? 'already-boarded' : 'conflict';
      }
    }
    await tx.update(boardingScans).set({ outcome, firstScanId }).where(eq(boardingScans.scanId, scan.scanId));
    return { outcome, bookingId: bookingId ?? null, tripId: scan.tripId };
  }));
  if (fresh) return { scanId: scan.scanId, stored: 'recorded', boarding: fresh.outcome, firstBoarding: await firstBoardingOf(db, fresh) };
  // A replay (or the same scan sent twice at once): the first one's answer.
  const [row] = await db.select().from(boardingScans).where(eq(boardingScans.scanId, scan.scanId));
  return { scanId: scan.scanId, stored: 'duplicate', boarding: row!.outcome, firstBoarding: await firstBoardingOf(db, row!) };
}

/** Records a batch in its order; each scan stands on its own (one failing does not undo the others already stored). */
export async function recordScans(db: Db, staffCustomerId: number, request: ScansRequest, now: Date): Promise<ScanResult[]> {
  const results: ScanResult[] = [];
  for (const scan of request.scans) results.push(await recordScan(db, request.deviceId, staffCustomerId, scan, now));
  return results;
}
