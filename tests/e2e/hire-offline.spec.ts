import { expect, test } from '../fixtures/network';
import { quietPage } from '../fixtures/account-flows';
import { chooseQuantity, choosePlace, fillHirePassenger, IBADAN, IKEJA, lagosDate, newHirePassenger, pickDate, searchHire, vehicleCard } from '../fixtures/hire';

// This spec is about the service worker or reads the app through it (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/**
 * Bus hire with no signal or a stalled link (issue 11: no wait without an end): the Hire panel and
 * Pay say the phone is offline instead of spinning; a search that gets no answer ends in 'No
 * connection' with Try again; the vehicles already found stay on screen, saying when they were found.
 */

test.beforeEach(async ({ context, page, baseURL }) => {
  await quietPage({ context, page, baseURL });
});

test('offline, Proceed is off and the panel says hiring needs a connection; a stalled search ends in No connection, and Try again finds the vehicles', async ({ page, link }) => {
  await page.goto('/hire-vehicle');
  await choosePlace(page, 'Pick-up address', IKEJA);
  await choosePlace(page, 'Drop-off address', IBADAN);
  await pickDate(page, 'Pick-up date', lagosDate(4));
  const proceed = page.getByRole('button', { name: 'Proceed' });
  await expect(proceed).toBeEnabled();

  await link.cut();
  await expect(page.getByRole('status').filter({ hasText: 'Finding places and hiring a bus need a connection' })).toBeVisible();
  await expect(proceed).toBeDisabled();
  await link.restore();
  await expect(proceed).toBeEnabled();

  await link.stall();
  await proceed.click();
  const noConnection = page.getByRole('alert').filter({ hasText: 'No connection' });
  // Within a read's 8 s deadline (src/api/deadlines.ts), not a spinner for ever.
  await expect(noConnection).toBeVisible({ timeout: 15_000 });
  await link.restore();
  await noConnection.getByRole('button', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/select-bus-hire\?/);
  await expect(vehicleCard(page, 'Hiace')).toBeVisible();
});

test('the vehicles found stay on screen offline, and Pay says it needs a connection', async ({ page, link }) => {
  await page.goto('/hire-vehicle');
  await searchHire(page, { from: IBADAN, to: IKEJA, date: lagosDate(6) });
  await chooseQuantity(page, 'Sienna', 1);
  await page.getByRole('region', { name: 'Booking Summary' }).getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('link', { name: 'Continue as Guest' }).click();
  await fillHirePassenger(page, newHirePassenger());

  await link.cut();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  const methods = page.getByRole('dialog', { name: 'Select payment method' });
  await expect(methods.getByRole('status').filter({ hasText: 'Booking and paying for a hire need a connection' })).toBeVisible();
  // The methods were fetched on the way in; offline, none can be chosen.
  await expect(methods.getByRole('button', { name: 'Paystack', exact: true })).toBeDisabled();
  await methods.getByRole('button', { name: 'Close' }).click();

  // Back to the vehicles with no signal: the saved search, said to be from earlier.
  await page.getByRole('link', { name: 'Change vehicles' }).click();
  await expect(vehicleCard(page, 'Sienna').getByLabel('Quantity')).toHaveValue('1');
  await expect(page.getByRole('status').filter({ hasText: /^You are offline\. Showing the vehicles found at \d/ })).toBeVisible();
});
