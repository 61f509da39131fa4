import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../fixtures/csp';
import { SPEC_ROUTES } from '../fixtures/spec-routes';

/** WCAG 2 A and AA, and axe's best practices: what Lighthouse's accessibility score is made of. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

test.describe('axe finds nothing on any route of spec 1 §2', () => {
  for (const { path, heading } of SPEC_ROUTES) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});
