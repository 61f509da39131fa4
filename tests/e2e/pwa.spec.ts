import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../fixtures/chromium';
import { waitForServiceWorker } from '../fixtures/service-worker';

test('Chromium reports the app installable', async ({ baseURL }) => {
  // Chromium never offers to install from an incognito profile, which is what test contexts are.
  const profile = mkdtempSync(join(tmpdir(), 'freely-profile-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, baseURL });
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto('/');
  await waitForServiceWorker(page);
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] };
  expect(installabilityErrors).toEqual([]);
  const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as { icons: { purpose?: string }[]; display: string };
  expect(manifest.display).toBe('standalone');
  expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
  await context.close();
  rmSync(profile, { recursive: true, force: true });
});

test('the app says when it is ready to work offline', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('Ready to work offline')).toBeVisible({ timeout: 15_000 });
});

test('a content page reloads offline after the first visit', async ({ page, context }) => {
  await page.goto('/Faq');
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
  // Another content page never opened before also comes from the precache.
  await page.goto('/Luggage-Allowance');
  await expect(page.getByRole('heading', { level: 1, name: 'Luggage Allowance' })).toBeVisible();
  await context.setOffline(false);
});

test('the terminal list answers offline once the app is installed', async ({ page, context }) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.goto('/route-prices');
  await page.getByRole('combobox', { name: 'Travelling From' }).click();
  await expect(page.getByRole('option', { name: 'Lagos (Jibowu)', exact: true })).toBeVisible();
  await context.setOffline(false);
});

test('the service worker leaves /api alone', async ({ page, context }) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  await context.setOffline(true);
  const status = await page.evaluate(async () => {
    try {
      const res = await fetch('/api/booking/anything');
      return `${res.status} ${res.headers.get('content-type')}`;
    } catch {
      return 'network error';
    }
  });
  await context.setOffline(false);
  expect(status).toBe('network error');
});
