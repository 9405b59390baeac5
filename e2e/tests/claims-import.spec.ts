import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { signInAt } from './support/api-sign-in';
import { expectNoAxeViolations } from './support/axe';
import { becomePayingMemberThroughApi } from './support/member';
import { expect, test } from './support/test';

// Importing the card processor's claims file from the back office (docs/claims-file.md), end to
// end: a new member's fill comes in from the file and shows in their savings as from the pharmacy.
const OPERATOR = 'operator@demo.arx.test';
const SHOTS = '/tmp/shots';

/** Screenshots to look at (not kept with the tests): the whole page at a phone's and a desktop's width. */
async function shoot(page: Page, name: string, width: number) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width, height: 800 });
  await page.screenshot({ path: `${SHOTS}/claims-${name}-${width}.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function importFile(page: Page, name: string, csv: string) {
  await page.getByLabel('Claims file', { exact: true }).setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await expect(page.getByText(`Chosen: ${name}`)).toBeVisible();
  await page.getByRole('button', { name: 'Import' }).click();
}

test('an operator imports a claims file: the member sees the fill from their pharmacy, and a second import changes nothing', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await becomePayingMemberThroughApi(page, 'Casey Claims', 'Individual', { completeProfile: true });
  const card = page.getByRole('region', { name: 'Your Savings Card' }).getByText(/^ARX-\d{6}-01$/);
  await expect(card).toBeVisible();
  const memberId = ((await card.textContent()) as string).trim();

  const today = new Date().toISOString().slice(0, 10);
  const csv = [
    'member_id,fill_date,medication,quantity,pharmacy,usual_price,price_paid',
    `${memberId},${today},Claimazol 20 mg tablet,30,Harbor Street Pharmacy,52.40,9.75`,
    `ARX-999999-01,${today},Claimazol 20 mg tablet,30,Harbor Street Pharmacy,52.40,9.75`,
  ].join('\n');

  // The operator, in a browser of their own.
  const operator = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const admin = await operator.newPage();
  await signInAt(admin, '/admin/claims', OPERATOR, 'Olive Operator');
  await expect(admin.getByRole('heading', { name: 'Claims', level: 1 })).toBeVisible();
  await expectNoAxeViolations(admin);

  await importFile(admin, 'claims-today.csv', csv);
  const report = admin.getByRole('region', { name: 'Import finished' });
  await expect(report).toContainText('1 line imported, 0 already imported, 1 unmatched, 0 lines with problems.');
  await expect(report).toContainText('Line 3: No member has the ID ARX-999999-01');
  await expect(
    admin.getByRole('table', { name: 'Imports' }).getByRole('row', { name: /claims-today\.csv/ }),
  ).toHaveCount(1);
  await expectNoAxeViolations(admin);
  await shoot(admin, 'report', 1280);
  await shoot(admin, 'report', 375);

  await importFile(admin, 'claims-today.csv', csv);
  await expect(report).toContainText('0 lines imported, 1 already imported, 1 unmatched, 0 lines with problems.');
  await expect(
    admin.getByRole('table', { name: 'Imports' }).getByRole('row', { name: /claims-today\.csv/ }),
  ).toHaveCount(2);
  await operator.close();

  await page.reload();
  const fill = page
    .getByRole('region', { name: 'My Savings' })
    .getByRole('article', { name: 'Claimazol 20 mg tablet' });
  await expect(fill).toBeVisible();
  await expect(fill.getByText('From your pharmacy')).toBeVisible();
  await expect(fill).toContainText('Paid$9.75');
});
