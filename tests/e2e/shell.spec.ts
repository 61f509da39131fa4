import { expect, test } from '../fixtures/csp';

test('header menus lead to their pages', async ({ page, isMobile }) => {
  await page.goto('/');
  const banner = page.getByRole('banner');
  if (isMobile) {
    await banner.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('link', { name: 'Pick up Service' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Enterprise Partner' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Ghana Booking' })).toHaveAttribute('target', '_blank');
    await drawer.getByRole('link', { name: 'Hire a Bus' }).click();
  } else {
    await banner.getByRole('button', { name: /Do Freely/ }).click();
    await page.getByRole('menuitem', { name: 'Bills Payment' }).click();
    await expect(page).toHaveURL(/\/paybills$/);
    // The page itself first: a menu opened while the route's code still loads closed again when it rendered.
    await expect(page.getByRole('heading', { level: 1, name: 'Pay Bills' })).toBeVisible();
    await banner.getByRole('button', { name: /Move Freely/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Pick up Service' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Hire a Bus' }).click();
  }
  await expect(page).toHaveURL(/\/hire-vehicle$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hire a Bus' })).toBeVisible();
});

test('Check Route Price and Sign In / Sign Up are one tap away', async ({ page, isMobile }) => {
  await page.goto('/Faq');
  if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
  const scope = isMobile ? page.getByRole('dialog', { name: 'Menu' }) : page.getByRole('banner');
  await expect(scope.getByRole('link', { name: 'Sign In / Sign Up' })).toHaveAttribute('href', '/entry');
  await scope.getByRole('link', { name: 'Check Route Price' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Travel Routes and Prices' })).toBeVisible();
});

test('footer groups and the Licensed by badge', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const group of ['Company', 'Experience', 'Terms']) {
    await expect(footer.getByRole('navigation', { name: group })).toBeVisible();
  }
  await expect(footer.getByRole('link', { name: 'Team' })).toHaveAttribute('href', '/About-Us#our-team');
  await expect(footer.getByRole('link', { name: 'Blog' })).toHaveAttribute('target', '_blank');
  await footer.getByRole('link', { name: /Licensed by/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Integrated Management System Policy' })).toBeVisible();
});

test('cookie banner: it comes with the first scroll, I agree sets a 150-day cookie and it stays away', async ({ page, context }) => {
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(banner).toHaveCount(0);
  await page.mouse.wheel(0, 200);
  await expect(banner.getByRole('link', { name: 'terms' })).toHaveAttribute('href', '/Terms-and-Conditions');
  await banner.getByRole('button', { name: 'I agree' }).click();
  await expect(banner).toHaveCount(0);
  const cookie = (await context.cookies()).find((c) => c.name === 'freely_cookie_consent');
  expect(cookie?.value).toBe('yes');
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(149);
  expect(days).toBeLessThanOrEqual(150);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
});

test('keyboard users can skip straight to the content', async ({ page }) => {
  await page.goto('/Faq');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});

test('the page fits a 360 px phone without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of ['/', '/route-prices', '/Terms-and-Conditions', '/About-Us']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${path} overflows by ${overflow}px`).toBeLessThanOrEqual(0);
  }
});
