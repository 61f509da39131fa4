import { describe, expect, it } from 'vitest';
import type { BookingSeatRow, BookingStatus } from '@contract/tickets';
import { payBookingView, paymentOfBooking } from './pay-booking';

const row = (o: Partial<BookingSeatRow>) => ({
  bookingReferenceCode: 'FRE-ABCDEFGHJK', bookingStatus: 0, isPrinted: false, amount: 1_950_000, seatNumber: 3, fullName: 'Ada Obi', gender: 1, phoneNumber: '',
  nextOfKinName: '', routeName: 'Lagos (Jibowu) ==> Abuja (Utako)', departureTerminalName: 'Lagos (Jibowu)', destinationTerminalName: 'Abuja (Utako)', departureTerminalId: 1,
  departureLatitude: 6.5, departureLongitude: 3.3, departureDate: '2026-11-30', departureTime: '07:00 AM', createdDate: '2026-11-28T10:00:00Z', isReturn: false,
  vehicleName: 'Hiace', passengerType: 0, ...o,
}) as BookingSeatRow;
const status = (rows: BookingSeatRow[], holdExpiresAt?: string): BookingStatus => ({
  Object: { refCode: 'FRE-ABCDEFGHJK', createdDate: '2026-11-28T10:00:00Z', departureDate: '2026-11-30', totalAmount: rows.reduce((s, r) => s + r.amount, 0), ...(holdExpiresAt ? { holdExpiresAt } : {}) },
  userData: rows,
});
const now = Date.parse('2026-11-28T10:05:00Z');

describe('what /pay-booking can do with a booking', () => {
  it('pays a pending booking while its seats are held', () => {
    expect(payBookingView(status([row({})], '2026-11-28T10:10:00Z'), now)).toEqual({ kind: 'payable', holdExpiresAt: '2026-11-28T10:10:00Z' });
  });
  it('links a confirmed one to its ticket, and refuses one whose hold is over', () => {
    expect(payBookingView(status([row({ bookingStatus: 1 })]), now).kind).toBe('paid');
    expect(payBookingView(status([row({})], '2026-11-28T10:00:00Z'), now).kind).toBe('closed');
    expect(payBookingView(status([row({})]), now).kind).toBe('closed');
    for (const code of [2, 5, 6]) expect(payBookingView(status([row({ bookingStatus: code })], '2026-11-28T10:10:00Z'), now).kind).toBe('closed');
  });
  it('hands the providers the booking as the server holds it: the total, the seats of each leg, the names', () => {
    const booked = status([row({}), row({ seatNumber: 4, fullName: 'Chidi Okafor' }), row({ seatNumber: 9, isReturn: true }), row({ seatNumber: 10, isReturn: true, fullName: 'Chidi Okafor' })], '2026-11-28T10:10:00Z');
    expect(paymentOfBooking(booked, 25, '2026-11-28T10:10:00Z')).toMatchObject({
      refCode: 'FRE-ABCDEFGHJK', amount: 7_800_000, gateway: 25, seats: [3, 4], returnSeats: [9, 10], mainName: 'Ada Obi', otherNames: [{ fullName: 'Chidi Okafor' }], email: '',
    });
  });
});
