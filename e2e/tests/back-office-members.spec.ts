import type { Page, TestInfo } from '@playwright/test';
import { signInAt } from './support/api-sign-in';
import { expectNoAxeViolations } from './support/axe';
import { becomePayingMemberThroughApi } from './support/member';
import { expect, test } from './support/test';

// The built-in sign-in makes operator@demo.arx.test an operator (docs/decisions/0016-back-office.md).
const OPERATOR = 'operator@demo.arx.test';

/** The member page once everything on it, the history included, has loaded. */
async function expectMemberPageLoaded(page: Page, name: string) {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(/^Loading/).filter({ visible: true })).toHaveCount(0);
}

/** The page at `width` px, attached to the report for a person to look at; back at 1280 after. */
async function shoot(page: Page, testInfo: TestInfo, name: string, width: number) {
  await page.setViewportSize({ width, height: 800 });
  const path = testInfo.outputPath(`${name}-${width}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(`${name} at ${width} px`, { path, contentType: 'image/png' });
  await page.setViewportSize({ width: 1280, height: 800 });
}

test.describe('an operator helps a member from the member page', () => {
  // A checkout, a second sign-in and a refund through the sandbox payment service.
  test.describe.configure({ timeout: 120_000 });

  test('finds a new member by member ID, refunds part of an invoice and sees it in the history', async ({
    page,
    browser,
  }, testInfo) => {
    await becomePayingMemberThroughApi(page, 'Riley Refund');
    const card = page.getByRole('region', { name: 'Your Savings Card' }).getByText(/^ARX-\d{6}-01$/);
    await expect(card).toBeVisible();
    const memberId = ((await card.textContent()) as string).trim();

    // The operator, in a browser of their own.
    const operator = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const admin = await operator.newPage();
    await signInAt(admin, '/admin/members', OPERATOR, 'Olive Operator');
    await admin.getByRole('searchbox', { name: 'Search members' }).fill(memberId);
    await expect(admin.getByRole('link', { name: 'Riley Refund' })).toBeVisible();
    await shoot(admin, testInfo, 'search', 375);
    await admin.getByRole('link', { name: 'Riley Refund' }).click();
    await expectMemberPageLoaded(admin, 'Riley Refund');
    await expect(admin.getByRole('table', { name: 'Household' })).toContainText(memberId);
    await expectNoAxeViolations(admin);

    await shoot(admin, testInfo, 'member', 1280);
    await shoot(admin, testInfo, 'member', 375);

    // Each dialog, open, passes the same scan; closing them changes nothing.
    await admin.getByRole('button', { name: 'Resend welcome e-mail' }).click();
    await expect(admin.getByRole('dialog', { name: 'Resend the welcome e-mail?' })).toBeVisible();
    await expectNoAxeViolations(admin);
    await admin.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

    await admin.getByRole('button', { name: 'Cancel membership' }).click();
    await expect(admin.getByRole('dialog', { name: 'Cancel membership' })).toBeVisible();
    await expectNoAxeViolations(admin);
    await admin.getByRole('dialog').getByRole('button', { name: 'Keep membership' }).click();
    await expect(admin.getByRole('dialog')).toHaveCount(0);

    const invoices = admin.getByRole('table', { name: 'Invoices' });
    await invoices
      .getByRole('button', { name: /^Refund invoice / })
      .first()
      .click();
    const refund = admin.getByRole('dialog', { name: /^Refund invoice / });
    await expect(refund).toBeVisible();
    await expectNoAxeViolations(admin);
    await shoot(admin, testInfo, 'refund-dialog', 375);

    // More than was paid is refused in the dialog, before anything is sent.
    await refund.getByRole('radio', { name: 'Part of it' }).check();
    await refund.getByLabel('Amount in dollars').fill('5000');
    await refund.getByLabel('Reason').selectOption('goodwill');
    await refund.getByRole('button', { name: 'Refund' }).click();
    await expect(refund.getByText(/^You can refund at most \$/)).toBeVisible();
    await expectNoAxeViolations(admin);

    await refund.getByLabel('Amount in dollars').fill('2.50');
    await refund.getByLabel('Note (optional)').fill('Card arrived late');
    await refund.getByRole('button', { name: 'Refund $2.50' }).click();

    await expect(admin.getByRole('status')).toContainText('$2.50 of invoice');
    await expect(admin.getByRole('dialog')).toHaveCount(0);
    await expect(admin.getByRole('table', { name: 'Refunds' })).toContainText('$2.50');
    await expect(admin.getByRole('table', { name: 'Refunds' })).toContainText('Goodwill');
    await expect(invoices).toContainText('$2.50');
    const history = admin.getByRole('region', { name: 'History' });
    await expect(history.getByText('Refunded an invoice')).toBeVisible();
    await expect(history).toContainText('Reason: goodwill: Card arrived late');
    await expect(history).toContainText(OPERATOR);
    await expectNoAxeViolations(admin);
    await operator.close();
  });
});
