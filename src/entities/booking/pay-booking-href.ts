/** Where a pending booking is paid, by anyone, while its seats are held: /pay-booking (the payments feature's page). */
export const payBookingHref = (reference: string) => `/pay-booking?reference=${encodeURIComponent(reference.trim().toUpperCase())}`;
