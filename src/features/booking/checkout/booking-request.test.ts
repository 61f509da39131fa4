import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { createBookingRequest } from '@contract/booking';
import { buildBookingRequest, buildPendingPayment, checkoutHolds, isCompleteDraft, reusablePayment } from './booking-request';
import { testDraft, testTrip } from './test-draft';

const booking = { bookingReferenceCode: 'FRE-ABC234', amount: 5_000_000, discount: 0, holdExpiresAt: '2026-11-23T10:30:00.000Z' };

describe('buildBookingRequest', () => {
  it('builds a one-way booking the contract accepts', () => {
    const body = buildBookingRequest(testDraft(), 5, false);
    expect(v.safeParse(createBookingRequest, body).success).toBe(true);
    expect(body).toMatchObject({
      tripType: 0,
      paymentMethod: 5,
      firstName: 'Ada',
      lastName: 'Obi',
      gender: 1,
      routeId: 1013,
      seatRegistrations: '12:3,4',
      vehicleTripRegistrationId: 12,
      beneficiaries: [{ fullName: 'Chidi Okafor Eze', Gender: 0 }],
      totalAmount: 5_000_000,
    });
    expect(body).not.toHaveProperty('routeIdReturn');
  });

  it('records the discounted total a signed-in traveller was shown (the server prices it anyway)', () => {
    expect(buildBookingRequest(testDraft(), 5, true)).toMatchObject({ onewayAmount: 5_000_000, totalAmount: 4_750_000 });
  });

  it('adds the return leg after a semicolon', () => {
    const draft = testDraft({ return: { trip: testTrip({ vehicleTripRegistrationId: 40, routeId: 13001 }), seats: [7, 8] } });
    const body = buildBookingRequest(draft, 26, false);
    expect(body).toMatchObject({ tripType: 1, routeIdReturn: 13001, seatRegistrations: '12:3,4;40:7,8', totalAmount: 10_000_000 });
  });

  it('sends no beneficiaries for one adult', () => {
    const draft = testDraft({ outbound: { trip: testTrip(), seats: [3] }, passengers: [{ fullName: 'Ada Obi', gender: 1 }] });
    expect(buildBookingRequest(draft, 5, false)).not.toHaveProperty('beneficiaries');
  });
});

describe('buildPendingPayment', () => {
  it('carries the server’s reference, amount and hold', () => {
    expect(buildPendingPayment(testDraft(), 5, booking)).toEqual({
      refCode: 'FRE-ABC234',
      email: 'ada@example.com',
      amount: 5_000_000,
      discount: 0,
      gateway: 5,
      seats: [3, 4],
      returnSeats: [],
      mainName: 'Ada Obi',
      otherNames: [{ fullName: 'Chidi Okafor Eze' }],
      phonenumber: '08031234567',
      routeName: 'Lagos (Jibowu) ==> Abuja (Utako)',
      departureTerminalName: 'Lagos (Jibowu)',
      destinationTerminalName: 'Abuja (Utako)',
      departureDate: '2026-11-24',
      departureTime: '07:00 AM',
      holdExpiresAt: '2026-11-23T10:30:00.000Z',
    });
  });
});

describe('reusablePayment', () => {
  const now = new Date('2026-11-23T10:00:00.000Z');
  const pending = buildPendingPayment(testDraft(), 5, booking);

  it('reuses a held booking for the same choices', () => {
    expect(reusablePayment(pending, testDraft(), false, now)).toBe(pending);
  });

  it('does not reuse once the hold is (nearly) over or the choices changed', () => {
    expect(reusablePayment(pending, testDraft(), false, new Date('2026-11-23T10:29:30.000Z'))).toBeUndefined();
    expect(reusablePayment(pending, testDraft({ outbound: { trip: testTrip(), seats: [5, 6] } }), false, now)).toBeUndefined();
    expect(reusablePayment(null, testDraft(), false, now)).toBeUndefined();
  });

  it('does not reuse a booking priced for a guest once signed in, nor the other way round', () => {
    expect(reusablePayment(pending, testDraft(), true, now)).toBeUndefined();
    const discounted = buildPendingPayment(testDraft(), 5, { ...booking, amount: 4_750_000, discount: 250_000 });
    expect(reusablePayment(discounted, testDraft(), true, now)).toBe(discounted);
    expect(reusablePayment(discounted, testDraft(), false, now)).toBeUndefined();
  });
});

describe('checkoutHolds (Select payment method after a payment that was not completed)', () => {
  const held = buildPendingPayment(testDraft(), 25, { ...booking, holdExpiresAt: new Date(Date.now() + 20 * 60_000).toISOString() });

  it('reopens checkout when its draft still is this booking, the provider notice notwithstanding', () => {
    expect(checkoutHolds(held, testDraft(), false)).toBe(true);
    expect(checkoutHolds({ ...held, notice: 'Your payment with BudPay was not completed.' }, testDraft(), false)).toBe(true);
  });

  it('not when the draft changed, was cleared, or the hold is nearly over: /pay-booking pays it then', () => {
    expect(checkoutHolds(held, testDraft({ outbound: { trip: testTrip(), seats: [5, 6] } }), false)).toBe(false);
    expect(checkoutHolds(held, { ...testDraft(), outbound: null }, false)).toBe(false);
    expect(checkoutHolds({ ...held, holdExpiresAt: new Date(Date.now() + 30_000).toISOString() }, testDraft(), false)).toBe(false);
  });
});

describe('isCompleteDraft', () => {
  it('needs outbound seats, and return seats when the search was a round trip', () => {
    expect(isCompleteDraft(testDraft())).toBe(true);
    expect(isCompleteDraft(testDraft({ search: { from: 1, to: 13, date: '2026-11-24', returnDate: '2026-11-28', adults: 2 } }))).toBe(false);
    expect(isCompleteDraft(testDraft({ search: { from: 1, to: 13, date: '2026-11-24', returnDate: '2026-11-28', adults: 2 }, return: { trip: testTrip({ vehicleTripRegistrationId: 40 }), seats: [7, 8] } }))).toBe(true);
    expect(isCompleteDraft({ ...testDraft(), outbound: null })).toBe(false);
  });
});
