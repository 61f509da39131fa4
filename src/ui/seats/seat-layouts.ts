/** One cell of a seat map, seen from above with the front of the bus at the top. */
export type SeatCell = { kind: 'seat'; seat: number } | { kind: 'driver' } | { kind: 'gap' };
export type SeatLayout = SeatCell[][];

const D = 'driver' as const;
const _ = null;
type Plan = ReadonlyArray<ReadonlyArray<number | typeof D | null>>;

/**
 * Spec 1 §2: seat layouts for buses of 6, 8, 12, 13 and 14 seats. The driver sits front left
 * (Nigeria drives on the right); `null` is the aisle or an empty space.
 */
const PLANS: Readonly<Record<number, Plan>> = {
  // Toyota (Sienna): one front seat, two captain chairs, a bench of three.
  6: [
    [D, _, 1],
    [2, _, 3],
    [4, 5, 6],
  ],
  // GIGM PRO: one front seat, three rows of 1 + 1 round an aisle, a bench of three.
  8: [
    [D, _, 1],
    [2, _, 3],
    [4, _, 5],
    [6, 7, 8],
  ],
  // Hiace X: two front seats, two rows of 2 + 1, a back bench of four.
  12: [
    [D, _, 1, 2],
    [3, 4, _, 5],
    [6, 7, _, 8],
    [9, 10, 11, 12],
  ],
  // Premium: one front seat and four rows of 2 + 1 (roomier seats).
  13: [
    [D, _, _, 1],
    [2, 3, _, 4],
    [5, 6, _, 7],
    [8, 9, _, 10],
    [11, 12, _, 13],
  ],
  // Hiace: two front seats and four rows of 2 + 1.
  14: [
    [D, _, 1, 2],
    [3, 4, _, 5],
    [6, 7, _, 8],
    [9, 10, _, 11],
    [12, 13, _, 14],
  ],
};

const toCell = (c: number | typeof D | null): SeatCell =>
  c === null ? { kind: 'gap' } : c === D ? { kind: 'driver' } : { kind: 'seat', seat: c };

/** A plain 2 + 1 layout for a bus size without a drawn plan, so an odd vehicle still books. */
function genericPlan(total: number): Plan {
  const rows: Array<Array<number | typeof D | null>> = [[D, _, _, _]];
  let seat = 1;
  while (seat <= total) {
    const row: Array<number | null> = [seat++, _, _, _];
    if (seat <= total) row[1] = seat++;
    if (seat <= total) row[3] = seat++;
    rows.push(row);
  }
  return rows;
}

/** The seat map for a bus with `total` seats: every seat number 1..total appears exactly once. */
export function seatLayout(total: number): SeatLayout {
  const plan = PLANS[total] ?? genericPlan(Math.max(0, Math.floor(total)));
  return plan.map((row) => row.map(toCell));
}

/** The sizes with a drawn plan. */
export const DRAWN_LAYOUT_SIZES = Object.keys(PLANS).map(Number);
