import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures/network';
import { CONTACT, MAIN, placeDraft, type DraftOptions } from '../fixtures/booking-draft';
import { payWith, sendSandboxTransfer } from '../fixtures/checkout';
import { waitForWholeApp } from '../fixtures/service-worker';
import { openFromMyTickets } from '../fixtures/tickets';

// This spec is about the service worker or reads the app through it (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/**
 * Issue 12 §2: the page that issues the ticket shows its QR code, and says it is saved on this
 * phone only once the ticket vault really holds it; the ticket then opens from My tickets with
 * no signal. The result pages used to show the reference alone: the QR was under My tickets only.
 */

const SAVED = 'Saved on this phone: it opens at the terminal without signal';
const NOT_SAVED = 'This ticket could not be saved on this phone';
/** qr-code-styling draws an svg (or a canvas) inside the QR image. */
const qrDrawing = (scope: Page | Locator, reference: string | RegExp) =>
  scope.getByRole('img', { name: typeof reference === 'string' ? `QR code for ${reference}` : reference }).locator('svg, canvas').first();

/** One seat on a trip of these tests' own (12 and 13 days ahead, seats from the end: booking-search.spec holds every seat of a bus 11 days ahead), up to 'Trip payment'. */
async function checkoutOneSeat(page: Page, request: import('@playwright/test').APIRequestContext, trip: Pick<DraftOptions, 'daysAhead' | 'time'>) {
  await placeDraft(page, request, { ...trip, adults: 1, fromEnd: 3, step: 2, passengers: [MAIN], contact: CONTACT });
  await page.goto('/passenger-details');
  await page.getByRole('button', { name: 'Proceed' }).click();
}

/** Pays at the card sandbox and lands on /call-back; returns the reference. */
async function payByCard(page: Page): Promise<string> {
  await payWith(page, 'Paystack');
  await expect(page).toHaveURL(/\/sandbox\/paystack\//);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/call-back\?tx_ref=FRE-/);
  return new URL(page.url()).searchParams.get('tx_ref')!;
}

test('paid by card: /call-back shows the QR ticket saved on this phone, and it opens from My tickets with no signal', async ({ page, request, link, isMobile }) => {
  test.setTimeout(90_000);
  await checkoutOneSeat(page, request, { daysAhead: 13, time: '07:00 AM' });
  const reference = await payByCard(page);

  await expect(page.getByRole('heading', { level: 1, name: `Your Ticket (${reference})` })).toBeVisible();
  await expect(qrDrawing(page, reference)).toBeVisible();
  await expect(page.getByText(SAVED)).toBeVisible();
  await expect(page.getByText(NOT_SAVED)).toHaveCount(0);

  await waitForWholeApp(page);
  await link.cut();
  const reached = link.proxy.forwarded;
  await openFromMyTickets(page, reference, isMobile);
  const busTicket = page.getByRole('dialog', { name: 'Bus Ticket' });
  await expect(qrDrawing(busTicket, reference)).toBeVisible();
  expect(link.proxy.forwarded, 'nothing reached the server while the link was cut').toBe(reached);
});

test('a cancelled card payment (the seats still held) shows no QR code and claims nothing saved', async ({ page, request }) => {
  await checkoutOneSeat(page, request, { daysAhead: 13, time: '09:30 AM' });
  await payWith(page, 'Paystack');
  await expect(page).toHaveURL(/\/sandbox\/paystack\//);
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(page).toHaveURL(/\/call-back\?tx_ref=FRE-/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment not completed' })).toBeVisible();
  await expect(page.getByRole('img', { name: /^QR code for / })).toHaveCount(0);
  await expect(page.getByText(/saved on this phone/i)).toHaveCount(0);
});

test('when the phone cannot keep the ticket, the page shows the QR and says plainly it is not saved', async ({ page, request }) => {
  // Storage refused, as in some private windows: the ticket vault's database cannot be opened.
  await page.addInitScript(() => {
    const open = IDBFactory.prototype.open;
    IDBFactory.prototype.open = function (this: IDBFactory, name: string, version?: number) {
      if (name === 'freely-tickets') throw new DOMException('Storage is not available', 'InvalidStateError');
      return open.call(this, name, version);
    };
  });
  await checkoutOneSeat(page, request, { daysAhead: 12, time: '07:00 AM' });
  const reference = await payByCard(page);
  await expect(page.getByRole('heading', { level: 1, name: `Your Ticket (${reference})` })).toBeVisible();
  await expect(qrDrawing(page, reference)).toBeVisible();
  await expect(page.getByText(NOT_SAVED)).toBeVisible();
  await expect(page.getByText(SAVED)).toHaveCount(0);
});

test('paid by bank transfer: the ticket /aza-pay shows by itself has its QR code, saved on this phone', async ({ page, context, request }) => {
  test.setTimeout(60_000);
  await checkoutOneSeat(page, request, { daysAhead: 12, time: '09:30 AM' });
  await payWith(page, 'Bank Transfer');
  await expect(page).toHaveURL(/\/aza-pay$/);
  await sendSandboxTransfer(page, context);

  const heading = page.getByRole('heading', { level: 1, name: /^Your Ticket \(FRE-[A-Z0-9]+\)$/ });
  await expect(heading).toBeVisible({ timeout: 15_000 });
  const reference = /\((FRE-[A-Z0-9]+)\)/.exec((await heading.textContent()) ?? '')![1]!;
  await expect(qrDrawing(page, reference)).toBeVisible();
  await expect(page.getByText(SAVED)).toBeVisible();
});
