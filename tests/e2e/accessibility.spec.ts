import { expect, test } from '../fixtures/csp';
import { axeViolations } from '../fixtures/axe';
import { SPEC_ROUTES } from '../fixtures/spec-routes';

test.describe('axe finds nothing on any route of spec 1 §2', () => {
  for (const { path, heading } of SPEC_ROUTES) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
