/**
 * Spec 2 §9: booking total = fare × adults (plus the return fare × adults); discount 0.
 * Amounts are kobo; whatever amount the client sent is never read.
 */
export function bookingTotal(outboundFareKobo: number, returnFareKobo: number | undefined, adults: number): number {
  return outboundFareKobo * adults + (returnFareKobo ?? 0) * adults;
}

export type Passenger = { fullName: string; gender: number };

/** The travellers in seat order: the booker first, then each beneficiary (Passenger #2 …). */
export function passengerList(booker: { firstName: string; lastName: string; gender: number }, beneficiaries: readonly { fullName: string; Gender: number }[]): Passenger[] {
  const bookerName = `${booker.firstName} ${booker.lastName}`.trim();
  return [{ fullName: bookerName, gender: booker.gender }, ...beneficiaries.map((b) => ({ fullName: b.fullName, gender: b.Gender }))];
}
