import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { becomePayingMemberThroughApi } from './support/member';
import { expect, test } from './support/test';

// Where the section's screenshots go when asked for (a reviewer looks at them; never committed).
const SHOTS = process.env.E2E_SHOTS_DIR;

const savingsSection = (page: Page) => page.getByRole('region', { name: 'My Savings' });

/** Records a fill of Atorvastatin 10 mg, 30 tablets (retail $44.31 in the seed catalogue), paid `paid`. */
async function recordAtorvastatin(page: Page, paid: string) {
  await savingsSection(page).getByRole('button', { name: 'Record a Fill' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record a Fill' });
  await dialog.getByLabel('Search the catalogue').fill('Atorvastatin');
  await dialog.getByRole('radio', { name: 'Atorvastatin 10 mg tablet' }).check();
  await dialog.getByLabel('Pack').selectOption({ label: '30 tablets · 30 days' });
  await expect(dialog.getByText('Retail cash price for this pack: $44.31')).toBeVisible();
  await dialog.getByLabel('Price paid ($)').fill(paid);
  await dialog.getByLabel('Pharmacy').fill('Main Street Pharmacy');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Record Fill' }).click();
  await expect(dialog).toBeHidden();
}

async function screenshot(page: Page, name: string) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  // The toasts would cover the verdict; the page is shot from the top so the sticky header covers nothing.
  for (const dismiss of await page.getByRole('button', { name: 'Dismiss notification' }).all()) await dismiss.click();
  await expect(page.getByRole('button', { name: 'Dismiss notification' })).toHaveCount(0);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    const box = await savingsSection(page).boundingBox();
    if (!box) throw new Error('the savings section is not on the page');
    await page.screenshot({ path: `${SHOTS}/savings-${name}-${width}.png`, fullPage: true, clip: box });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('a member who saved more than the fee is told so, with the totals per person', async ({ page }) => {
  test.setTimeout(90_000);
  await becomePayingMemberThroughApi(page, 'Sasha Saver', 'Individual', { completeProfile: true });
  const savings = savingsSection(page);
  // Nothing recorded yet: no verdict, an invitation to record the first fill.
  await expect(savings.getByText('Record your first fill to see what your membership saves you.')).toBeVisible();
  await expect(savings.getByText(/more than it saved/)).toHaveCount(0);

  await recordAtorvastatin(page, '3.00');

  await expect(savings.getByText('Your membership has saved you $31.32 more than it cost this year.')).toBeVisible();
  const fill = savings.getByRole('article', { name: 'Atorvastatin 10 mg tablet' });
  await expect(fill).toContainText('Retail$44.31');
  await expect(fill).toContainText('Paid$3.00');
  await expect(fill).toContainText('Saved$41.31');
  const table = savings.getByRole('table', { name: 'Savings by person, this year and all time' });
  await expect(table.getByRole('row', { name: /^Sasha Saver/ })).toContainText('$41.31');
  await expect(table.getByRole('row', { name: /^Household/ })).toContainText('$41.31');
  await expectNoAxeViolations(page);
  await screenshot(page, 'saved-more');
});

test('a member who saved less than the fee is told plainly that it cost more, with what to do', async ({ page }) => {
  test.setTimeout(90_000);
  await becomePayingMemberThroughApi(page, 'Morgan Modest', 'Individual', { completeProfile: true });

  await recordAtorvastatin(page, '40.00');

  const savings = savingsSection(page);
  await expect(savings.getByText('So far this year your membership cost $5.68 more than it saved.')).toBeVisible();
  await expect(savings.getByRole('link', { name: 'Compare plans' })).toHaveAttribute('href', '/pricing');
  await expect(savings.getByRole('link', { name: 'Go to billing' })).toHaveAttribute('href', '/billing');
  await expect(savings.getByRole('article', { name: 'Atorvastatin 10 mg tablet' })).toContainText('Saved$4.31');
  await expectNoAxeViolations(page);
  await screenshot(page, 'cost-more');
});
