import { expect, test } from '../fixtures/csp';
import { expectNoViolations, h1, quietPage, settled } from '../fixtures/axe';
import { MAIN, placeDraft } from '../fixtures/booking-draft';
import { newCustomer, startSignedIn } from '../fixtures/signed-in';
import { fundByApi, walletWithPin } from '../fixtures/wallet';
import { WALLET_MESSAGES } from '../../contract/wallet';

/**
 * axe (as accessibility-screens.spec.ts) on the wallet: /profile with and without a wallet, its
 * set-up and fund dialogs, the PIN tabs' OTP dialogs, and checkout's wallet dialogs.
 */

test.beforeEach(async ({ page, baseURL }) => quietPage(page, baseURL!));

test('the wallet page, its set-up and fund dialogs, and the PIN tabs', async ({ page, request, baseURL }) => {
  const newcomer = await newCustomer(baseURL!, { withEmail: true });
  await startSignedIn(page, newcomer);
  await page.goto('/profile');
  await expect(page.getByRole('button', { name: 'Set Up Wallet' })).toBeVisible();
  await settled(page);
  await expectNoViolations(page, 'no wallet yet');
  await page.getByRole('button', { name: 'Set Up Wallet' }).click();
  await expect(page.getByRole('dialog', { name: 'Create your transaction PIN' })).toBeVisible();
  await expectNoViolations(page, 'set-up welcome dialog');
  await page.getByRole('dialog', { name: 'Create your transaction PIN' }).getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('dialog', { name: 'Enter OTP' })).toBeVisible();
  await expectNoViolations(page, 'set-up OTP dialog');

  const customer = await newCustomer(baseURL!, { withEmail: true, firstName: 'Bola' });
  await walletWithPin(baseURL!, request, customer);
  await fundByApi(baseURL!, customer, 5000);
  await startSignedIn(page, customer);
  await page.goto('/profile');
  await expect(h1(page, 'Wallet')).toBeVisible();
  await expect(page.getByText('Wallet funding by card')).toBeVisible();
  await settled(page);
  await expectNoViolations(page, 'wallet with a balance and transactions');
  await page.getByRole('button', { name: 'Fund wallet' }).click();
  await page.getByRole('dialog', { name: 'Fund wallet' }).getByRole('button', { name: 'Proceed' }).click();
  await expect(page.getByText('Enter an amount.')).toBeVisible();
  await expectNoViolations(page, 'fund dialog with its error');

  await page.goto('/setting?tab=change-pin');
  await expect(page.getByRole('dialog', { name: 'Request For OTP' })).toBeVisible();
  await expectNoViolations(page, 'Request For OTP dialog');
  await page.getByRole('dialog', { name: 'Request For OTP' }).getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('dialog', { name: 'Transaction PIN' })).toBeVisible();
  await expectNoViolations(page, 'change PIN OTP dialog');
});

test("checkout's Transaction Pin and low-balance dialogs", async ({ page, request, baseURL }) => {
  const customer = await newCustomer(baseURL!, { withEmail: true });
  await walletWithPin(baseURL!, request, customer);
  await fundByApi(baseURL!, customer, 100_000);
  await placeDraft(page, request, { daysAhead: 17, time: '09:30 AM', adults: 1, fromEnd: 3, step: 2, passengers: [MAIN] });
  await startSignedIn(page, customer);
  await page.goto('/passenger-details');
  await expect(page.getByLabel('Customer Email Address')).toHaveValue(customer.email);
  await page.getByRole('button', { name: 'Proceed' }).click();
  await page.getByRole('dialog', { name: 'Trip Summary' }).getByRole('button', { name: 'Pay' }).click();
  const payment = page.getByRole('dialog', { name: 'Trip payment' });
  await payment.getByRole('button', { name: 'Wallet', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Transaction Pin' })).toBeVisible();
  await expectNoViolations(page, 'Transaction Pin dialog');
  await page.getByRole('dialog', { name: 'Transaction Pin' }).getByRole('button', { name: 'Close' }).click();
  await payment.getByRole('button', { name: 'Cashback Wallet', exact: true }).click();
  await expect(page.getByRole('dialog', { name: WALLET_MESSAGES.lowBalance })).toBeVisible();
  await expectNoViolations(page, 'low-balance dialog');
});

test('funding by bank transfer: the choice in Fund wallet, and /wallet-woven-pay with its account', async ({ page, request, baseURL }) => {
  const customer = await newCustomer(baseURL!, { withEmail: true });
  await walletWithPin(baseURL!, request, customer);
  await startSignedIn(page, customer);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Fund wallet' }).click();
  const fund = page.getByRole('dialog', { name: 'Fund wallet' });
  await fund.getByLabel('Amount').fill('3000');
  await fund.getByRole('radio', { name: 'Bank transfer' }).check();
  await expectNoViolations(page, 'fund dialog, bank transfer chosen');
  await fund.getByRole('button', { name: 'Proceed' }).click();
  await expect(h1(page, 'Wallet Funding')).toBeVisible();
  await expect(page.getByRole('timer', { name: 'Time left to transfer' })).toBeVisible();
  await settled(page);
  await expectNoViolations(page, 'transfer account shown');
});
