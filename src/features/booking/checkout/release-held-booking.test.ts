// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RELEASE_MESSAGES } from '@contract/booking';
import { ApiError } from '@/api/api-error';
import { pendingPaymentStore, type PendingPayment } from '@/entities/payment/pending-payment';
import { keepAfterRelease, releaseHeldBooking, releaseHeldBookingWithin } from './release-held-booking';

const REF = 'FRE-ABCD2345XY';
const pending: PendingPayment = {
  refCode: REF, email: 'ada@example.com', amount: 100, discount: 0, gateway: 5, seats: [3], returnSeats: [], mainName: 'Ada Obi', otherNames: [],
  phonenumber: '08031234567', routeName: 'Lagos (Jibowu) ==> Abuja (Utako)', departureTerminalName: 'Lagos (Jibowu)', destinationTerminalName: 'Abuja (Utako)', departureDate: '2026-11-24', departureTime: '07:00 AM', holdExpiresAt: '2026-11-23T09:10:00Z',
};
const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('keepAfterRelease', () => {
  it('keeps the stored booking only while it may still be paid for, or when the server was not asked', () => {
    expect(keepAfterRelease(new ApiError(RELEASE_MESSAGES.paying(REF), { status: 409 }), REF)).toBe(true);
    expect(keepAfterRelease(new ApiError('offline', { offline: true }), REF)).toBe(true);
    expect(keepAfterRelease(new ApiError('slow down', { status: 429 }), REF)).toBe(true);
    expect(keepAfterRelease(new ApiError(RELEASE_MESSAGES.paid(REF), { status: 409 }), REF)).toBe(false);
    expect(keepAfterRelease(new ApiError(RELEASE_MESSAGES.notFound(REF), { status: 404 }), REF)).toBe(false);
  });
});

describe('releaseHeldBooking', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    pendingPaymentStore.set(pending);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    pendingPaymentStore.clear();
  });

  it('sends the reference with the booking phone once, however often it is asked, and forgets the booking', async () => {
    fetchMock.mockResolvedValue(answer(200, { code: '1', shortDescription: RELEASE_MESSAGES.released(REF), data: { bookingReferenceCode: REF, bookingStatus: 2 } }));
    const [a, b] = await Promise.all([releaseHeldBooking(), releaseHeldBooking()]);
    expect([a, b]).toEqual(['released', 'released']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toMatch(/\/api\/booking\/Booking\/release$/);
    expect(JSON.parse(String(init.body))).toEqual({ ref: REF, contact: '08031234567' });
    expect(pendingPaymentStore.get()).toBeNull();
    expect(await releaseHeldBooking()).toBe('none');
  });

  it('keeps a booking whose payment has started', async () => {
    fetchMock.mockResolvedValue(answer(409, { code: '409', shortDescription: RELEASE_MESSAGES.paying(REF), data: null }));
    expect(await releaseHeldBooking()).toBe('kept');
    expect(pendingPaymentStore.get()?.refCode).toBe(REF);
  });

  it('going back never waits longer than its limit on a stalled link, and keeps the booking', async () => {
    vi.useFakeTimers();
    try {
      // The request leaves and nothing ever comes back.
      fetchMock.mockImplementation(() => new Promise<Response>(() => {}));
      const onReleased = vi.fn();
      let left = false;
      const back = releaseHeldBookingWithin(2000, onReleased).then(() => {
        left = true;
      });
      await vi.advanceTimersByTimeAsync(1999);
      expect(left).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await back;
      expect(left).toBe(true);
      expect(onReleased).not.toHaveBeenCalled();
      expect(pendingPaymentStore.get()?.refCode).toBe(REF);
    } finally {
      vi.useRealTimers();
    }
  });
});
