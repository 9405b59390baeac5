import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { becomePayingMemberThroughApi } from './support/member';
import { expectPrintedCardSheet } from './support/print-card';
import { expect, test } from './support/test';

test.describe('the savings card carries what a pharmacist needs', () => {
  test.describe.configure({ timeout: 90_000 });

  test('the dashboard card shows every front field, and the printed sheet has both faces at card size', async ({
    page,
  }) => {
    // The print dialog would close as soon as it opened; the sheet must stay for the checks.
    await page.addInitScript(() => {
      window.print = () => {};
    });
    await becomePayingMemberThroughApi(page, 'Casey Counter', 'Individual', { completeProfile: true });

    const card = page.getByRole('region', { name: 'Your Savings Card' }).getByRole('article').first();
    await expect(card).toContainText('Casey Counter');
    await expect(card).toContainText(/Member ID\s*ARX-\d{6}-01/);
    await expect(card).toContainText(/RxBIN\s*\d{6}/);
    await expect(card).toContainText('RxPCNARXDEMO');
    await expect(card).toContainText(/RxGroup\s*\w+/);
    await expect(card).toContainText('Demo Rx Processing');
    await expect(card.getByRole('link', { name: '1-800-555-0134' })).toHaveAttribute('href', 'tel:+18005550134');
    await expect(card.getByRole('link', { name: '1-800-555-0199' })).toHaveAttribute('href', 'tel:+18005550199');
    const notInsurance = card.getByText('THIS IS NOT INSURANCE');
    await expect(notInsurance).toBeVisible();
    expect(Number(await notInsurance.evaluate((el) => getComputedStyle(el).fontWeight))).toBeGreaterThanOrEqual(700);

    await page.getByRole('button', { name: 'Card back' }).click();
    await expect(page.getByRole('article', { name: 'Card back' })).toContainText('person code 01');
    const axe = await new AxeBuilder({ page })
      .include('section[aria-labelledby="savings-card-title"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

    fs.mkdirSync('/tmp/shots', { recursive: true });
    await card.screenshot({ path: '/tmp/shots/card-1280.png' });
    await page.setViewportSize({ width: 375, height: 800 });
    await card.scrollIntoViewIfNeeded();
    await page.getByRole('region', { name: 'Your Savings Card' }).screenshot({ path: '/tmp/shots/card-375.png' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.getByRole('button', { name: 'Print card' }).click();
    await expectPrintedCardSheet(page, /ARX-\d{6}-01/, async (faces) => {
      await expect(faces.nth(0)).toContainText('RxPCNARXDEMO');
      await expect(faces.nth(0)).toContainText('THIS IS NOT INSURANCE');
      await expect(faces.nth(1)).toContainText('Pharmacist help desk: 1-800-555-0134');
    });
  });
});
