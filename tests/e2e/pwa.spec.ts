import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { expect, test } from '../fixtures/network';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../fixtures/chromium';
import { waitForServiceWorker, waitForWholeApp } from '../fixtures/service-worker';

// This spec is about the service worker or reads the app through it (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

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

test('a content page reloads offline after the first visit', async ({ page, link }) => {
  await page.goto('/Faq');
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
  await waitForWholeApp(page);
  await link.cut();
  const reached = link.proxy.forwarded;
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
  // Another content page never opened before also comes from the precache.
  await page.goto('/Luggage-Allowance');
  await expect(page.getByRole('heading', { level: 1, name: 'Luggage Allowance' })).toBeVisible();
  expect(link.proxy.forwarded, 'nothing reached the server while the link was cut').toBe(reached);
});

test('the terminal list answers offline once the app is installed', async ({ page, link }) => {
  await page.goto('/');
  await waitForWholeApp(page);
  await link.cut();
  const reached = link.proxy.forwarded;
  await page.goto('/route-prices');
  await page.getByRole('combobox', { name: 'Travelling From' }).click();
  await expect(page.getByRole('option', { name: 'Lagos (Jibowu)', exact: true })).toBeVisible();
  expect(link.proxy.forwarded, 'nothing reached the server while the link was cut').toBe(reached);
});

test('the service worker leaves /api alone', async ({ page, link }) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  await link.cut();
  const status = await page.evaluate(async () => {
    try {
      const res = await fetch('/api/booking/anything');
      return `${res.status} ${res.headers.get('content-type')}`;
    } catch {
      return 'network error';
    }
  });
  expect(status).toBe('network error');
});
