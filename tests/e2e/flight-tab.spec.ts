import { expect, test } from '../fixtures/network';
import { waitForWholeApp } from '../fixtures/service-worker';

// This spec is about the service worker or reads the app through it (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/**
 * Issue 12, point 5: 'Book a flight' was an empty frame. It now names the partner and opens its
 * site in a new tab; a frame only when a deployment configures the partner's page (this build
 * configures none); and offline it says plainly that a connection is needed.
 */

test.use({ viewport: { width: 390, height: 844 } });

const PARTNER = 'Freely Travel';

test('Book a flight names the partner and opens its site in a new tab, with no empty frame', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('tab', { name: 'Book a flight' }).click();
  const modal = page.getByRole('dialog', { name: 'Book a flight' });
  await expect(modal.getByText(`Flights are sold and served by our travel partner, ${PARTNER}.`)).toBeVisible();
  const open = modal.getByRole('link', { name: `Open ${PARTNER} in a new tab` });
  await expect(open).toHaveAttribute('href', 'https://flights.freely.travel/');
  await expect(open).toHaveAttribute('target', '_blank');
  await expect(open).toHaveAttribute('rel', /noopener/);
  await expect(modal.locator('iframe')).toHaveCount(0);
  await expect(open).toBeInViewport();
});

test('offline, Book a flight says it needs a connection instead of a dead link or frame', async ({ page, link }) => {
  await page.goto('/');
  await waitForWholeApp(page);
  await link.cut();
  await page.getByRole('tab', { name: 'Book a flight' }).click();
  const modal = page.getByRole('dialog', { name: 'Book a flight' });
  await expect(modal.getByText('Booking a flight needs an internet connection. Connect, then open Book a flight again.')).toBeVisible();
  await expect(modal.getByText(PARTNER, { exact: false }).first()).toBeVisible();
  await expect(modal.getByRole('link')).toHaveCount(0);
  await expect(modal.locator('iframe')).toHaveCount(0);

  // Back online, the way to the partner comes back without reopening.
  await link.restore();
  await expect(modal.getByRole('link', { name: `Open ${PARTNER} in a new tab` })).toBeVisible();
});
