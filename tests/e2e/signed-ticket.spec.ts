import type { Locator, Page } from '@playwright/test';
import { sitePath } from '../../contract/call';
import * as bookingCalls from '../../contract/calls/booking';
import { QR_TEXT_PATTERN, verifyTicket } from '../../contract/ticket-signature';
import { manifestFor, staffSignedIn, ticketKeyring } from '../fixtures/boarding';
import { expect, test } from '../fixtures/network';
import { waitForWholeApp } from '../fixtures/service-worker';
import { httpApi } from '../fixtures/signed-in';
import { bookingStatusOf, bookTripLeavingIn, openFromMyTickets, returnFromCardPayment } from '../fixtures/tickets';

// This spec is about the service worker or reads the app through it (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/**
 * Issue 19 §1: the QR code of a paid ticket holds its signed text (`<reference> <key id>
 * <signature>`), the one the server signed; My tickets keeps it and shows it with no signal; a
 * scanner verifies it with the public keys and its manifest alone (no other call); and a ticket saved on the phone
 * before tickets were signed is replaced by the signed one the next time it is looked up online.
 * The QR's text is read from the element's data-qr-text (what the component was given to draw):
 * Chromium on Linux has no BarcodeDetector to decode the drawing itself.
 */

const qrImage = (scope: Page | Locator, reference: string) => scope.getByRole('img', { name: `QR code for ${reference}` });

type QrHolder = { Object: { ticketQr?: string } };
/** A vault entry as IndexedDB holds it: today's (the booking under `booking`), or as versions before issue 32 wrote it (under `status`). */
type StoredEntry = { version?: number; reference: string; booking?: QrHolder; status?: QrHolder; savedAt: string; updatedAt: string };

/**
 * The signed QR text of a reference's vault entry (idb-keyval: database 'freely-tickets', store
 * 'tickets'). `asSavedBeforeSigning` first rewrites the entry as a version from before tickets
 * were signed wrote it: that version's shape, without the signed text.
 */
function vaultEntry(page: Page, reference: string, asSavedBeforeSigning = false) {
  return page.evaluate(async ({ key, rewrite }) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('freely-tickets');
      open.addEventListener('success', () => resolve(open.result));
      open.addEventListener('error', () => reject(open.error));
    });
    const tx = db.transaction('tickets', rewrite ? 'readwrite' : 'readonly');
    const store = tx.objectStore('tickets');
    const entry = await new Promise<StoredEntry | undefined>((resolve) => {
      const get = store.get(key);
      get.addEventListener('success', () => resolve(get.result as never));
    });
    const booking = entry?.booking ?? entry?.status;
    if (rewrite && entry && booking) {
      delete booking.Object.ticketQr;
      store.put({ reference: entry.reference, status: booking, savedAt: entry.savedAt, updatedAt: entry.updatedAt }, key);
    }
    await new Promise((resolve) => tx.addEventListener('complete', resolve));
    db.close();
    return booking?.Object.ticketQr;
  }, { key: reference, rewrite: asSavedBeforeSigning });
}

test('a ticket paid by card shows the signed QR, and My tickets shows the same with no signal', async ({ page, request, link, isMobile }) => {
  test.setTimeout(90_000);
  const reference = await returnFromCardPayment(page, request);

  const signed = (await bookingStatusOf(request, reference)).Object.ticketQr!;
  expect(signed).toMatch(QR_TEXT_PATTERN);
  expect(signed.startsWith(`${reference} K`)).toBe(true);
  const qr = qrImage(page, reference);
  await expect(qr.locator('svg, canvas').first()).toBeVisible();
  await expect(qr).toHaveAttribute('data-qr-text', signed);
  expect(await vaultEntry(page, reference)).toBe(signed);

  await waitForWholeApp(page);
  await link.cut();
  const reached = link.proxy.forwarded;
  await openFromMyTickets(page, reference, isMobile);
  const busTicket = page.getByRole('dialog', { name: 'Bus Ticket' });
  await expect(qrImage(busTicket, reference).locator('svg, canvas').first()).toBeVisible();
  await expect(qrImage(busTicket, reference)).toHaveAttribute('data-qr-text', signed);
  expect(link.proxy.forwarded, 'nothing reached the server while the link was cut').toBe(reached);
});

test('the QR a phone shows verifies with the public keys and the manifest alone; a ticket saved unsigned is signed when looked up again', async ({ page, request, baseURL }) => {
  test.setTimeout(120_000);
  // A bus leaving in two hours from Lagos (Jibowu): on today's (or, late at night, tomorrow's) manifest.
  const reference = await bookTripLeavingIn(request, 120, [1, 2]);
  const status = await bookingStatusOf(request, reference);
  const signed = status.Object.ticketQr!;
  await page.goto(`/bookingStatus?ref=${reference}`);
  await expect(page.getByRole('heading', { name: 'Booking Details' })).toBeVisible();
  await expect(page.getByText('Saved on this device · updated').first()).toBeVisible();

  // What the phone shows verifies as a scanner would check it: public keys and the day's manifest, no other call.
  await page.goto('/bookingStatus');
  await page.getByRole('list', { name: 'Saved tickets' }).getByRole('link', { name: new RegExp(reference) }).click();
  const busTicket = page.getByRole('dialog', { name: 'Bus Ticket' });
  const shown = await qrImage(busTicket, reference).getAttribute('data-qr-text');
  expect(shown).toBe(signed);
  const api = httpApi(baseURL!);
  const staff = await staffSignedIn(api, status.userData[0]!.departureTerminalId);
  const manifest = await manifestFor(api, staff.token, status.userData[0]!.departureDate);
  const entry = manifest.trips.flatMap((trip) => trip.bookings).find((b) => b.reference === reference)!;
  expect(entry).toMatchObject({ qr: signed, seats: [1, 2], passengers: 2, names: ['Ada O.', 'Passenger 2.'] });
  const keys = await ticketKeyring(api);
  expect(await verifyTicket(shown!, entry.fields, keys)).toMatchObject({ ok: true, reference });
  const forged = `${shown!.slice(0, -2)}${shown!.endsWith('AA') ? 'BA' : 'AA'}`;
  expect((await verifyTicket(forged, entry.fields, keys)).ok).toBe(false);
  await busTicket.getByRole('button', { name: 'Close' }).click();

  // As if saved on this phone before tickets were signed (and before issue 32's entry shape): no signed text.
  await vaultEntry(page, reference, true);
  expect(await vaultEntry(page, reference)).toBeUndefined();
  // Looking it up online again replaces the saved copy with the signed one.
  const looked = page.waitForResponse((r) => r.url().includes(sitePath(bookingCalls.bookingStatus)) && r.ok());
  await page.goto(`/bookingStatus?ref=${reference}`);
  await looked;
  await expect.poll(() => vaultEntry(page, reference)).toBe(signed);
});
