import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/network';
import { waitForWholeApp } from '../fixtures/service-worker';
import { CHECKIN_MESSAGES } from '../../contract/tickets';
import { sitePath } from '../../contract/call';
import * as bookingCalls from '../../contract/calls/booking';
import {
  bookingStatusOf,
  bookPaidTicket,
  bookTripLeavingIn,
  confirmPayment,
  createPendingBooking,
  openFromMyTickets,
  payInSandbox,
  returnFromCardPayment,
  waitForServiceWorker,
} from '../fixtures/tickets';

// This spec is about the service worker or reads the app through it (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/**
 * Booking status, the Bus Ticket with its QR code, self check-in and the offline ticket vault
 * (issue 4). Every test books its own ticket, so parallel workers never share one.
 */

const busTicket = (page: Page) => page.getByRole('dialog', { name: 'Bus Ticket' });
/** qr-code-styling draws an svg (or a canvas) inside the dialog's QR image. */
const qrDrawing = (page: Page) => busTicket(page).getByRole('img', { name: /^QR code for / }).locator('svg, canvas').first();
const seatRow = (page: Page, seat: number) => page.getByRole('listitem', { name: `Seat ${seat}`, exact: true });

/** Near the departure terminal (a few hundred metres off), as the seed places it. */
async function standAtTerminal(page: Page, reference: string) {
  const status = await bookingStatusOf(page.request, reference);
  const row = status.userData[0]!;
  await page.context().grantPermissions(['geolocation']);
  await page.context().setGeolocation({ latitude: row.departureLatitude + 0.003, longitude: row.departureLongitude - 0.002 });
}

test.describe('booking status', () => {
  test('Proceed waits for a reference; an unknown one gets the spec sentence', async ({ page }) => {
    await page.goto('/bookingStatus');
    await expect(page.getByRole('heading', { level: 1, name: 'Booking Status' })).toBeVisible();
    const proceed = page.getByRole('button', { name: 'Proceed' });
    await expect(proceed).toBeDisabled();
    await page.getByLabel('Booking Reference').fill('FRE-NOPE99');
    await expect(proceed).toBeEnabled();
    await proceed.click();
    await expect(page).toHaveURL(/\/bookingStatus\?ref=FRE-NOPE99/);
    await expect(page.getByRole('alert')).toHaveText('Booking Status not found for this particular Booking Reference FRE-NOPE99, Please try again.');
  });

  test('a pending booking blinks Pending; once paid it reads Confirmed, with the total and the ticket', async ({ page, request }) => {
    const reference = await createPendingBooking(request);
    await page.goto(`/bookingStatus?ref=${reference}`);
    const summary = page.getByRole('region', { name: 'Booking summary' });
    await expect(summary.getByText(reference)).toBeVisible();
    await expect(summary.getByText('Pending')).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Ada Obi' }).getByText('Pending')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Show Ticket' })).toHaveCount(0);

    await payInSandbox(request, reference);
    await confirmPayment(request, reference);
    await page.reload();
    await expect(summary.getByText('Confirmed')).toBeVisible();
    for (const label of ['Booking Reference', 'Created Date', 'Departure Date', 'Total Amount']) await expect(summary.getByText(label)).toBeVisible();
    await expect(summary.getByText(/^₦[\d,]+$/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Booking Details' })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Ada Obi' }).getByRole('button', { name: 'Check In' })).toBeVisible();

    await page.getByRole('button', { name: 'Show Ticket' }).click();
    await expect(qrDrawing(page)).toBeVisible();
    await expect(busTicket(page).getByText(reference)).toBeVisible();
    await expect(busTicket(page).getByText(/Ada Obi, Seat \d+ · Not checked in/)).toBeVisible();
  });
});

test.describe('the offline ticket vault', () => {
  test('a ticket looked up online opens with its QR code after a reload without network', async ({ page, link, request }) => {
    const reference = await bookPaidTicket(request);
    await page.goto(`/bookingStatus?ref=${reference}`);
    await expect(page.getByRole('heading', { name: 'Booking Details' })).toBeVisible();
    await expect(page.getByText('Saved on this device · updated').first()).toBeVisible();
    await waitForServiceWorker(page);

    await link.cut();
    const reached = link.proxy.forwarded;
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Booking Status' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Booking summary' }).getByText(reference)).toBeVisible();
    await expect(page.getByText('Saved on this device · updated').first()).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Ada Obi' }).getByText('Not checked in')).toBeVisible();

    // With no reference typed, the saved tickets are listed; one opens straight on its Bus Ticket.
    await page.goto('/bookingStatus');
    const saved = page.getByRole('list', { name: 'Saved tickets' });
    await saved.getByRole('link', { name: new RegExp(reference) }).click();
    await expect(qrDrawing(page)).toBeVisible();
    await expect(busTicket(page).getByText(reference)).toBeVisible();
    await expect(busTicket(page).getByText('Saved on this device · updated')).toBeVisible();
    await expect(busTicket(page).getByText(/Ada Obi, Seat \d+ · Not checked in/)).toBeVisible();
    await busTicket(page).getByRole('button', { name: 'Close' }).click();

    // A reference that is not saved gets a plain answer at once, not a spinner.
    await page.getByLabel('Booking Reference').fill('FRE-UNSAVED');
    await page.getByRole('button', { name: 'Proceed' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'You are offline' })).toBeVisible({ timeout: 2_000 });
    await expect(page.getByText(/Looking up/)).toHaveCount(0);

    // Back online, the open ticket refreshes by itself.
    await page.goto(`/bookingStatus?ref=${reference}`);
    await expect(page.getByRole('region', { name: 'Booking summary' }).getByText(reference)).toBeVisible();
    expect(link.proxy.forwarded, 'nothing reached the server while the link was cut').toBe(reached);
    const refreshed = page.waitForResponse((r) => r.url().includes(sitePath(bookingCalls.bookingStatus)) && r.ok());
    await link.restore();
    await refreshed;
    await expect(page.getByText('Saved on this device · updated').first()).toBeVisible();
  });

  test('a ticket issued by a payment is kept, and My tickets lists it offline', async ({ page, link, request, isMobile }) => {
    // The card provider's return page confirms the payment and keeps the ticket on the device.
    const reference = await returnFromCardPayment(page, request);
    await waitForWholeApp(page);
    await link.cut();
    const reached = link.proxy.forwarded;

    await openFromMyTickets(page, reference, isMobile);
    await expect(qrDrawing(page)).toBeVisible();
    await expect(busTicket(page).getByText('Saved on this device · updated')).toBeVisible();
    expect(link.proxy.forwarded, 'nothing reached the server while the link was cut').toBe(reached);
  });
});

test.describe('self check-in', () => {
  test('near the terminal within the window: Check-In Successful, then View Ticket', async ({ page, request }) => {
    const reference = await bookTripLeavingIn(request, 180);
    await standAtTerminal(page, reference);
    await page.goto(`/bookingStatus?ref=${reference}`);
    await seatRow(page, 1).getByRole('button', { name: 'Check In' }).click();
    const result = page.getByRole('dialog', { name: 'Check-In Successful' });
    await expect(result.getByText(CHECKIN_MESSAGES.success)).toBeVisible();
    await result.getByRole('button', { name: 'View Ticket' }).click();
    await expect(qrDrawing(page)).toBeVisible();
    await expect(busTicket(page).getByText('Ada Obi, Seat 1 · Checked in')).toBeVisible();
    await busTicket(page).getByRole('button', { name: 'Close' }).click();
    // Both seats of the leg are printed now: View Ticket replaces Check In.
    for (const seat of [1, 2]) {
      await expect(seatRow(page, seat).getByRole('button', { name: 'View Ticket' })).toBeVisible();
      await expect(seatRow(page, seat).getByRole('button', { name: 'Check In' })).toHaveCount(0);
    }
  });

  test('more than 300 km from the terminal is refused with the spec message', async ({ page, context, request }) => {
    const reference = await bookTripLeavingIn(request, 180);
    await context.grantPermissions(['geolocation']);
    // Abuja: about 530 km from Lagos (Jibowu).
    await context.setGeolocation({ latitude: 9.0765, longitude: 7.3986 });
    await page.goto(`/bookingStatus?ref=${reference}`);
    await seatRow(page, 1).getByRole('button', { name: 'Check In' }).click();
    const result = page.getByRole('dialog', { name: 'Check-In Failed' });
    await expect(result.getByText(CHECKIN_MESSAGES.tooFar)).toBeVisible();
    await result.getByRole('button', { name: 'OK' }).click();
    await expect(seatRow(page, 1).getByRole('button', { name: 'Check In' })).toBeEnabled();
  });

  test('inside 30 minutes of departure it is refused with the spec message', async ({ page, request }) => {
    const reference = await bookTripLeavingIn(request, 20);
    await standAtTerminal(page, reference);
    await page.goto(`/bookingStatus?ref=${reference}`);
    await seatRow(page, 1).getByRole('button', { name: 'Check In' }).click();
    await expect(page.getByRole('dialog', { name: 'Check-In Failed' }).getByText(CHECKIN_MESSAGES.tooLate)).toBeVisible();
  });

  test('without location permission the app says it needs it', async ({ page, context, request }) => {
    const reference = await bookTripLeavingIn(request, 180);
    await context.clearPermissions();
    await page.goto(`/bookingStatus?ref=${reference}`);
    await seatRow(page, 1).getByRole('button', { name: 'Check In' }).click();
    await expect(page.getByRole('dialog', { name: 'Check-In Failed' }).getByText(CHECKIN_MESSAGES.needLocation)).toBeVisible();
  });

  test('offline, Check In is disabled and says it needs a connection', async ({ page, link, request }) => {
    const reference = await bookTripLeavingIn(request, 180);
    await page.goto(`/bookingStatus?ref=${reference}`);
    await expect(seatRow(page, 1).getByRole('button', { name: 'Check In' })).toBeEnabled();
    await waitForServiceWorker(page);
    await link.cut();
    const reached = link.proxy.forwarded;
    await page.reload();
    const checkIn = seatRow(page, 1).getByRole('button', { name: 'Check In' });
    await expect(checkIn).toBeDisabled();
    await expect(checkIn).toHaveAccessibleDescription(/Check-in needs a connection/);
    await expect(seatRow(page, 1).getByText(/Check-in needs a connection/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Self Check-In' })).toBeDisabled();
    expect(link.proxy.forwarded, 'nothing reached the server while the link was cut').toBe(reached);
  });

  test('/selfcheckin takes a reference and goes to the booking status on success', async ({ page, request }) => {
    const reference = await bookTripLeavingIn(request, 180, [3]);
    await standAtTerminal(page, reference);
    await page.goto('/selfcheckin');
    await expect(page.getByRole('heading', { level: 1, name: 'Check In' })).toBeVisible();
    const submit = page.getByRole('button', { name: 'Check In' });
    await expect(submit).toBeDisabled();

    await page.getByLabel('Booking Reference').fill('FRE-NOPE99');
    await submit.click();
    const failed = page.getByRole('dialog', { name: 'Check-In Failed' });
    await expect(failed.getByText(CHECKIN_MESSAGES.invalidRef)).toBeVisible();
    await failed.getByRole('button', { name: 'OK' }).click();

    await page.getByLabel('Booking Reference').fill(reference.toLowerCase());
    await submit.click();
    await expect(page.getByRole('dialog', { name: 'Check-In Successful' }).getByText(CHECKIN_MESSAGES.success)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/bookingStatus\\?ref=${reference}`));
    await expect(seatRow(page, 3).getByRole('button', { name: 'View Ticket' })).toBeVisible();
  });
});
