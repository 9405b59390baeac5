import { expectNoAxeViolations } from './support/axe';
import { signInOnProviderPage, uniqueEmail } from './support/member';
import { expect, test } from './support/test';

// The back office (docs/decisions/0016-back-office.md) under the same WCAG 2.1 AA scan as the
// public pages, wide and narrow (the file name puts it in both projects). The built-in sign-in
// makes operator@demo.arx.test an operator, so a fresh server has one.
const OPERATOR = 'operator@demo.arx.test';

test.describe('the back office (axe)', () => {
  test('an operator signs in at /admin and its pages have no violations', async ({ page }) => {
    // Nine scans of whole pages: more than the default 30 s on a loaded two-core machine.
    test.setTimeout(90_000);
    await page.goto('/admin/members');
    await signInOnProviderPage(page, OPERATOR, 'Olive Operator');
    await expect(page).toHaveURL(/\/admin\/members$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
    await expectNoAxeViolations(page);

    // A search that finds the operator's own account, then one the API refuses.
    await page.getByRole('searchbox', { name: 'Search members' }).fill('demo.arx');
    await expect(page.getByRole('link', { name: 'Olive Operator' })).toBeVisible();
    await expect(page).toHaveURL(/\?q=demo\.arx$/);
    await expectNoAxeViolations(page);
    await page.getByRole('searchbox', { name: 'Search members' }).fill('d');
    await expect(page.getByRole('alert')).toHaveText('Type at least 2 characters');
    await expectNoAxeViolations(page);

    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Jobs' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
    await expect(page.getByText(/^Loading/).filter({ visible: true })).toHaveCount(0);
    await expectNoAxeViolations(page);

    for (const area of ['Prices', 'FAQs', 'Business', 'Audit log']) {
      await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: area }).click();
      await expect(page.getByRole('heading', { level: 1, name: area })).toBeVisible();
      await expect(page.getByText(/^Loading/).filter({ visible: true })).toHaveCount(0);
      await expectNoAxeViolations(page);
    }
  });

  test('a member at /admin gets the refusal, which has no violations', async ({ page }) => {
    await page.goto('/admin');
    await signInOnProviderPage(page, uniqueEmail('member'), 'Morgan Member');
    await expect(page.getByRole('heading', { level: 1, name: 'This area is for the club’s operators.' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back office' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
