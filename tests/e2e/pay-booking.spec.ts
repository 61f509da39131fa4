import { expect, test } from '../fixtures/csp';
import { quietPage } from '../fixtures/account-flows';
import { createPendingBooking } from '../fixtures/tickets';
import { sitePath } from '../../contract/call';
import * as devCalls from '../../contract/calls/dev';

/**
 * /pay-booking?reference= (issue 31): a pending booking paid from its reference alone, while its
 * seats are held: the trip, the amount, the time left, 'Select payment method', then the usual
 * hand-off; a booking whose hold is over is refused with Book Again.
 */

test.beforeEach(async ({ context, page, baseURL }) => {
  await quietPage({ context, page, baseURL });
});

test('a pending booking: the trip, the amount and the time left, then a card pays it and the ticket shows', async ({ page, request }) => {
  const reference = await createPendingBooking(request);
  await page.goto(`/pay-booking?reference=${reference}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pay for your booking' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Trip details' })).toContainText('Ada Obi');
  await expect(page.locator('dl[aria-label="Payment details"]')).toContainText(/Amount₦[\d,]+/);
  await expect(page.getByRole('timer', { name: 'Time left to pay' })).toHaveText(/^Time left: \d\d:\d\d$/);
  const methods = page.getByRole('list', { name: 'Select payment method' });
  // A guest is not offered the wallet.
  await expect(methods.getByRole('button', { name: 'Paystack', exact: true })).toBeVisible();
  await expect(methods.getByRole('button', { name: 'Wallet', exact: true })).toHaveCount(0);
  await methods.getByRole('button', { name: 'Paystack', exact: true }).click();

  await expect(page).toHaveURL(/\/sandbox\/paystack\//);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/call-back\\?tx_ref=${reference}(&|$)`));
  await expect(page.getByRole('heading', { level: 1, name: `Your Ticket (${reference})` })).toBeVisible();

  // Opened again, it says the booking is paid and links to its ticket.
  await page.goto(`/pay-booking?reference=${reference}`);
  await expect(page.getByRole('status').filter({ hasText: `Booking ${reference} is confirmed` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View ticket' })).toHaveAttribute('href', `/bookingStatus?ref=${reference}&ticket=true`);
});

test('a booking whose hold is over cannot be paid: it says so, with Book Again', async ({ page, request }) => {
  const reference = await createPendingBooking(request);
  const lapsed = await request.post(sitePath(devCalls.lapseBooking), { data: { reference } });
  expect(lapsed.ok()).toBe(true);
  await page.goto(`/pay-booking?reference=${reference}`);
  await expect(page.getByRole('alert').filter({ hasText: 'This booking can no longer be paid' })).toContainText(`Booking ${reference} was not paid in time, so its seats were released.`);
  await expect(page.getByRole('link', { name: 'Book Again' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('list', { name: 'Select payment method' })).toHaveCount(0);
});
