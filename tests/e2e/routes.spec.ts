import { expect, test } from '../fixtures/csp';

// Every route of spec 1 §2 rendering its page in the shell without an error is checked once, with
// axe, in accessibility.spec.ts ('a first visit, once the page has loaded'): one visit per route.

test('an unknown path shows the not-found page with Return Home', async ({ page }) => {
  await page.goto('/no-such-place/here');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Return Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Travel Freely across Nigeria' })).toBeVisible();
});

test('a legacy path redirects to the page that replaced it', async ({ page }) => {
  await page.goto('/old-site/faqs');
  await expect(page).toHaveURL(/\/Faq$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
});

test('About Us opens at the team section from its anchor', async ({ page }) => {
  await page.goto('/About-Us#our-team');
  await expect(page.locator('#our-team')).toBeInViewport();
  await expect(page.getByRole('link', { name: 'Explore Open Roles' })).toHaveAttribute('href', '/Careers');
});
