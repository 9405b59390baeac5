import { expect, test } from './support/test';

const ROUTES = [
  '/',
  '/drug-pricing',
  '/faq',
  '/register',
  '/terms',
  '/privacy',
  '/disclaimer',
  '/partners',
  '/auth/error',
  '/pass-expired',
];

test.describe('at 360 px wide', () => {
  for (const route of ROUTES) {
    test(`${route} fits the screen without sideways scrolling`, async ({ page }) => {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }

  test('the estimator shows cards instead of the table, and the mobile menu works', async ({ page }) => {
    await page.goto('/drug-pricing?search=metformin');
    await expect(page.getByRole('table')).toBeHidden();
    await expect(page.getByText('Metformin').filter({ visible: true }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await menu.getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/faq$/);
  });
});
