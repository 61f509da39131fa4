import { expect, test, type Page } from '../fixtures/csp';
import { quietPage } from '../fixtures/account-flows';
import { watchPageErrors } from '../fixtures/page-errors';
import { newCustomer, persistedQueryCache, startSignedIn } from '../fixtures/signed-in';
import { walletNow, walletWithPin } from '../fixtures/wallet';
import { sitePath } from '../../contract/call';
import * as walletCalls from '../../contract/calls/wallet';

/**
 * Funding the wallet by bank transfer (/wallet-woven-pay, spec 1 §2 'The wallet funding page'):
 * Fund wallet → Bank transfer gives a one-use account; the traveller's bank (the sandbox's transfer
 * page, in another tab) sends the money; the page sees it arrive by itself and the wallet shows it.
 */

test.beforeEach(async ({ context, page, baseURL }) => {
  await quietPage({ context, page, baseURL });
});

const accountNumberOn = async (page: Page) =>
  (await page.locator('dt', { hasText: 'Account Number' }).locator('xpath=following-sibling::dd[1]').innerText()).trim();

async function startTransfer(page: Page, amount: string) {
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Fund wallet' }).click();
  const fund = page.getByRole('dialog', { name: 'Fund wallet' });
  await fund.getByLabel('Amount').fill(amount);
  await fund.getByRole('radio', { name: 'Bank transfer' }).check();
  await expect(fund.getByText(/transfer this amount to within 30 minutes/)).toBeVisible();
  await fund.getByRole('button', { name: 'Proceed' }).click();
  await expect(page).toHaveURL(/\/wallet-woven-pay\?reference=WAL-/);
  await expect(page.getByRole('heading', { level: 1, name: 'Wallet Funding' })).toBeVisible();
}

test('fund by bank transfer: the account for 30 minutes, the transfer from the bank, then the credit on the page and in the wallet', async ({ page, context, request, baseURL }) => {
  test.setTimeout(60_000);
  const errors = watchPageErrors(page);
  const customer = await newCustomer(baseURL!, { withEmail: true });
  await walletWithPin(baseURL!, request, customer);
  await startSignedIn(page, customer);
  await startTransfer(page, '7500');

  const details = page.locator('dl[aria-label="Transfer details"]');
  await expect(details).toContainText('Freely Sandbox Bank');
  await expect(details).toContainText('₦7,500');
  await expect(page.getByRole('timer', { name: 'Time left to transfer' })).toHaveText(/Time left: (30:00|29:\d\d)/);
  const accountNo = await accountNumberOn(page);
  expect(accountNo).toMatch(/^\d{10}$/);
  // A reload shows the same account: it is kept on the server, not in the page.
  await page.reload();
  expect(await accountNumberOn(page)).toBe(accountNo);

  const bank = await context.newPage();
  await bank.goto(`/sandbox/azapay/transfer/${accountNo}`);
  await bank.getByRole('button', { name: 'Send transfer' }).click();
  await expect(bank.getByText(/Transfer received/)).toBeVisible();
  await bank.close();

  // The page asks every 10 s while the account is open.
  await expect(page.getByRole('status').filter({ hasText: '₦7,500 has been added to your wallet.' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('link', { name: 'Go to Wallet' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('region', { name: 'Available balance' }).getByText('₦7,500', { exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Transactions' }).getByRole('listitem').first()).toContainText('Wallet funding by bank transfer');
  expect((await walletNow(baseURL!, customer)).AvailableBalance).toBe(7_500);
  expect(errors).toEqual([]);
});

test('without a transfer the page says how to start one; a stalled look-up says No connection and Try again shows the account', async ({ page, baseURL, request }) => {
  test.setTimeout(60_000);
  const customer = await newCustomer(baseURL!, { withEmail: true });
  await walletWithPin(baseURL!, request, customer);
  await startSignedIn(page, customer);
  await page.goto('/wallet-woven-pay');
  await expect(page.getByText('To fund your wallet by bank transfer, choose Bank transfer in Fund wallet on your wallet page.')).toBeVisible();

  // The account is opened, then the link stalls as the page asks for it: it gives up at its deadline instead of spinning for ever.
  let stalled = true;
  await page.route(`**${sitePath(walletCalls.getTransferPayment)}**`, (route) => (stalled ? undefined : route.fallback()));
  await startTransfer(page, '1200');
  const alert = page.getByRole('alert').filter({ hasText: 'No connection' });
  await expect(alert).toBeVisible({ timeout: 15_000 });
  stalled = false;
  await alert.getByRole('button', { name: 'Try again' }).click();
  const accountNo = await accountNumberOn(page);
  expect(accountNo).toMatch(/^\d{10}$/);

  // Read once, the details stay on screen when the link fails, said to be as last read.
  await expect.poll(() => persistedQueryCache(page)).toContain(accountNo);
  await page.route(`**${sitePath(walletCalls.getTransferPayment)}**`, (route) => route.abort('internetdisconnected'));
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'these are your transfer details as last read' })).toBeVisible({ timeout: 15_000 });
  expect(await accountNumberOn(page)).toBe(accountNo);
});

test('a guest opening the funding page is sent home', async ({ page }) => {
  await page.goto('/wallet-woven-pay?reference=WAL-ABCDEFGHJKLM');
  await expect(page.getByRole('heading', { level: 1, name: 'Travel Freely across Nigeria' })).toBeVisible();
});
