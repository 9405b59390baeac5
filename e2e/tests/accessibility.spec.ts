import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/test';

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
      await expectNoAxeViolations(page);
    });
  }
});
