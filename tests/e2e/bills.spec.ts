import { expect, test, type Page } from '../fixtures/csp';
import { quietPage } from '../fixtures/account-flows';
import { billsCustomer, dialog, fillElectricity, meterOf, openPanel, payWith, phoneOf } from '../fixtures/bills';
import { watchPageErrors } from '../fixtures/page-errors';
import { newCustomer, startSignedIn } from '../fixtures/signed-in';
import { PIN, typePin, walletNow } from '../fixtures/wallet';
import { BILLS_MESSAGES } from '../../contract/bills';
import { WALLET_MESSAGES } from '../../contract/wallet';

/**
 * /bills-payment and /paybill-call-back (spec 1 §2 'Bills', 'Bill payment sub-screens', §4 'Bill
 * flow', §5 Bills gating, spec 2 §8): airtime, data and electricity paid from the wallet with the
 * PIN or by card through the sandbox checkout, against the sandbox biller's documented numbers
 * (ending 0000 unknown, 8888 declined, 9999 pending). Customers are made through the API and start signed in.
 */

test.beforeEach(async ({ context, page, baseURL }) => {
  await quietPage({ context, page, baseURL });
});

const recentBill = (page: Page, reference: string) => page.getByRole('list', { name: 'Recent bills' }).getByRole('listitem').filter({ hasText: reference });

test('a guest visiting /bills-payment goes home', async ({ page }) => {
  await page.goto('/bills-payment?panel=airtime');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/paybill-call-back?reference=BIL-ABCDEFGH2345');
  await expect(page).toHaveURL(/\/$/);
});

test('airtime from the wallet: the network is looked up from the phone, a wrong PIN is refused, then the balance goes down by the amount', async ({ page, request, baseURL }) => {
  const errors = watchPageErrors(page);
  const customer = await billsCustomer(page, request, baseURL!, 5000);
  await page.goto('/bills-payment');
  await expect(page.getByRole('heading', { level: 1, name: 'Bills Payment' })).toBeVisible();
  for (const card of ['Top Up Airtime', 'Data Bundle', 'Tv Subscription', 'Electricity']) await expect(page.getByRole('button', { name: card })).toBeVisible();
  await expect(page.getByText('MTN, Glo, 9mobile, Airtel')).toBeVisible();
  await expect(page.getByText('No bills yet.', { exact: false })).toBeVisible();

  const reference = await openPanel(page, 'Top Up Airtime');
  const proceed = page.getByRole('button', { name: 'Proceed' });
  await expect(proceed).toBeDisabled();
  const phone = phoneOf('0803');
  await page.getByLabel('Phone Number').fill(phone);
  await expect(proceed).toBeDisabled();
  await page.getByLabel('Amount').fill('500');
  // Entering the amount looks the network up by the phone's prefix (0803: MTN).
  await expect(page.getByLabel('Network')).toHaveValue('MTN');
  await proceed.click();

  const confirm = dialog(page, 'Confirm Payment');
  await expect(confirm.getByText('MTN Nigeria airtime')).toBeVisible();
  await expect(confirm.getByText(phone)).toBeVisible();
  await expect(confirm.getByText('None')).toBeVisible();
  await confirm.getByRole('button', { name: 'Pay' }).click();
  // Only the card (5) and the wallet (23) are offered.
  const methods = dialog(page, 'Select payment method');
  await expect(methods.getByRole('listitem')).toHaveCount(2);
  await expect(methods.getByRole('button', { name: 'Paystack', exact: true })).toBeVisible();
  await methods.getByRole('button', { name: 'Wallet', exact: true }).click();

  const pin = dialog(page, 'Transaction Pin');
  await expect(pin.getByRole('button', { name: 'Proceed' })).toBeDisabled();
  await typePin(pin, 'Transaction Pin', '1357');
  await pin.getByRole('button', { name: 'Proceed' }).click();
  await expect(pin.getByText(WALLET_MESSAGES.wrongPin)).toBeVisible();
  expect((await walletNow(baseURL!, customer)).AvailableBalance).toBe(5000);

  await typePin(pin, 'Transaction Pin', PIN);
  await pin.getByRole('button', { name: 'Proceed' }).click();
  await expect(page.getByRole('status').filter({ hasText: BILLS_MESSAGES.airtimeDone })).toBeVisible();
  // 1.5 s later: back to the menu, the reference spent.
  await expect(page.getByRole('button', { name: 'Top Up Airtime' })).toBeVisible();
  await expect(page).toHaveURL(/\/bills-payment$/);
  await expect(recentBill(page, reference)).toContainText('Successful');
  await expect(recentBill(page, reference)).toContainText(phone);
  expect((await walletNow(baseURL!, customer)).AvailableBalance).toBe(4500);
  expect(errors.filter((e) => !e.includes('status of 400'))).toEqual([]);
});

test('data by card: network, bundle and its read-only amount, then the sandbox checkout Pay and the result page', async ({ page, request, baseURL }) => {
  await billsCustomer(page, request, baseURL!);
  await page.goto('/bills-payment');
  const reference = await openPanel(page, 'Data Bundle');
  // The panel and its reference survive a reload.
  await page.reload();
  await expect(page.getByText(`Payment reference: ${reference}`)).toBeVisible();

  const proceed = page.getByRole('button', { name: 'Proceed' });
  await page.getByLabel('Network').selectOption({ label: 'Glo Nigeria' });
  await expect(proceed).toBeDisabled();
  await page.getByRole('combobox', { name: 'Bundle' }).selectOption({ label: 'Glo 5GB - 30 Days · ₦1,500' });
  const amount = page.getByLabel('Amount');
  await expect(amount).toHaveValue('₦1,500');
  await expect(amount).toHaveAttribute('readonly', '');
  await page.getByLabel('Phone Number').fill(phoneOf('0805'));
  await proceed.click();
  await expect(dialog(page, 'Confirm Payment').getByText('Glo Nigeria · Glo 5GB - 30 Days')).toBeVisible();
  await payWith(page, 'Paystack');

  await expect(page).toHaveURL(/\/sandbox\/paystack\/checkout\//);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/paybill-call-back\\?reference=${reference}(&|$)`));
  await expect(page.getByRole('heading', { level: 1, name: BILLS_MESSAGES.succeeded(reference) })).toBeVisible();
  await page.getByRole('link', { name: 'Buy Again' }).click();
  await expect(page).toHaveURL(/\/bills-payment$/);
  await expect(recentBill(page, reference)).toContainText('Successful');
});

test("card Cancel at the checkout: 'Failed Payment' with Try Again", async ({ page, request, baseURL }) => {
  await billsCustomer(page, request, baseURL!);
  await page.goto('/bills-payment');
  const reference = await openPanel(page, 'Top Up Airtime');
  await page.getByLabel('Phone Number').fill(phoneOf('0802'));
  await page.getByLabel('Amount').fill('1000');
  await expect(page.getByLabel('Network')).toHaveValue('Airtel');
  await page.getByRole('button', { name: 'Proceed' }).click();
  await payWith(page, 'Paystack');
  await expect(page).toHaveURL(/\/sandbox\/paystack\/checkout\//);
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/paybill-call-back\\?reference=${reference}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Failed Payment' })).toBeVisible();
  await page.getByRole('link', { name: 'Try Again' }).click();
  await expect(page).toHaveURL(/\/bills-payment$/);
  await expect(recentBill(page, reference)).toContainText('Failed');
});

test('prepaid electricity from the wallet: the meter is validated and named, ₦100 fee, then the 20-digit token to copy', async ({ page, context, request, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const customer = await billsCustomer(page, request, baseURL!, 5000);
  await page.goto('/bills-payment');
  const reference = await openPanel(page, 'Electricity');
  await fillElectricity(page, meterOf(), 1000);

  const confirm = dialog(page, 'Confirm Payment');
  await expect(confirm.getByText('Ikeja Electric · Prepaid')).toBeVisible();
  await expect(confirm.getByText('Customer name')).toBeVisible();
  await expect(confirm.getByText('₦100', { exact: true })).toBeVisible();
  await expect(confirm.getByText('₦1,100', { exact: true })).toBeVisible();
  await payWith(page, 'Wallet');

  const success = dialog(page, 'Success');
  await expect(success.getByText(BILLS_MESSAGES.purchased)).toBeVisible();
  const token = success.getByText(/^\d{4} \d{4} \d{4} \d{4} \d{4}$/);
  await expect(token).toBeVisible();
  const digits = (await token.textContent())!.replace(/\s/g, '');
  await success.getByRole('button', { name: 'Copy token' }).click();
  await expect(success.getByRole('button', { name: 'Copied!!!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(digits);
  await success.getByRole('button', { name: 'Close' }).click();

  await expect(recentBill(page, reference)).toContainText('Successful');
  await expect(recentBill(page, reference)).toContainText(digits.replace(/(\d{4})(?=\d)/g, '$1 '));
  expect((await walletNow(baseURL!, customer)).AvailableBalance).toBe(3900);
});

test("TV from the wallet: an unknown smart card (…0000) says 'Error validating informations.', a known one is named and paid with the ₦100 fee", async ({ page, request, baseURL }) => {
  const customer = await billsCustomer(page, request, baseURL!, 5000);
  await page.goto('/bills-payment');
  const reference = await openPanel(page, 'Tv Subscription');
  await page.getByLabel('Provider').selectOption({ label: 'GOtv' });
  await page.getByLabel('Package').selectOption({ label: 'Smallie · ₦1,900' });
  await expect(page.getByLabel('Amount')).toHaveValue('₦1,900');
  await page.getByLabel('Smart Card Number').fill('7023410000');
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(page.getByRole('alert').filter({ hasText: BILLS_MESSAGES.tvInvalid })).toBeVisible();
  await expect(dialog(page, 'Confirm Payment')).toHaveCount(0);

  await page.getByLabel('Smart Card Number').fill('7023456781');
  await expect(page.getByText(BILLS_MESSAGES.tvInvalid)).toHaveCount(0);
  await page.getByRole('button', { name: 'Proceed' }).click();
  const confirm = dialog(page, 'Confirm Payment');
  await expect(confirm.getByText('GOtv · Smallie')).toBeVisible();
  await expect(confirm.getByText('Customer name')).toBeVisible();
  await expect(confirm.getByText('₦2,000', { exact: true })).toBeVisible();
  await payWith(page, 'Wallet');
  await expect(page.getByRole('status').filter({ hasText: BILLS_MESSAGES.purchased })).toBeVisible();
  await expect(recentBill(page, reference)).toContainText('Successful');
  expect((await walletNow(baseURL!, customer)).AvailableBalance).toBe(3000);
});

test("a meter the biller does not know (…0000): 'Error validating meter informations.' and no confirm modal", async ({ page, request, baseURL }) => {
  await billsCustomer(page, request, baseURL!, 2000);
  await page.goto('/bills-payment');
  await openPanel(page, 'Electricity');
  await fillElectricity(page, meterOf('0000'), 1000);
  await expect(page.getByRole('alert').filter({ hasText: BILLS_MESSAGES.meterInvalid })).toBeVisible();
  await expect(dialog(page, 'Confirm Payment')).toHaveCount(0);
});

test('a pending vend (…9999) says it is processing, then Recent bills shows it successful once the biller answers', async ({ page, request, baseURL }) => {
  await billsCustomer(page, request, baseURL!, 5000);
  await page.goto('/bills-payment');
  const reference = await openPanel(page, 'Electricity');
  await fillElectricity(page, meterOf('9999'), 1000, 'Postpaid');
  await payWith(page, 'Wallet');
  const pending = dialog(page, 'Pending');
  await expect(pending.getByText(BILLS_MESSAGES.processing)).toBeVisible();
  await pending.getByRole('button', { name: 'Close' }).click();
  await expect(recentBill(page, reference)).toContainText('Pending');
  // Asked again every 5 s while pending; the e2e biller answers after ~3 s.
  await expect(recentBill(page, reference)).toContainText('Successful', { timeout: 20_000 });
});

test('a declined vend (…8888) is refunded: the failure says so and the wallet balance is unchanged', async ({ page, request, baseURL }) => {
  const customer = await billsCustomer(page, request, baseURL!, 5000);
  await page.goto('/bills-payment');
  const reference = await openPanel(page, 'Electricity');
  await fillElectricity(page, meterOf('8888'), 1000);
  await payWith(page, 'Wallet');
  const failed = dialog(page, 'Failed');
  await expect(failed.getByText(BILLS_MESSAGES.electricityFailed, { exact: false })).toBeVisible();
  await failed.getByRole('button', { name: 'Close' }).click();
  await expect(recentBill(page, reference)).toContainText('Failed');
  await expect(recentBill(page, reference)).toContainText('Refunded');
  expect((await walletNow(baseURL!, customer)).AvailableBalance).toBe(5000);
});

test("a balance below the total: 'Your wallet balance is low' with Try Again back to the payment methods", async ({ page, request, baseURL }) => {
  const customer = await billsCustomer(page, request, baseURL!, 100);
  await page.goto('/bills-payment');
  await openPanel(page, 'Top Up Airtime');
  await page.getByLabel('Phone Number').fill(phoneOf('0805'));
  await page.getByLabel('Amount').fill('500');
  await expect(page.getByLabel('Network')).toHaveValue('Glo');
  await page.getByRole('button', { name: 'Proceed' }).click();
  await dialog(page, 'Confirm Payment').getByRole('button', { name: 'Pay' }).click();
  await dialog(page, 'Select payment method').getByRole('button', { name: 'Wallet', exact: true }).click();
  const low = dialog(page, WALLET_MESSAGES.lowBalance);
  await expect(low.getByRole('link', { name: 'Fund wallet' })).toHaveAttribute('href', '/profile');
  await low.getByRole('button', { name: 'Try Again' }).click();
  await expect(dialog(page, 'Select payment method')).toBeVisible();
  await expect(dialog(page, 'Transaction Pin')).toHaveCount(0);
  expect((await walletNow(baseURL!, customer)).AvailableBalance).toBe(100);
});

test("bad input gets the contract's sentences: a 10-digit phone, ₦0 and ₦10,000,000 airtime, letters in a meter number", async ({ page, baseURL }) => {
  const customer = await newCustomer(baseURL!, { withEmail: true });
  await startSignedIn(page, customer);
  await page.goto('/bills-payment');
  await openPanel(page, 'Top Up Airtime');
  const proceed = page.getByRole('button', { name: 'Proceed' });
  await page.getByLabel('Phone Number').fill('0803123456');
  await page.getByLabel('Amount').fill('0');
  await proceed.click();
  await expect(page.getByText('Phone No. should not be less than 11 characters')).toBeVisible();
  await expect(page.getByText('The airtime amount must be at least ₦50.')).toBeVisible();
  await page.getByLabel('Amount').fill('10000000');
  await proceed.click();
  await expect(page.getByText('The airtime amount must be at most ₦50,000.')).toBeVisible();
  await expect(dialog(page, 'Confirm Payment')).toHaveCount(0);

  await page.getByRole('button', { name: 'Back to bills' }).click();
  await openPanel(page, 'Electricity');
  await fillElectricity(page, '4501234567a', 1000);
  await expect(page.getByText('The meter number is 11 to 13 digits, with no letters.')).toBeVisible();
  await expect(dialog(page, 'Confirm Payment')).toHaveCount(0);
});
