import type { BookingSeatRow, BookingStatus } from '@contract/tickets';

/** A confirmed seat row of booking FRE-ABC234, Lagos (Jibowu) → Abuja (Utako) on 24 Nov, for unit tests. */
export const seatRow = (seatNumber: number, extra: Partial<BookingSeatRow>): BookingSeatRow => ({
  bookingReferenceCode: 'FRE-ABC234', bookingStatus: 1, isPrinted: false, amount: 100, seatNumber, fullName: 'Ada Obi', gender: 1,
  phoneNumber: '', nextOfKinName: '', routeName: '', departureTerminalName: 'Lagos (Jibowu)', destinationTerminalName: 'Abuja (Utako)',
  departureTerminalId: 1, departureLatitude: 0, departureLongitude: 0, departureDate: '2026-11-24', departureTime: '07:00 AM',
  departsAt: '2026-11-24T06:00:00.000Z', createdDate: '', isReturn: false, vehicleName: 'Hiace', passengerType: 0, ...extra,
});

/** The booking status answer holding these seat rows. */
export const bookingOf = (...rows: BookingSeatRow[]): BookingStatus => ({
  Object: { refCode: 'FRE-ABC234', createdDate: '', departureDate: '2026-11-24', totalAmount: 0 },
  userData: rows,
});
