import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { signInAt } from './support/api-sign-in';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/test';

// Publishing prices from the back office (docs/decisions/0016-back-office.md), end to end: the
// file is the seed catalogue itself with one change. Other journeys share this server and read
// its price list, so the change is to a medication none of them looks at, and the journey ends
// by rolling back to the catalogue as it was.
const OPERATOR = 'operator@demo.arx.test';
const SEED = fs.readFileSync(path.resolve(import.meta.dirname, '../../apps/api/seed/medications.csv'), 'utf8');
const CASH_PRICE = 11;
const MEMBER_PRICE = 13;

/** The seed file with one field of the line `line` (1 is the header) replaced. */
function withField(line: number, column: number, value: string): string {
  const lines = SEED.split('\n');
  const fields = (lines[line - 1] as string).split(',');
  fields[column] = value;
  lines[line - 1] = fields.join(',');
  return lines.join('\n');
}

const VILAZODONE_40_30 =
  SEED.split('\n').findIndex(
    (l) => l.startsWith('Vilazodone,') && l.includes(',40 mg,') && l.includes(',30,tablets,30,'),
  ) + 1;

async function checkFile(page: Page, name: string, csv: string) {
  await page
    .getByLabel('Catalogue file', { exact: true })
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByText(`Chosen: ${name}`)).toBeVisible();
  await page.getByRole('button', { name: 'Check file' }).click();
}

/** The member price a visitor sees on the public price list, in a context of its own: no answer cached from before. */
async function visitorMemberPrice(browser: Browser): Promise<string> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const visitor = await context.newPage();
  await visitor.goto('/drug-pricing');
  await visitor.getByLabel('Search medications').fill('vilazodone');
  const row = visitor
    .getByRole('row')
    .filter({ has: visitor.getByRole('rowheader', { name: /Vilazodone\s*40 mg tablet/ }) });
  await expect(row).toBeVisible();
  const text = (await row.getByRole('cell').nth(3).textContent()) ?? '';
  await context.close();
  return text.trim();
}

test('an operator checks a catalogue file, publishes a price change, sees it live and rolls it back', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  expect(VILAZODONE_40_30).toBeGreaterThan(1);
  const oldMember = (SEED.split('\n')[VILAZODONE_40_30 - 1] as string).split(',')[MEMBER_PRICE];
  expect(oldMember).toBe('21.51');

  await signInAt(page, '/admin/prices', OPERATOR, 'Olive Operator');
  await expect(page.getByRole('heading', { level: 1, name: 'Prices' })).toBeVisible();

  // A file with a bad line is refused, the line named.
  await checkFile(page, 'bad-line.csv', withField(14, CASH_PRICE, 'twelve'));
  await expect(page.getByText('Line 14: cash_price must be an amount in dollars such as 12.50')).toBeVisible();

  // The seed as it is, published, so there is an upload to roll back to at the end.
  await checkFile(page, 'as-seeded.csv', SEED);
  await expect(page.getByRole('heading', { level: 2, name: 'What publishing as-seeded.csv changes' })).toBeVisible();
  await expect(page.getByText('Nothing changes: the file matches the live catalogue.')).toBeVisible();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The catalogue is published' })).toBeVisible();

  // One pack's member price cut: the diff lists that change first.
  await checkFile(page, 'vilazodone-cut.csv', withField(VILAZODONE_40_30, MEMBER_PRICE, '19.99'));
  const changes = page.getByRole('table', { name: 'Price changes' });
  const first = changes.getByRole('row').nth(1);
  await expect(first.getByRole('rowheader')).toHaveText('Vilazodone 40 mg tablet');
  await expect(first).toContainText('$21.51 → to $19.99');
  await expect(first).toContainText('−$1.52 lower');
  await expectNoAxeViolations(page);
  const review = page.getByRole('region', { name: 'What publishing vilazodone-cut.csv changes' });
  await review.screenshot({ path: '/tmp/shots/prices-1280.png' });
  await page.setViewportSize({ width: 375, height: 800 });
  await review.screenshot({ path: '/tmp/shots/prices-375.png' });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish vilazodone-cut.csv?' });
  await expect(dialog).toContainText('Packs: 1 changed.');
  await expect(dialog).toContainText('kept for members’ bookmarks');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The catalogue is published' })).toBeVisible();
  expect(await visitorMemberPrice(browser)).toBe('$19.99');

  // Roll back to the seed's upload: its diff against the live catalogue is the change undone.
  const history = page.getByRole('table', { name: 'Uploads' });
  await expect(history.getByRole('row').nth(1)).toContainText('vilazodone-cut.csv');
  await expect(history.getByRole('row').nth(1)).toContainText('Live now');
  await history.getByRole('button', { name: /^Roll back to this: #\d+ as-seeded\.csv$/ }).click();
  const rollback = page.getByRole('dialog', { name: /^Roll back to #\d+ as-seeded\.csv\?$/ });
  await expect(rollback.getByRole('row').nth(1)).toContainText('$19.99 → to $21.51');
  await rollback.getByRole('button', { name: 'Roll back', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'rolled back' })).toBeVisible();
  await expect(history.getByRole('row').nth(1)).toContainText(/Roll back of #\d+/);
  expect(await visitorMemberPrice(browser)).toBe('$21.51');
});
