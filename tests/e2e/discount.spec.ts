import { priceBooking } from '../../contract/booking';
import { quietPage } from '../fixtures/account-flows';
import { call } from '../fixtures/accounts';
import { CONTACT, MAIN, SECOND, placeDraft } from '../fixtures/booking-draft';
import { naira } from '../fixtures/checkout';
import { expect, test, type Locator, type Page } from '../fixtures/csp';
import { flagshipTrips } from '../fixtures/holds';
import { httpApi, newCustomer, startSignedIn } from '../fixtures/signed-in';
import { sitePath } from '../../contract/call';
import * as bookingCalls from '../../contract/calls/booking';

/**
 * Issue 12 point 7: signing in gives 5% off (spec 1 §1), priced by the server and shown on the
 * Trip Summary, the payment and the ticket; a guest pays the full fare. And the round-trip
 * summary's prices read on a 390 px phone (point 8). Each test books a day of its own
 * (14 to 18 days ahead, a round trip's return two days later), seats from the end of the free list.
 */

test.use({ viewport: { width: 390, height: 844 } });
test.beforeEach(({ context, page, baseURL }) => quietPage({ context, page, baseURL }));

/** The value beside a label in a description list (DetailList). */
const valueOf = (scope: Locator, label: string) => scope.locator('dt', { hasText: new RegExp(`^${label.replace(/[()]/g, '\\$&')}$`) }).locator('xpath=following-sibling::dd[1]');

/**
 * From the summary on: Pay ('Trip payment' shows the amount), Paystack, the sandbox's hosted
 * checkout charging that amount, Pay, back to the ticket. Returns the ticket's payment section.
 */
async function payByCardShowing(page: Page, total: number) {
  await page.getByRole('dialog', { name: 'Trip Summary' }).getByRole('button', { name: 'Pay' }).click();
  const payment = page.getByRole('dialog', { name: 'Trip payment' });
  await expect(payment).toContainText(`Amount: ${naira(total)}`);
  await payment.getByRole('button', { name: 'Paystack', exact: true }).click();
  await expect(page).toHaveURL(/\/sandbox\/paystack\//);
  await expect(page.locator('dd.amount')).toHaveText(naira(total));
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/call-back\?tx_ref=FRE-/);
  await expect(page.getByRole('heading', { level: 1, name: /^Your Ticket \(FRE-/ })).toBeVisible();
  return page.getByRole('region', { name: 'Payment' });
}

test('a signed-in traveller sees 5% off on the Trip Summary, pays the reduced amount, and the ticket shows the discount', async ({ page, request, baseURL }) => {
  const customer = await newCustomer(baseURL!, { firstName: 'Ada', lastName: 'Obi', gender: 1 });
  const draft = await placeDraft(page, request, { daysAhead: 14, adults: 2, step: 2, passengers: [MAIN, SECOND], contact: CONTACT });
  await startSignedIn(page, customer);
  await page.goto('/passenger-details');
  await expect(page.getByRole('heading', { level: 1, name: 'Hello Ada,' })).toBeVisible();
  await page.getByRole('button', { name: 'Proceed' }).click();

  const fare = draft.outbound.trip.farePrice;
  const price = priceBooking(fare, undefined, 2, true);
  expect(price.discount).toBe(Math.round((2 * fare * 0.05) / 100) * 100);
  const summary = page.getByRole('dialog', { name: 'Trip Summary' });
  await expect(valueOf(summary, 'Price')).toHaveText(naira(fare));
  await expect(valueOf(summary, 'Discount')).toHaveText(`${naira(price.discount)} (5%)`);
  await expect(valueOf(summary, 'Total Amount')).toHaveText(naira(price.total));

  const paid = await payByCardShowing(page, price.total);
  await expect(valueOf(paid, 'Discount')).toHaveText(`${naira(price.discount)} (5%)`);
  await expect(valueOf(paid, 'Amount Paid')).toHaveText(naira(price.total));
});

test('a guest sees Discount ₦0 and pays the full fare', async ({ page, request }) => {
  const draft = await placeDraft(page, request, { daysAhead: 15, adults: 2, step: 2, passengers: [MAIN, SECOND], contact: CONTACT });
  await page.goto('/passenger-details');
  await expect(page.getByRole('heading', { level: 1, name: 'Hello Guest,' })).toBeVisible();
  await page.getByRole('button', { name: 'Proceed' }).click();

  const full = 2 * draft.outbound.trip.farePrice;
  const summary = page.getByRole('dialog', { name: 'Trip Summary' });
  await expect(valueOf(summary, 'Discount')).toHaveText('₦0');
  await expect(valueOf(summary, 'Total Amount')).toHaveText(naira(full));
  const paid = await payByCardShowing(page, full);
  await expect(valueOf(paid, 'Amount Paid')).toHaveText(naira(full));
  await expect(valueOf(paid, 'Discount')).toHaveCount(0);
});

test('a signed-in round trip: both fares read at 390 px, each on a line of its own, and 5% comes off both legs', async ({ page, request, baseURL }) => {
  const customer = await newCustomer(baseURL!);
  const draft = await placeDraft(page, request, { daysAhead: 16, adults: 2, roundTrip: true, step: 2, passengers: [MAIN, SECOND], contact: CONTACT });
  await startSignedIn(page, customer);
  await page.goto('/passenger-details');
  await page.getByRole('button', { name: 'Proceed' }).click();
  const summary = page.getByRole('dialog', { name: 'Trip Summary' });
  await expect(summary).toBeVisible();

  const back = draft.return!.trip.farePrice;
  const price = priceBooking(draft.outbound.trip.farePrice, back, 2, true);
  await expect(summary).toContainText(naira(draft.outbound.trip.farePrice));
  await expect(summary).toContainText(naira(back));
  await expect(valueOf(summary, 'Discount')).toHaveText(`${naira(price.discount)} (5%)`);
  await expect(valueOf(summary, 'Total Amount')).toHaveText(naira(price.total));

  // Every price row: at most two lines of text, and no amount broken across lines.
  const priceRows = summary.locator('dt').filter({ hasText: /price/i }).locator('xpath=following-sibling::dd[1]');
  expect(await priceRows.count()).toBeGreaterThan(0);
  for (const row of await priceRows.all()) {
    const layout = await row.evaluate((dd) => {
      const lineHeight = parseFloat(getComputedStyle(dd).lineHeight);
      const range = document.createRange();
      const amounts = [...dd.textContent!.matchAll(/₦[\d,.]+/g)].map((m) => {
        const walker = document.createTreeWalker(dd, NodeFilter.SHOW_TEXT);
        let offset = m.index;
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const length = node.textContent!.length;
          if (offset < length) {
            range.setStart(node, offset);
            range.setEnd(node, Math.min(length, offset + m[0].length));
            return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
          }
          offset -= length;
        }
        return 0;
      });
      return { lines: Math.round(dd.getBoundingClientRect().height / lineHeight), amounts };
    });
    expect(layout.lines, `${await row.textContent()} at 390 px`).toBeLessThanOrEqual(2);
    expect(layout.amounts.every((lines) => lines === 1), `${await row.textContent()}: an amount split across lines`).toBe(true);
  }
  const paid = await payByCardShowing(page, price.total);
  await expect(valueOf(paid, 'Amount Paid')).toHaveText(naira(price.total));
});

test('a sign-in that ended before paying books nothing at a price the summary did not show: sign in again, or go on as a guest at the full fare', async ({ page, request, baseURL }) => {
  const customer = await newCustomer(baseURL!);
  const draft = await placeDraft(page, request, { daysAhead: 17, adults: 1, step: 2, passengers: [MAIN], contact: CONTACT });
  await startSignedIn(page, customer);
  await page.goto('/passenger-details');
  await page.getByRole('button', { name: 'Proceed' }).click();
  const fare = draft.outbound.trip.farePrice;
  const summary = page.getByRole('dialog', { name: 'Trip Summary' });
  await expect(valueOf(summary, 'Total Amount')).toHaveText(naira(priceBooking(fare, undefined, 1, true).total));

  // Signed out elsewhere (another device, a password change): this sign-in is over.
  expect((await call(httpApi(baseURL!), 'POST', '/customer/signout', undefined, customer.login.jwtToken)).status).toBe(200);
  await summary.getByRole('button', { name: 'Pay' }).click();
  const payment = page.getByRole('dialog', { name: 'Trip payment' });
  const booking = page.waitForResponse((r) => r.url().endsWith(sitePath(bookingCalls.createBooking)) && r.request().method() === 'POST');
  await payment.getByRole('button', { name: 'Paystack', exact: true }).click();
  // The server refuses the dead session (the app's one refresh is refused too) instead of pricing it as a guest's.
  expect((await booking).status()).toBe(401);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('alert').filter({ hasText: 'Session Expired, Please log in' })).toBeVisible();
  // Nothing was booked: the seat is still free.
  const trip = (await flagshipTrips(request, 17)).trips.find((t) => t.vehicleTripRegistrationId === draft.outbound.trip.vehicleTripRegistrationId)!;
  expect(trip.availableSeats).toContain(draft.outbound.seats[0]);

  // The choices are kept; as a guest the summary and the payment are the full fare.
  await page.goto('/passenger-details');
  await expect(page.getByRole('heading', { level: 1, name: 'Hello Guest,' })).toBeVisible();
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(valueOf(summary, 'Discount')).toHaveText('₦0');
  const paid = await payByCardShowing(page, fare);
  await expect(valueOf(paid, 'Amount Paid')).toHaveText(naira(fare));
});
