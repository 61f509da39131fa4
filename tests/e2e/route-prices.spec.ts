import { expect, test } from '../fixtures/csp';
import { terminalId } from '../fixtures/api';
import { chooseOption } from '../fixtures/select';
import { sitePath } from '../../contract/call';
import * as settingsCalls from '../../contract/calls/settings';

test('a traveller looks up the prices between two terminals', async ({ page }) => {
  await page.goto('/route-prices');
  const search = page.getByRole('button', { name: 'Search' });
  await expect(search).toBeDisabled();
  await chooseOption(page, 'Travelling From', 'Lagos (Jibowu)');
  await expect(search).toBeDisabled();
  await chooseOption(page, 'Travelling To', 'Abuja (Utako)');
  await expect(search).toBeEnabled();
  await search.click();

  const results = page.getByRole('list', { name: 'Route prices' });
  const hiace = results.getByRole('article', { name: 'Hiace fare' });
  await expect(hiace).toBeVisible();
  await expect(hiace.getByRole('img', { name: 'Hiace' })).toHaveAttribute('src', '/vehicles/hiace.svg');
  await expect(hiace).toContainText('Lagos (Jibowu)');
  await expect(hiace).toContainText('Abuja (Utako)');
  await expect(hiace).toContainText(/₦\d{1,3}(,\d{3})+/);
  expect(await results.getByRole('listitem').count()).toBeGreaterThan(1);

  // The criteria live in the URL: a reload shows the same prices.
  await expect(page).toHaveURL(/from=\d+&to=\d+/);
  await page.reload();
  await expect(page.getByRole('article', { name: 'Hiace fare' })).toBeVisible();
});

test('changing the departure clears the arrival until a new one is chosen', async ({ page }) => {
  await page.goto('/route-prices');
  await chooseOption(page, 'Travelling From', 'Lagos (Jibowu)');
  await chooseOption(page, 'Travelling To', 'Abuja (Utako)');
  await chooseOption(page, 'Travelling From', 'Benin (Akpakpava)');
  await expect(page.getByRole('combobox', { name: 'Travelling To' })).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Search' })).toBeDisabled();
});

test('a pair with no route says so', async ({ page, request }) => {
  const from = await terminalId(request, 'Jos');
  const to = await terminalId(request, 'Calabar');
  await page.goto(`/route-prices?from=${from}&to=${to}`);
  await expect(page.getByText('No price found, Check a new routes.')).toBeVisible();
});

test('the API refuses a malformed terminal id with the envelope', async ({ request }) => {
  const res = await request.get(sitePath(settingsCalls.routeFares, { departureTerminalId: 'abc', destinationTerminalId: 2 }));
  expect(res.status()).toBe(400);
  const body = (await res.json()) as { code: string; shortDescription: string; data: null };
  expect(body.code).toBe('400');
  expect(body.shortDescription).toBe('A terminal is named by its number (1 or more).');
  expect(body.data).toBeNull();
});
