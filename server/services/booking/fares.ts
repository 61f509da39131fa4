/**
 * Each seat's share of what the traveller pays (the price itself is contract/booking.ts
 * `priceBooking`, shared with the Trip Summary): its fare less its part of the discount, in
 * proportion to its fare, whole kobo, with the rounding remainder (under a kobo a seat) on the
 * dearest seat. The shares add up to the total exactly, so settlement's check (settle.ts
 * `seatsIntact`: seat amounts sum to total_kobo) holds for discounted bookings unchanged, and the
 * status page's seat amounts add up to what was paid.
 */
export function seatAmounts(fares: readonly number[], discount: number): number[] {
  const subtotal = fares.reduce((sum, fare) => sum + fare, 0);
  if (discount === 0 || subtotal === 0) return [...fares];
  const shares = fares.map((fare) => Math.floor((fare * discount) / subtotal));
  const remainder = discount - shares.reduce((sum, share) => sum + share, 0);
  const dearest = fares.indexOf(Math.max(...fares));
  return fares.map((fare, i) => fare - shares[i]! - (i === dearest ? remainder : 0));
}

export type Passenger = { fullName: string; gender: number };

/** The travellers in seat order: the booker first, then each beneficiary (Passenger #2 …). */
export function passengerList(booker: { firstName: string; lastName: string; gender: number }, beneficiaries: readonly { fullName: string; Gender: number }[]): Passenger[] {
  const bookerName = `${booker.firstName} ${booker.lastName}`.trim();
  return [{ fullName: bookerName, gender: booker.gender }, ...beneficiaries.map((b) => ({ fullName: b.fullName, gender: b.Gender }))];
}
