import { expect, test } from '../fixtures/network';
import { quietPage } from '../fixtures/account-flows';
import { billsCustomer, openPanel, phoneOf } from '../fixtures/bills';

// This spec is about the service worker or reads the app through it (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/**
 * Bills with no signal or a stalled link (issue 11: no wait without an end): the pay buttons say
 * the phone is offline instead of spinning, and a call that gets no answer ends in 'No connection'
 * with Try again, which works once the link is back.
 */

test.beforeEach(async ({ context, page, baseURL }) => {
  await quietPage({ context, page, baseURL });
});

test('offline, Proceed is off and the panel says paying needs a connection; back online it comes back', async ({ page, request, baseURL, link }) => {
  await billsCustomer(page, request, baseURL!, 2000);
  await page.goto('/bills-payment');
  await openPanel(page, 'Top Up Airtime');
  await page.getByLabel('Phone Number').fill(phoneOf('0803'));
  await page.getByLabel('Amount').fill('500');
  await expect(page.getByLabel('Network')).toHaveValue('MTN');
  const proceed = page.getByRole('button', { name: 'Proceed' });
  await expect(proceed).toBeEnabled();

  await link.cut();
  await expect(page.getByRole('status').filter({ hasText: 'Paying bills needs a connection' })).toBeVisible();
  await expect(proceed).toBeDisabled();
  await link.restore();
  await expect(proceed).toBeEnabled();
  await expect(page.getByText('Paying bills needs a connection')).toHaveCount(0);
});

test("a stalled link: opening a panel ends in 'No connection' with Try again, which makes the reference once the link is back", async ({ page, request, baseURL, link }) => {
  await billsCustomer(page, request, baseURL!);
  await page.goto('/bills-payment');
  await expect(page.getByText('No bills yet.', { exact: false })).toBeVisible();
  await link.stall();
  await page.getByRole('button', { name: 'Electricity' }).click();
  const noConnection = page.getByRole('alert').filter({ hasText: 'No connection' });
  // Within the write's 10 s deadline (src/api/deadlines.ts), not a spinner for ever.
  await expect(noConnection).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/^Payment reference:/)).toHaveCount(0);
  await link.restore();
  await noConnection.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText(/^Payment reference: BIL-/)).toBeVisible();
});
