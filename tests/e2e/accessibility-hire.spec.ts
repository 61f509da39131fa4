import { expect, test } from '../fixtures/csp';
import { expectNoViolations, h1, quietPage, settled } from '../fixtures/axe';
import { chooseQuantity, fillHirePassenger, IBADAN, IKEJA, lagosDate, newHirePassenger, openCalendar, payHireWith, searchHire } from '../fixtures/hire';

/**
 * axe (as accessibility-bills.spec.ts) on bus hire: /hire-vehicle with the panel and its messages,
 * the calendar, /select-bus-hire with a vehicle chosen, /hire-passenger-details with its errors and
 * the payment methods, the bank transfer's 'Transaction Pending', and a card result.
 */

test.beforeEach(async ({ page, baseURL }) => quietPage(page, baseURL!));

test('the Hire panel: its suggestions, a place not chosen, the calendar', async ({ page }) => {
  await page.goto('/hire-vehicle');
  await expect(h1(page, 'Hire a Bus')).toBeVisible();
  await page.getByRole('tab', { name: 'Round Trip' }).click();
  await page.getByRole('combobox', { name: 'Pick-up address' }).fill('Ikej');
  await expect(page.getByRole('option').first()).toBeVisible();
  await expectNoViolations(page, 'panel with suggestions open');
  await page.keyboard.press('Escape');
  await page.getByRole('combobox', { name: 'Drop-off address' }).focus();
  await settled(page);
  await expectNoViolations(page, 'round trip panel, a place not chosen');
  await openCalendar(page, 'Pick-up date', lagosDate(8));
  await expectNoViolations(page, 'pick-up calendar');
});

test('the vehicles, the passenger form with its errors, the payment methods and Transaction Pending', async ({ page }) => {
  await page.goto('/hire-vehicle');
  await searchHire(page, { from: IKEJA, to: IBADAN, date: lagosDate(8) });
  await chooseQuantity(page, 'Hiace', 1);
  await settled(page);
  await expectNoViolations(page, 'vehicles with one chosen');

  await page.getByRole('region', { name: 'Booking Summary' }).getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('link', { name: 'Continue as Guest' }).click();
  await expect(h1(page, 'Hire Passenger Details')).toBeVisible();
  const passenger = newHirePassenger();
  await fillHirePassenger(page, { ...passenger, nextOfKinPhone: passenger.phoneNumber });
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByText('Passenger and Next of Kin Phone No. should not be the same!!!')).toBeVisible();
  await expectNoViolations(page, 'passenger form with its errors');
  await page.getByLabel('Next of Kin Phone Number').fill('08030000001');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Select payment method' }).getByRole('button', { name: 'Bank Transfer' })).toBeVisible();
  await expectNoViolations(page, 'Select payment method dialog');
  await page.getByRole('dialog', { name: 'Select payment method' }).getByRole('button', { name: 'Bank Transfer', exact: true }).click();
  await expect(h1(page, 'Transaction Pending')).toBeVisible();
  await expectNoViolations(page, 'Transaction Pending');
});

test('a card result page', async ({ page }) => {
  await page.goto('/hire-vehicle');
  await searchHire(page, { from: IBADAN, to: IKEJA, date: lagosDate(10) });
  await chooseQuantity(page, 'Sienna', 1);
  await page.getByRole('region', { name: 'Booking Summary' }).getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('link', { name: 'Continue as Guest' }).click();
  await fillHirePassenger(page, newHirePassenger());
  await payHireWith(page, 'Paystack');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(h1(page, /^Your Hire \(HIR-/)).toBeVisible();
  await settled(page);
  await expectNoViolations(page, 'hire paid by card');
});
