import { expect, test } from '../fixtures/network';
import type { BrowserContext, Page } from '@playwright/test';
import { quietPage } from '../fixtures/account-flows';
import { CONTACT, MAIN, PENDING_KEY, placeDraft, type DraftOptions } from '../fixtures/booking-draft';
import { naira, payWith, storedDraft } from '../fixtures/checkout';
import { persistedQueryCache } from '../fixtures/signed-in';
import { expectNoViolations } from '../fixtures/axe';
import { waitForWholeApp } from '../fixtures/service-worker';
import { sitePath } from '../../contract/call';
import * as devCalls from '../../contract/calls/dev';
import * as paymentCalls from '../../contract/calls/payment';

// This spec is about the service worker or reads the app through it (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/**
 * /woven-pay (issue 18, part 5): a booking paid by bank transfer into a one-use virtual account.
 * Checkout's 'Bank Transfer (Virtual Account)' opens the account; the traveller's bank (the
 * sandbox's "Send transfer" page, in another tab) sends the money; the page, asking every few
 * seconds, shows the ticket. And what goes wrong: the wrong amount (refunded), the 30 minutes
 * running out (the fixture lapses the booking now), a stalled look-up, no signal on a reload.
 * Trips of their own: days 18 to 20, Lagos (Jibowu) → Abuja (Utako).
 */

const GATEWAY = 'Bank Transfer (Virtual Account)';

test.beforeEach(async ({ context, page, baseURL }) => {
  await quietPage({ context, page, baseURL });
});

/** Checkout to the page: one adult, the steps already filled, Pay, then the virtual account. */
async function checkoutToWovenPay(page: Page, request: Parameters<typeof placeDraft>[1], options: DraftOptions) {
  const draft = await placeDraft(page, request, { adults: 1, step: 2, passengers: [MAIN], contact: CONTACT, ...options });
  await page.goto('/passenger-details');
  await page.getByRole('button', { name: 'Proceed' }).click();
  await payWith(page, GATEWAY);
  await expect(page).toHaveURL(/\/woven-pay\?reference=FRE-[A-Z0-9]{10}$/);
  await expect(page.getByRole('heading', { level: 1, name: GATEWAY })).toBeVisible();
  const reference = new URL(page.url()).searchParams.get('reference')!;
  return { draft, reference };
}

const detail = (page: Page, label: string) => page.locator('dl[aria-label="Transfer details"] dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

/** The traveller's bank: the sandbox's transfer page for the account shown, sending `amount` naira (by default what is asked). */
async function sendTransfer(context: BrowserContext, vnuban: string, amount?: string) {
  const bank = await context.newPage();
  await bank.goto(`/sandbox/woven/transfer/${vnuban}`);
  if (amount !== undefined) await bank.getByLabel('Amount to send (₦)').fill(amount);
  await bank.getByRole('button', { name: 'Send transfer' }).click();
  await expect(bank.getByText(/Transfer received/)).toBeVisible();
  await bank.close();
}

test('checkout → virtual account with its 30 minutes → the transfer from the bank → the paid ticket, saved on the phone', async ({ page, context, request }) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { draft, reference } = await checkoutToWovenPay(page, request, { daysAhead: 18, time: '07:00 AM' });

  const amount = naira(draft.outbound.trip.farePrice);
  await expect(detail(page, 'Bank')).toHaveText('Freely Sandbox Bank');
  await expect(detail(page, 'Account Name')).toHaveText('FREELY/ADA OBI');
  await expect(detail(page, 'Amount')).toHaveText(amount);
  await expect(detail(page, 'Reference')).toHaveText(reference);
  const vnuban = (await detail(page, 'Account Number').innerText()).trim();
  expect(vnuban).toMatch(/^\d{10}$/);
  await expect(page.getByText(`Transfer exactly ${amount} to the account below within 30 minutes.`)).toBeVisible();
  await expect(page.getByRole('timer', { name: 'Time left to transfer' })).toHaveText(/Time left: (30:00|29:\d\d)/);
  await expect(page.getByRole('region', { name: 'Trip details' })).toContainText(`Seat Number(s)${draft.outbound.seats[0]}`);
  await expectNoViolations(page, 'the account, awaiting the transfer');

  await page.getByRole('button', { name: 'Copy Account Number' }).click();
  await expect(page.getByRole('button', { name: 'Copied!!!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(vnuban);
  await page.getByRole('button', { name: 'Copy Reference Code' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(reference);

  // Not paid yet: Check Booking Status says so.
  await page.getByRole('button', { name: 'Check Booking Status' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'We have not received your transfer yet.' })).toBeVisible();

  // A reload shows the same account: it lives on the server, found by the reference in the URL.
  await page.reload();
  await expect(detail(page, 'Account Number')).toHaveText(vnuban);

  await sendTransfer(context, vnuban);
  // The page asks every 5 s: the ticket shows by itself.
  await expect(page.getByRole('heading', { level: 1, name: `Your Ticket (${reference})` })).toBeVisible({ timeout: 15_000 });
  const trip = page.getByRole('region', { name: 'Trip', exact: true });
  await expect(trip).toContainText('Lagos (Jibowu)');
  await expect(trip.getByRole('list', { name: 'Trip passengers' })).toContainText(`Ada Obi, Seat ${draft.outbound.seats[0]}`);
  await expect(page.getByRole('img', { name: /QR code/i })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Saved on this phone: it opens at the terminal without signal' })).toBeVisible();
  await expectNoViolations(page, 'the paid ticket');
  // The selection and the pending payment are cleared once the ticket is issued.
  await expect.poll(() => storedDraft(page)).toBeNull();
  await expect.poll(() => page.evaluate((key) => window.sessionStorage.getItem(key), PENDING_KEY)).toBeNull();

  // The account took its one transfer: the bank refuses another.
  const bank = await context.newPage();
  await bank.goto(`/sandbox/woven/transfer/${vnuban}`);
  await expect(bank.getByText('Transfer received')).toBeVisible();
  await expect(bank.getByRole('button', { name: 'Send transfer' })).toHaveCount(0);
  await bank.close();
});

test('the wrong amount buys nothing: the page says it is refunded', async ({ page, context, request }) => {
  test.setTimeout(60_000);
  const { reference } = await checkoutToWovenPay(page, request, { daysAhead: 18, time: '09:30 AM' });
  const vnuban = (await detail(page, 'Account Number').innerText()).trim();
  await sendTransfer(context, vnuban, '1000');
  await expect(page.getByRole('heading', { level: 1, name: 'About your payment' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('status').filter({ hasText: `Woven collected an amount that does not match booking ${reference}. Your payment of ₦1,000 with Woven has been refunded.` }))
    .toBeVisible();
  await expect(page.getByRole('link', { name: 'Book Again' })).toHaveAttribute('href', '/');
  await expectNoViolations(page, 'a wrong amount, refunded');
});

test('the 30 minutes run out: the account expires and is closed, and the bank refuses a late transfer', async ({ page, context, request }) => {
  test.setTimeout(60_000);
  const { reference } = await checkoutToWovenPay(page, request, { daysAhead: 19, time: '07:00 AM' });
  const vnuban = (await detail(page, 'Account Number').innerText()).trim();
  // As if half an hour had passed (sandbox fixture): the seats' hold and the account's window end now.
  const lapsed = await request.post(sitePath(devCalls.lapseBooking), { data: { reference } });
  expect(lapsed.ok()).toBe(true);

  const expired = page.getByRole('alert').filter({ hasText: 'This account has expired' });
  await expect(expired).toBeVisible({ timeout: 15_000 });
  await expect(expired).toContainText('so your seats were released');
  await expect(page.getByRole('link', { name: 'Book Again' })).toBeVisible();
  await expectNoViolations(page, 'the account expired');

  const bank = await context.newPage();
  await bank.goto(`/sandbox/woven/transfer/${vnuban}`);
  await expect(bank.getByText('This account has expired and no longer accepts transfers.')).toBeVisible();
  await expect(bank.getByRole('button', { name: 'Send transfer' })).toHaveCount(0);
  await bank.close();
  // A reload says the same.
  await page.reload();
  await expect(page.getByRole('alert').filter({ hasText: 'This account has expired' })).toBeVisible();
});

test('a stalled look-up ends in No connection, and Try again shows the account', async ({ page, request, link }) => {
  test.setTimeout(60_000);
  const draft = await placeDraft(page, request, { daysAhead: 19, time: '09:30 AM', adults: 1, step: 2, passengers: [MAIN], contact: CONTACT });
  // The booking is made; then, as the page asks for its account, the link stalls (nothing ever comes back).
  await page.route(`**${sitePath(paymentCalls.wovenAccount)}`, async (route) => {
    await link.stall();
    await route.continue();
  }, { times: 1 });
  await page.goto('/passenger-details');
  await page.getByRole('button', { name: 'Proceed' }).click();
  await payWith(page, GATEWAY);
  await expect(page).toHaveURL(/\/woven-pay\?reference=/);
  const noConnection = page.getByRole('alert').filter({ hasText: 'No connection' });
  // Within a write's 10 s deadline (src/api/deadlines.ts), not a spinner for ever.
  await expect(noConnection).toBeVisible({ timeout: 20_000 });
  await expect(noConnection).toContainText('We could not reach Freely to show your account details.');
  await link.restore();
  await noConnection.getByRole('button', { name: 'Try again' }).click();
  await expect(detail(page, 'Amount')).toHaveText(naira(draft.outbound.trip.farePrice));
  await expect(detail(page, 'Account Number')).toHaveText(/^\d{10}$/);
});

test('offline, a reload shows the account as last read and says so', async ({ page, request, link }) => {
  test.setTimeout(90_000);
  const { reference } = await checkoutToWovenPay(page, request, { daysAhead: 20, time: '07:00 AM' });
  const vnuban = (await detail(page, 'Account Number').innerText()).trim();
  await waitForWholeApp(page, 45_000);
  await expect.poll(() => persistedQueryCache(page)).toContain(vnuban);

  await link.cut();
  const reached = link.proxy.forwarded;
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: GATEWAY })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'These are your account details as last read' })).toBeVisible({ timeout: 20_000 });
  await expect(detail(page, 'Account Number')).toHaveText(vnuban);
  await expect(detail(page, 'Reference')).toHaveText(reference);
  // Nothing got through: the page and the account came from the phone.
  expect(link.proxy.forwarded).toBe(reached);
});

test('opened without a booking, the page says how to start one', async ({ page }) => {
  await page.goto('/woven-pay?reference=bad');
  await expect(page.getByRole('heading', { level: 1, name: GATEWAY })).toBeVisible();
  await expect(page.getByText('There is no payment in progress in this tab. Book a seat to start one.')).toBeVisible();
});
