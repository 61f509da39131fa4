import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInApp } from '@/testing/render';
import { PendingBookingActions } from './pending-booking-actions';

const REF = 'FRE-ABC234';
const inTenMinutes = () => new Date(Date.now() + 10 * 60_000).toISOString();
let sent: Record<string, unknown>[] = [];

/** POST /Booking/release as the server answers it: only the booking's phone releases it. */
beforeEach(() => {
  sent = [];
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    sent.push(body);
    if (body.contact === '08031234567') {
      return new Response(JSON.stringify({ code: '1', shortDescription: `Booking ${REF} is cancelled and its seats are free again.`, data: { bookingReferenceCode: REF, bookingStatus: 2 } }), { status: 200 });
    }
    return new Response(JSON.stringify({ code: '404', shortDescription: `We found no booking ${REF} with that phone number or e-mail.`, data: null }), { status: 404 });
  });
});

describe('PendingBookingActions', () => {
  it('offers Pay now and Release seats while held, asks for the contact the device does not know, and says when it is done', async () => {
    const onReleased = vi.fn();
    await renderInApp(<PendingBookingActions reference={REF} holdExpiresAt={inTenMinutes()} onReleased={onReleased} />);
    expect(screen.getByRole('link', { name: 'Pay now' }).getAttribute('href')).toBe(`/pay-booking?reference=${REF}`);
    expect(screen.getByText(/Awaiting payment\. Seats held until \d\d:\d\d [AP]M \(10 min left\)\./)).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Release seats' }));
    const contact = screen.getByLabelText('Phone number or e-mail used for this booking');
    await userEvent.type(contact, '08039999999');
    await userEvent.click(screen.getByRole('button', { name: 'Yes, release seats' }));
    expect((await screen.findByRole('alert')).textContent).toBe(`We found no booking ${REF} with that phone number or e-mail.`);

    await userEvent.clear(contact);
    await userEvent.type(contact, '08031234567');
    await userEvent.click(screen.getByRole('button', { name: 'Yes, release seats' }));
    expect((await screen.findByRole('status')).textContent).toBe(`Booking ${REF} is cancelled and its seats are free again.`);
    expect(onReleased).toHaveBeenCalledOnce();
    expect(sent).toEqual([{ ref: REF, contact: '08039999999' }, { ref: REF, contact: '08031234567' }]);
  });

  it("tries a customer's own booking without a contact first, then asks for it", async () => {
    await renderInApp(<PendingBookingActions reference={REF} holdExpiresAt={inTenMinutes()} owned />);
    await userEvent.click(screen.getByRole('button', { name: 'Release seats' }));
    expect(screen.queryByLabelText('Phone number or e-mail used for this booking')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, release seats' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter the phone number or e-mail address this booking was made with.');
    expect(screen.getByLabelText('Phone number or e-mail used for this booking')).toBeTruthy();
    expect(sent).toEqual([{ ref: REF }]);
  });

  it('says a payment is under way and still offers both ways on; nothing once the hold has lapsed', async () => {
    const { unmount } = await renderInApp(<PendingBookingActions reference={REF} holdExpiresAt={inTenMinutes()} paymentUnderWay />);
    expect(screen.getByRole('link', { name: 'Pay now' }).getAttribute('href')).toBe(`/pay-booking?reference=${REF}`);
    expect(screen.getByText(/A payment has started\./).textContent).toMatch(/if money still reaches us for this booking, it is refunded/);
    expect(screen.getByRole('button', { name: 'Release seats' }).textContent).toBe('Release seats');
    unmount();
    await renderInApp(<PendingBookingActions reference={REF} holdExpiresAt={new Date(Date.now() - 1000).toISOString()} />);
    expect(screen.queryByRole('link', { name: 'Pay now' })).toBeNull();
  });
});
