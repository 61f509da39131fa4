// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/api/session';
import { rememberBookingMadeHere } from './bookings-made-here';
import { bookingOf, seatRow } from '@/testing/booking-rows';
import { lookUpBooking, saveIssuedBooking, saveRescheduledTicket } from './booking-lookup';
import { ticketVault, type VaultEntry } from '@/offline/ticket-vault';

/** The Contact a look-up sent, if any. */
let sent: (string | null)[] = [];

beforeEach(() => {
  sent = [];
  vi.stubGlobal('fetch', vi.fn(async (url: string) => {
    sent.push(new URL(url).searchParams.get('Contact'));
    return new Response(JSON.stringify({ code: '1', shortDescription: 'SUCCESS', data: bookingOf(seatRow(3, {})) }), { status: 200, headers: { 'content-type': 'application/json' } });
  }));
});
afterEach(async () => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
  await sessionStore.clear();
});

describe('lookUpBooking', () => {
  it('works from the reference alone when the device knows no contact for it', async () => {
    await lookUpBooking('FRE-ABC234');
    expect(sent).toEqual([null]);
  });

  it('sends the contact it is given, else the phone of the checkout that made the booking', async () => {
    await lookUpBooking('FRE-ABC234', undefined, 'ada@example.com');
    rememberBookingMadeHere({ reference: 'fre-abc234', email: 'ada@example.com', phone: '08031234567', holdExpiresAt: '2026-11-24T06:00:00.000Z' });
    await lookUpBooking('FRE-ABC234');
    expect(sent).toEqual(['ada@example.com', '08031234567']);
  });

  it("sends a signed-in customer's own phone, in the contact form", async () => {
    await sessionStore.set({
      token: 't',
      user: {
        title: '', email: 'ada@example.com', firstName: 'Ada', lastName: 'Obi', gender: 1, customerPhoto: '', accountIsConfirmed: true,
        jwtToken: 't', refreshToken: '', nextOfKinName: '', nextOfKinPhone: '', phoneNumber: '+2348031234567', customerStage: 1,
        customersId: 7, referralCode: 'ADA7', hasPin: false,
      },
    });
    await lookUpBooking('FRE-ABC234');
    expect(sent).toEqual(['08031234567']);
  });
});

describe('saveIssuedBooking', () => {
  const booking = bookingOf(seatRow(3, { phoneNumber: '08031234567' }));
  const held = { reference: 'FRE-ABC234' } as VaultEntry;

  it('keeps the booking the confirmation answered, as it came, with no second call, and says saved once the vault holds it', async () => {
    const save = vi.spyOn(ticketVault, 'save').mockResolvedValue(held);
    vi.spyOn(ticketVault, 'get').mockResolvedValue(held);
    await expect(saveIssuedBooking('FRE-ABC234', booking)).resolves.toBe(true);
    expect(save).toHaveBeenCalledWith(booking);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says not saved when the vault cannot write (private mode, full disk)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(ticketVault, 'save').mockRejectedValue(new DOMException('full', 'QuotaExceededError'));
    vi.spyOn(ticketVault, 'get').mockResolvedValue(undefined);
    await expect(saveIssuedBooking('FRE-ABC234', booking)).resolves.toBe(false);
  });

  it('says not saved, without throwing or calling, when the confirmation answered no booking', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const save = vi.spyOn(ticketVault, 'save');
    await expect(saveIssuedBooking('FRE-ABC234', undefined)).resolves.toBe(false);
    expect(save).not.toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('saveRescheduledTicket', () => {
  it("looks the booking up with the phone the traveller gave the reschedule, and keeps it", async () => {
    const held = { reference: 'FRE-ABC234' } as VaultEntry;
    const save = vi.spyOn(ticketVault, 'save').mockResolvedValue(held);
    vi.spyOn(ticketVault, 'get').mockResolvedValue(held);
    await expect(saveRescheduledTicket('FRE-ABC234', '08031234567')).resolves.toBe(true);
    expect(sent).toEqual(['08031234567']);
    expect(save).toHaveBeenCalledOnce();
  });

  it('says not saved, without throwing, when the booking could not be fetched', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const save = vi.spyOn(ticketVault, 'save');
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(saveRescheduledTicket('FRE-ABC234')).resolves.toBe(false);
    expect(save).not.toHaveBeenCalled();
  });
});
