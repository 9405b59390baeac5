import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

const ROUTES = [
  '/',
  '/drug-pricing',
  '/faq',
  '/register',
  '/register?returning=true&interval=year',
  '/terms',
  '/privacy',
  '/disclaimer',
  '/partners',
  '/auth/error?error=account_not_found',
  '/pass-expired?code=x1',
];

test.describe('WCAG 2.1 AA (axe)', () => {
  for (const route of ROUTES) {
    test(`${route} has no violations`, async ({ page }) => {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      // Let lists finish loading so the scan sees the loaded page, not a spinner.
      await page.waitForLoadState('networkidle');
      await expect(page.getByText(/^Loading/).filter({ visible: true })).toHaveCount(0);
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(
        results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
      ).toEqual([]);
    });
  }
});
