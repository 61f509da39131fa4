import { expect, test, type Page } from '../fixtures/csp';
import { nextOtp, quietPage } from '../fixtures/account-flows';
import { newCustomer, startSignedIn } from '../fixtures/signed-in';
import { latestId, PIN, typePin, walletWithPin } from '../fixtures/wallet';
import { WALLET_MESSAGES } from '../../contract/wallet';

/**
 * /setting's Change Wallet PIN and Reset Wallet Pin tabs (spec 1 §2 Settings, §4 'Wallet PIN
 * change'): 'Request For OTP', the OTP modal, then the form. The lock after three wrong PINs and its
 * reset are in wallet-checkout.spec.ts, where the PIN is used.
 */

test.beforeEach(async ({ context, page, baseURL }) => {
  await quietPage({ context, page, baseURL });
});

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

test('change the wallet PIN with an OTP: a wrong old PIN is refused, show/hide, then /profile', async ({ page, request, baseURL }) => {
  const customer = await newCustomer(baseURL!, { withEmail: true });
  await walletWithPin(baseURL!, request, customer);
  await startSignedIn(page, customer);
  await page.goto('/setting');
  await page.getByRole('tab', { name: 'Change Wallet PIN' }).click();
  await expect(page).toHaveURL(/tab=change-pin/);

  const before = await latestId(request, customer.email);
  await dialog(page, 'Request For OTP').getByRole('button', { name: 'Continue' }).click();
  const otp = dialog(page, 'Transaction PIN');
  await expect(otp.getByText('Enter the OTP sent to you.')).toBeVisible();
  await expect(otp.getByRole('button', { name: 'Request Again' })).toBeVisible();
  await typePin(otp, 'OTP', (await nextOtp(request, customer.email, before)).code);
  await otp.getByRole('button', { name: 'Proceed' }).click();

  const form = page.getByRole('form', { name: 'Change Wallet PIN' });
  const update = form.getByRole('button', { name: 'Update' });
  await expect(update).toBeDisabled();
  await typePin(form, 'Enter Old Pin', '9999');
  await typePin(form, 'New Pin', '1357');
  await expect(form.getByLabel('New Pin, digit 1 of 4', { exact: true })).toHaveAttribute('type', 'password');
  await form.getByRole('button', { name: 'Show PINs' }).click();
  await expect(form.getByLabel('New Pin, digit 1 of 4', { exact: true })).not.toHaveAttribute('type', 'password');
  await update.click();
  // Spec 2 §8: the wrong-PIN sentence, shown 4 s.
  const refusal = form.getByRole('alert').filter({ hasText: WALLET_MESSAGES.wrongPin });
  await expect(refusal).toBeVisible();
  await expect(refusal).toHaveCount(0, { timeout: 6000 });

  await typePin(form, 'Enter Old Pin', PIN);
  await update.click();
  await expect(page.getByRole('status').filter({ hasText: WALLET_MESSAGES.pinChanged })).toBeVisible();
  // Then /profile after 3 s.
  await expect(page).toHaveURL(/\/profile$/, { timeout: 6000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible();
});

test('closing Request For OTP goes to the wallet; a customer without a wallet is told to set one up', async ({ page, request, baseURL }) => {
  const withoutWallet = await newCustomer(baseURL!, { withEmail: true });
  await startSignedIn(page, withoutWallet);
  await page.goto('/setting?tab=reset-pin');
  await expect(page.getByRole('alert').filter({ hasText: 'You have no wallet yet.' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to Wallet' }).click();
  await expect(page).toHaveURL(/\/profile$/);

  const customer = await newCustomer(baseURL!, { withEmail: true, firstName: 'Bola' });
  await walletWithPin(baseURL!, request, customer);
  await startSignedIn(page, customer);
  await page.goto('/setting?tab=reset-pin');
  await dialog(page, 'Request For OTP').getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/profile$/);
});
