import type { Page } from '@playwright/test';
import { signInAt } from './support/api-sign-in';
import { expectNoAxeViolations } from './support/axe';
import { becomePayingMemberThroughApi } from './support/member';
import { expect, test } from './support/test';

// "The price didn't match" (issue 17): a member reports a different price from a price row, the
// operator answers it in the back office, and the answer comes back to the member's dashboard.
const OPERATOR = 'operator@demo.arx.test';
const SHOTS = '/tmp/shots';

/** From the top: scrolled, the site's sticky header would be drawn over the page. */
async function shoot(page: Page, name: string, width: number) {
  await page.setViewportSize({ width, height: width < 600 ? 812 : 800 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/reports-${name}-${width}.png`, fullPage: true });
}

test('a price report reaches the operator and the answer comes back to the member', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const email = await becomePayingMemberThroughApi(page, 'Parker Price', 'Individual', { completeProfile: true });

  // The member reports what the counter charged for the first medication listed.
  await page.goto('/member/drug-pricing');
  await expect(page.getByRole('heading', { level: 1, name: 'Member Prescription Savings' })).toBeVisible();
  const report = page
    .getByRole('table')
    .getByRole('button', { name: /^Report a different price for / })
    .first();
  await expect(report).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoAxeViolations(page);
  // The first rows only: the list runs to hundreds of medications.
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    const first = page
      .getByRole('button', { name: /^Report a different price for / })
      .filter({ visible: true })
      .first();
    await first.scrollIntoViewIfNeeded();
    await expect(first).toBeInViewport();
    await page.screenshot({ path: `${SHOTS}/reports-pricing-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  const medication = ((await report.getAttribute('aria-label')) as string).replace('Report a different price for ', '');
  await report.click();
  const dialog = page.getByRole('dialog', { name: 'Report a Different Price' });
  await expect(dialog).toContainText(medication);
  await expect(dialog).toContainText(/Member price shown: \$\d/);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Send Report' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Pharmacy is required');
  await dialog.getByLabel('Pharmacy').fill('Corner Pharmacy');
  await dialog.getByLabel('Price charged ($)').fill('23.45');
  await dialog.getByLabel('Note (optional)').fill('The till showed a higher price.');
  await dialog.getByRole('button', { name: 'Send Report' }).click();
  await expect(dialog).toBeHidden();

  // The operator, in a browser of their own, finds it among the open reports and answers it.
  const operator = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const admin = await operator.newPage();
  await signInAt(admin, '/admin/price-reports', OPERATOR, 'Olive Operator');
  await expect(admin).toHaveURL(/\/admin\/price-reports$/);
  await expect(admin.getByRole('heading', { level: 1, name: 'Price reports' })).toBeVisible();
  const card = admin.getByRole('article').filter({ hasText: email });
  await expect(card).toContainText(medication);
  await expect(card).toContainText('Corner Pharmacy');
  await expect(card).toContainText('$23.45');
  await expect(card).toContainText('The till showed a higher price.');
  await expect(card.getByRole('link', { name: email })).toHaveAttribute('href', /\/admin\/members\/\d+$/);
  await expectNoAxeViolations(admin);
  await shoot(admin, 'operator', 1280);
  await shoot(admin, 'operator', 375);
  await admin.setViewportSize({ width: 1280, height: 800 });

  await card.getByLabel('Answer').fill('ok');
  await card.getByRole('button', { name: 'Send Answer' }).click();
  await expect(card).toContainText('The answer must be between 5 and 1000 characters');
  const answer = 'We asked Corner Pharmacy to honour the member price; they will refund the difference.';
  await card.getByLabel('Answer').fill(answer);
  await card.getByRole('button', { name: 'Send Answer' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'The answer is saved' })).toBeVisible();
  await expect(card).toBeHidden();
  await admin.getByLabel('Show').selectOption('answered');
  await expect(admin.getByRole('article').filter({ hasText: email })).toContainText('Answered');
  await operator.close();

  // The member sees the answer on the dashboard.
  await page.goto('/dashboard');
  const list = page.getByRole('region', { name: 'Price Reports' });
  const item = list.getByRole('article').filter({ hasText: medication });
  await expect(item).toContainText('Answered');
  await expect(item).toContainText(answer);
  await expectNoAxeViolations(page);
  await list.scrollIntoViewIfNeeded();
  await list.screenshot({ path: `${SHOTS}/reports-member-1280.png` });
  await page.setViewportSize({ width: 375, height: 812 });
  await list.scrollIntoViewIfNeeded();
  await list.screenshot({ path: `${SHOTS}/reports-member-375.png` });
});
