import { expect, test } from '../fixtures/csp';
import { expectNoViolations, h1, quietPage, settled } from '../fixtures/axe';
import { billsCustomer, dialog, fillElectricity, meterOf, openPanel, payWith, phoneOf } from '../fixtures/bills';
import { BILLS_MESSAGES } from '../../contract/bills';

/**
 * axe (as accessibility-screens.spec.ts) on the bills: the menu with Recent bills, the airtime
 * panel with its errors, the confirm, payment-method and PIN dialogs, electricity's Success
 * dialog with its token, and the card result page.
 */

test.beforeEach(async ({ page, baseURL }) => quietPage(page, baseURL!));

test('the bills menu, the airtime panel and its dialogs, the Success dialog and Recent bills', async ({ page, request, baseURL }) => {
  await billsCustomer(page, request, baseURL!, 5000);
  await page.goto('/bills-payment');
  await expect(h1(page, 'Bills Payment')).toBeVisible();
  await expect(page.getByText('No bills yet.', { exact: false })).toBeVisible();
  await settled(page);
  await expectNoViolations(page, 'menu, no bills yet');

  await openPanel(page, 'Top Up Airtime');
  await page.getByLabel('Phone Number').fill('0803123456');
  await page.getByLabel('Amount').fill('0');
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(page.getByText('Phone No. should not be less than 11 characters')).toBeVisible();
  await expectNoViolations(page, 'airtime panel with its errors');
  await page.getByLabel('Phone Number').fill(phoneOf('0803'));
  await page.getByLabel('Amount').fill('500');
  await expect(page.getByLabel('Network')).toHaveValue('MTN');
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(dialog(page, 'Confirm Payment')).toBeVisible();
  await expectNoViolations(page, 'Confirm Payment dialog');
  await dialog(page, 'Confirm Payment').getByRole('button', { name: 'Pay' }).click();
  await expect(dialog(page, 'Select payment method').getByRole('button', { name: 'Wallet', exact: true })).toBeVisible();
  await expectNoViolations(page, 'Select payment method dialog');
  await dialog(page, 'Select payment method').getByRole('button', { name: 'Wallet', exact: true }).click();
  await expect(dialog(page, 'Transaction Pin')).toBeVisible();
  await expectNoViolations(page, 'Transaction Pin dialog');
  await dialog(page, 'Transaction Pin').getByRole('button', { name: 'Close' }).click();
  await dialog(page, 'Select payment method').getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Back to bills' }).click();
  await openPanel(page, 'Electricity');
  await fillElectricity(page, meterOf(), 1000);
  await payWith(page, 'Wallet');
  await expect(dialog(page, 'Success').getByText(BILLS_MESSAGES.purchased)).toBeVisible();
  await expectNoViolations(page, 'electricity Success dialog with its token');
  await dialog(page, 'Success').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('list', { name: 'Recent bills' }).getByText('Successful')).toBeVisible();
  await settled(page);
  await expectNoViolations(page, 'menu with Recent bills');
});

test('the card result page', async ({ page, request, baseURL }) => {
  await billsCustomer(page, request, baseURL!);
  await page.goto('/bills-payment');
  const reference = await openPanel(page, 'Tv Subscription');
  await page.getByLabel('Provider').selectOption({ label: 'GOtv' });
  await page.getByLabel('Package').selectOption({ index: 1 });
  await page.getByLabel('Smart Card Number').fill('7023456781');
  await page.getByRole('button', { name: 'Proceed' }).click();
  await payWith(page, 'Paystack');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(h1(page, BILLS_MESSAGES.succeeded(reference))).toBeVisible();
  await settled(page);
  await expectNoViolations(page, 'bill paid by card');
});
