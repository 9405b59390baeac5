import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { signInAt } from './support/api-sign-in';
import { expectNoAxeViolations } from './support/axe';
import { becomePayingMemberThroughApi } from './support/member';
import { expect, test } from './support/test';

// The business charts (docs/decisions/0016-back-office.md): a member joins first, so the server
// (fresh, or shared with other journeys) has at least one membership, sign-up, MRR and page view
// to draw, then the demo operator reads the charts on a desktop and on a phone's width.
const OPERATOR = 'operator@demo.arx.test';
const SHOTS = process.env.E2E_SHOTS_DIR ?? '';

const CHARTS = [
  'Active members by plan',
  'Sign-ups and cancellations per week',
  'Monthly recurring revenue',
  'Trial conversion',
  'Refunds per week',
  'Page views per week',
  'Most viewed pages',
];

async function screenshot(page: Page, name: string) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  // From the top, so the sticky header is where a reader sees it.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}`, fullPage: true });
}

test('the operator reads the business charts, with their axes, how they are counted and their numbers', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const member = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await becomePayingMemberThroughApi(await member.newPage(), 'Bea Business');
  await member.close();

  await signInAt(page, '/admin/business', OPERATOR, 'Olive Operator');
  await expect(page.getByRole('heading', { level: 1, name: 'Business' })).toBeVisible();
  // The figures come from one snapshot read of the embedded database, which the other journeys on
  // this server share: behind a catalogue publish or claims import it can wait well past 10 s.
  await expect(page.getByRole('heading', { level: 2, name: CHARTS[0] })).toBeVisible({ timeout: 30_000 });
  for (const title of CHARTS) {
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  }

  const members = page.getByRole('region', { name: 'Active members by plan', exact: true });
  await expect(members.locator('.recharts-wrapper > svg')).toBeVisible();
  await expect(members.getByText('Week starting (Monday, UTC)')).toBeVisible();
  await expect(members.getByText('Members', { exact: true })).toBeVisible();
  await expect(members.locator('.recharts-legend-item-text', { hasText: 'Individual' })).toBeVisible();
  const mrr = page.getByRole('region', { name: 'Monthly recurring revenue', exact: true });
  await expect(mrr.getByText('US dollars a month', { exact: true })).toBeVisible();
  await expect(mrr.locator('.recharts-cartesian-axis-tick-value').first()).toBeVisible();

  // The text alternative: the same figures as a table.
  await members.getByText('Show the numbers').click();
  const table = members.getByRole('table', { name: 'Active members by plan' });
  await expect(table.getByRole('columnheader', { name: 'Individual' })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'business-1280.png');

  // Another range is another request, kept in the address.
  await page.getByText('1 year', { exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/business\?weeks=52$/);
  await expect(table.getByRole('row')).toHaveCount(53);

  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByText('12 weeks', { exact: true }).click();
  await expect(table.getByRole('row')).toHaveCount(13);
  await expect(members.locator('.recharts-wrapper > svg')).toBeVisible();
  const box = await members.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page);
  await screenshot(page, 'business-375.png');
});
