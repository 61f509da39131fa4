import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/csp';
import { holdScripts, hydrated } from '../fixtures/held-scripts';
import { keptDrawings } from '../fixtures/kept-drawings';
import { bookPaidTicket } from '../fixtures/tickets';

/**
 * The saved ticket before the app runs (issue 34, contract/ticket-first.ts): the ticket's link and
 * My tickets show what the phone keeps while the app's scripts are still on their way, and the app
 * takes over what the traveller opened. The scripts are held here, as a slow phone has them.
 */

const busTicket = (page: Page) => page.getByRole('dialog', { name: 'Bus Ticket' });
const qrOf = (page: Page, reference: string) => busTicket(page).getByRole('img', { name: `QR code for ${reference}` }).locator('svg');

/** A paid ticket looked up on this phone, kept with its QR drawing. */
async function savedTicket(page: Page, request: Parameters<typeof bookPaidTicket>[0]) {
  const reference = await bookPaidTicket(request);
  await page.goto(`/bookingStatus?ref=${reference}`);
  await expect(page.getByText('Saved on this device · updated').first()).toBeVisible();
  await expect.poll(() => page.evaluate(keptDrawings), { message: 'the QR drawing kept' }).toBeGreaterThan(0);
  return reference;
}

test("the ticket's link shows the saved ticket before the app's scripts arrive; closed, the app does not open it again", async ({ page, request }) => {
  const reference = await savedTicket(page, request);
  const release = await holdScripts(page);
  await page.goto(`/bookingStatus?ref=${reference}&ticket=true`, { waitUntil: 'domcontentloaded' });
  await expect(qrOf(page, reference)).toBeVisible();
  await expect(busTicket(page).getByText(reference, { exact: true })).toBeVisible();
  await expect(busTicket(page).getByText(/^Ada Obi, Seat \d+$/)).toBeVisible();
  expect(await hydrated(page), 'no app script ran').toBe(false);

  await busTicket(page).getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/bookingStatus\\?ref=${reference}$`));
  release();
  await expect(page.getByRole('region', { name: 'Booking summary' }).getByText(reference)).toBeVisible();
  await expect(busTicket(page)).toHaveCount(0);
});

test('My tickets lists the saved tickets before the app; a tap opens the QR at once, and the app then opens that ticket', async ({ page, request }) => {
  const reference = await savedTicket(page, request);
  const release = await holdScripts(page);
  await page.goto('/my-tickets', { waitUntil: 'domcontentloaded' });
  await page.getByRole('list', { name: 'My tickets' }).getByRole('link', { name: new RegExp(reference) }).click();
  await expect(qrOf(page, reference)).toBeVisible();
  await expect(page).toHaveURL(/\/my-tickets$/);
  expect(await hydrated(page), 'no app script ran').toBe(false);

  release();
  await expect(page).toHaveURL(new RegExp(`/bookingStatus\\?ref=${reference}&ticket=true$`));
  await expect(page.getByRole('region', { name: 'Booking summary' })).toBeAttached();
  await expect(qrOf(page, reference)).toBeVisible();
  await expect(busTicket(page)).toHaveCount(1);
  await expect(page.locator('#ticket-first')).toHaveCount(0);
});
