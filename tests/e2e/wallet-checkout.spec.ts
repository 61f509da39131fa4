import { expect, test, type Page } from '../fixtures/csp';
import { nextOtp, quietPage } from '../fixtures/account-flows';
import { MAIN, placeDraft } from '../fixtures/booking-draft';
import { newCustomer, startSignedIn, type Customer } from '../fixtures/signed-in';
import { fundByApi, latestId, PIN, typePin, walletNow, walletWithPin } from '../fixtures/wallet';
import { CASHBACK_RATE, WALLET_MESSAGES } from '../../contract/wallet';

/**
 * Paying for seats from the wallet (spec 1 §2 checkout modals and /confirmed-wallet-payment, §4
 * 'Payment', §5 'Payment gating'): the low-balance modal, the masked 'Transaction Pin', the ticket
 * with the 5% cashback, and three wrong PINs locking the wallet until Reset Wallet Pin. The booking
 * contact is the customer's own (signed-in prefill), as the wallet pays only the customer's bookings.
 * Each test books a trip of its own day (18 to 20 days ahead), seats from the end of the list.
 */

test.beforeEach(async ({ context, page, baseURL }) => {
  await quietPage({ context, page, baseURL });
});

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const naira = (amount: number) => `₦${amount.toLocaleString('en-US', { maximumFractionDigits: 2 })}`;

/** A signed-in customer with a wallet and PIN, `funded` naira in it, and a one-seat draft at the contact step. */
async function readyToPay(page: Page, request: Parameters<typeof placeDraft>[1], baseURL: string, daysAhead: number, funded: number): Promise<Customer> {
  const customer = await newCustomer(baseURL, { withEmail: true });
  await walletWithPin(baseURL, request, customer);
  if (funded > 0) await fundByApi(baseURL, customer, funded);
  await placeDraft(page, request, { daysAhead, adults: 1, step: 2, passengers: [MAIN] });
  await startSignedIn(page, customer);
  await page.goto('/passenger-details');
  await expect(page.getByLabel('Customer Email Address')).toHaveValue(customer.email);
  await page.getByRole('button', { name: 'Proceed' }).click();
  await dialog(page, 'Trip Summary').getByRole('button', { name: 'Pay' }).click();
  await expect(dialog(page, 'Trip payment').getByText('You are about to fund this trip')).toBeVisible();
  return customer;
}

/** The amount the 'Transaction Pin' modal says will be paid, in naira. */
async function amountToPay(page: Page): Promise<number> {
  const text = await dialog(page, 'Transaction Pin').getByText(/will be paid from your wallet/).innerText();
  return Number(/₦([\d,.]+)/.exec(text)![1]!.replace(/,/g, ''));
}

test('pay a booking with the PIN: the ticket, then the debit, the 5% cashback and the transaction list', async ({ page, request, baseURL }) => {
  const customer = await readyToPay(page, request, baseURL!, 18, 100_000);
  await dialog(page, 'Trip payment').getByRole('button', { name: 'Wallet', exact: true }).click();

  const pin = dialog(page, 'Transaction Pin');
  await expect(pin.getByText('Please Enter Your 4 Digit Transaction Pin')).toBeVisible();
  await expect(pin.getByLabel('Transaction Pin, digit 1 of 4', { exact: true })).toHaveAttribute('type', 'password');
  await expect(pin.getByRole('button', { name: 'Proceed' })).toBeDisabled();
  const total = await amountToPay(page);
  await typePin(pin, 'Transaction Pin', PIN);
  await pin.getByRole('button', { name: 'Proceed' }).click();

  await expect(page).toHaveURL(/\/confirmed-wallet-payment$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Your Ticket \(FRE-/ })).toBeVisible();
  await expect(page.getByText(/Saved on this phone/)).toBeVisible();
  // The PIN never went to storage.
  expect(await page.evaluate(() => JSON.stringify(sessionStorage))).not.toContain(`"${PIN}"`);

  const cashback = Math.round(total * CASHBACK_RATE * 100) / 100;
  const wallet = await walletNow(baseURL!, customer);
  expect([wallet.AvailableBalance, wallet.CashbackWallet.AccountBalance]).toEqual([100_000 - total, cashback]);

  // A reload pays nothing again: the page has nothing left to pay.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Wallet Payment' })).toBeVisible();
  expect((await walletNow(baseURL!, customer)).AvailableBalance).toBe(100_000 - total);

  await page.goto('/profile');
  await expect(page.getByRole('region', { name: 'Available balance' }).getByText(naira(100_000 - total), { exact: true })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: naira(cashback) })).toBeVisible();
  const items = page.getByRole('list', { name: 'Transactions' }).getByRole('listitem');
  await expect(items.filter({ hasText: '5% cashback on booking FRE-' })).toContainText(`+${naira(cashback)}`);
  await expect(items.filter({ hasText: '5% cashback on booking FRE-' })).toContainText('Cashback wallet');
  await expect(items.filter({ hasText: /^Seat booking FRE-/ })).toContainText(`−${naira(total)}`);
  await expect(items.filter({ hasText: 'Wallet funding by card' })).toContainText('+₦100,000');
});

test('a balance below the total shows the low-balance modal with Try Again, for the main and the cashback wallet', async ({ page, request, baseURL }) => {
  await readyToPay(page, request, baseURL!, 19, 0);
  const payment = dialog(page, 'Trip payment');
  await payment.getByRole('button', { name: 'Wallet', exact: true }).click();
  const low = dialog(page, WALLET_MESSAGES.lowBalance);
  await expect(low.getByText(/Your wallet balance is ₦0 and this trip costs ₦/)).toBeVisible();
  await low.getByRole('button', { name: 'Try Again' }).click();
  await expect(payment.getByText('Select payment method')).toBeVisible();

  await payment.getByRole('button', { name: 'Cashback Wallet', exact: true }).click();
  await expect(low.getByText(/Your cashback balance is ₦0/)).toBeVisible();
  await low.getByRole('button', { name: 'Try Again' }).click();
  await expect(dialog(page, 'Transaction Pin')).toHaveCount(0);
});

test('three wrong PINs lock the wallet; Reset Wallet Pin unlocks it and the new PIN pays', async ({ page, request, baseURL }) => {
  const customer = await readyToPay(page, request, baseURL!, 20, 100_000);
  await dialog(page, 'Trip payment').getByRole('button', { name: 'Wallet', exact: true }).click();
  await typePin(dialog(page, 'Transaction Pin'), 'Transaction Pin', '1111');
  await dialog(page, 'Transaction Pin').getByRole('button', { name: 'Proceed' }).click();

  await expect(page).toHaveURL(/\/confirmed-wallet-payment$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Failed Payment' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: WALLET_MESSAGES.wrongPin })).toBeVisible();
  const retry = page.getByRole('form', { name: 'Pay with your wallet' });
  await typePin(retry, 'Transaction Pin', '1111');
  await retry.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('alert').filter({ hasText: WALLET_MESSAGES.wrongPin })).toBeVisible();
  await typePin(retry, 'Transaction Pin', '1111');
  await retry.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('alert').filter({ hasText: WALLET_MESSAGES.locked })).toBeVisible();
  expect((await walletNow(baseURL!, customer)).IsLocked).toBe(true);

  // The wallet page says so, with the way out.
  await page.goto('/profile');
  await expect(page.getByRole('alert').filter({ hasText: WALLET_MESSAGES.locked })).toBeVisible();
  await page.getByRole('link', { name: 'Reset Wallet Pin' }).click();
  await expect(page).toHaveURL(/\/setting\?tab=reset-pin$/);
  const before = await latestId(request, customer.email);
  await dialog(page, 'Request For OTP').getByRole('button', { name: 'Continue' }).click();
  const otp = dialog(page, 'Enter OTP PIN');
  await typePin(otp, 'OTP', (await nextOtp(request, customer.email, before)).code);
  await otp.getByRole('button', { name: 'Proceed' }).click();

  const form = page.getByRole('form', { name: 'Reset Wallet Pin' });
  await typePin(form, 'New Pin', '1357');
  await typePin(form, 'Confirm Pin', '1375');
  await form.getByRole('button', { name: 'Reset Pin' }).click();
  await expect(form.getByText(WALLET_MESSAGES.resetMismatch)).toBeVisible();
  await typePin(form, 'Confirm Pin', '1357');
  await form.getByRole('button', { name: 'Reset Pin' }).click();
  await expect(page.getByRole('status').filter({ hasText: WALLET_MESSAGES.pinReset })).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/, { timeout: 6000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible();
  await expect(page.getByText(WALLET_MESSAGES.locked)).toHaveCount(0);

  // The booking is still held: its payment page asks for the PIN again, and the new one pays.
  await page.goto('/confirmed-wallet-payment');
  await expect(page.getByRole('heading', { level: 1, name: 'Wallet Payment' })).toBeVisible();
  const pay = page.getByRole('form', { name: 'Pay with your wallet' });
  await typePin(pay, 'Transaction Pin', '1357');
  await pay.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Your Ticket \(FRE-/ })).toBeVisible();
});

test('booking for someone else: the contact is the passenger’s, the wallet the signed-in customer’s; a wrong PIN is told apart and the right one pays', async ({ page, request, baseURL }) => {
  const customer = await newCustomer(baseURL!, { withEmail: true });
  await walletWithPin(baseURL!, request, customer);
  await fundByApi(baseURL!, customer, 100_000);
  await placeDraft(page, request, { daysAhead: 20, time: '09:30 AM', fromEnd: 1, adults: 1, step: 2, passengers: [MAIN] });
  await startSignedIn(page, customer);
  await page.goto('/passenger-details');
  await expect(page.getByLabel('Customer Email Address')).toHaveValue(customer.email);
  // The passenger's own contact, not the customer's (issue 31, defect 1).
  await page.getByLabel('Customer Email Address').fill('passenger.ada@example.com');
  await page.getByLabel('Customer Phone Number').fill('08039876543');
  await page.getByRole('button', { name: 'Proceed' }).click();
  await dialog(page, 'Trip Summary').getByRole('button', { name: 'Pay' }).click();
  await dialog(page, 'Trip payment').getByRole('button', { name: 'Wallet', exact: true }).click();
  const total = await amountToPay(page);
  await typePin(dialog(page, 'Transaction Pin'), 'Transaction Pin', '9999');
  await dialog(page, 'Transaction Pin').getByRole('button', { name: 'Proceed' }).click();

  await expect(page).toHaveURL(/\/confirmed-wallet-payment$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Failed Payment' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: WALLET_MESSAGES.wrongPin })).toBeVisible();
  const retry = page.getByRole('form', { name: 'Pay with your wallet' });
  await typePin(retry, 'Transaction Pin', PIN);
  await retry.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Your Ticket \(FRE-/ })).toBeVisible();
  await expect(page.getByText(/Saved on this phone/)).toBeVisible();
  expect((await walletNow(baseURL!, customer)).AvailableBalance).toBe(100_000 - total);
});
