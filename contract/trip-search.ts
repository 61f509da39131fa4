import * as v from 'valibot';
import { ADULTS_MAX, ADULTS_MIN } from './limits';
import { INT4_MAX, intLike, ymdSchema } from './validation';

/**
 * The trip search, the one shape it has from the 'Book a seat' form to the server: the form makes
 * it, /select-bus?from=1&to=13&date=2026-11-24&adults=2[&returnDate=2026-11-28] holds it (so a
 * reload or a shared link shows the same list, spec 1 §2 'Trip selection'), the booking draft keeps
 * it, and POST /Booking/availabletripdetails sends it and is validated with it (contract/booking.ts
 * also reads the spec 2 §3 request into it). A return date makes it a round trip; children are
 * booked at the terminal, so there are none.
 *
 * Ids and adults may come as numbers or digit strings (the router reads '12' back as a number, a
 * form's select gives a string). The fields' own problems carry their path; the rules between
 * them (too many adults, the same terminal twice) do not, so /select-bus can tell a malformed link
 * (it goes home) from one it must refuse in a sentence (readTripSearchLink).
 */
const terminalId = (message: string) => v.pipe(intLike(message), v.minValue(1, message), v.maxValue(INT4_MAX, message));

export const tripSearchSchema = v.pipe(
  v.object({
    from: terminalId('Choose where you travel from.'),
    to: terminalId('Choose where you travel to.'),
    date: ymdSchema,
    adults: v.pipe(intLike(), v.minValue(ADULTS_MIN, 'At least one adult travels.')),
    /** Round trip only (last, as links have always put it). */
    returnDate: v.optional(ymdSchema),
  }),
  v.check((s) => s.adults <= ADULTS_MAX, `At most ${ADULTS_MAX} adults per booking.`),
  v.check((s) => s.from !== s.to, 'Departure and destination must differ.'),
);
export type TripSearch = v.InferOutput<typeof tripSearchSchema>;

/**
 * A /select-bus link's search: its fields well formed (a rule it breaks is for the page to say, as
 * the server would), else undefined.
 */
export function readTripSearchLink(raw: unknown): TripSearch | undefined {
  const parsed = v.safeParse(tripSearchSchema, raw);
  if (parsed.success) return parsed.output;
  return parsed.typed && parsed.issues.every((issue) => issue.path === undefined) ? parsed.output : undefined;
}
