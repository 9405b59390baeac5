import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { becomePayingMember, completePrimaryProfile } from './support/member';

/** 96 CSS pixels to the inch, 25.4 mm to the inch: what a card's millimetres measure on screen. */
const px = (mm: number) => (mm * 96) / 25.4;

test.describe('the savings card carries what a pharmacist needs', () => {
  test.describe.configure({ timeout: 90_000 });

  test('the dashboard card shows every front field, and the printed sheet has both faces at card size', async ({
    page,
  }) => {
    // The print dialog would close as soon as it opened; the sheet must stay for the checks.
    await page.addInitScript(() => {
      window.print = () => {};
    });
    await becomePayingMember(page, 'Casey Counter');
    await completePrimaryProfile(page);

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
    const sheet = page.locator('[data-print-card]');
    await expect(sheet).toBeAttached();
    await page.emulateMedia({ media: 'print' });
    const faces = sheet.getByRole('region');
    await expect(faces).toHaveCount(2);
    await expect(faces.nth(0)).toHaveAccessibleName('Card front');
    await expect(faces.nth(1)).toHaveAccessibleName('Card back');
    for (const face of await faces.all()) {
      await expect(face).toBeVisible();
      const box = (await face.boundingBox())!;
      expect(box.width).toBeCloseTo(px(85.6), 1);
      expect(box.height).toBeCloseTo(px(53.98), 1);
      await expect(face.locator('svg[data-cut-marks] line')).toHaveCount(8);
    }
    await expect(faces.nth(0)).toContainText('RxPCNARXDEMO');
    await expect(faces.nth(0)).toContainText('THIS IS NOT INSURANCE');
    await expect(faces.nth(1)).toContainText('Pharmacist help desk: 1-800-555-0134');
    // Nothing but the sheet is printed.
    const shown = await page.evaluate(() =>
      Array.from(document.body.children)
        .filter((el) => !el.hasAttribute('data-print-card') && getComputedStyle(el).display !== 'none')
        .map((el) => el.outerHTML.slice(0, 80)),
    );
    expect(shown).toEqual([]);

    const pdf = await page.pdf({ format: 'Letter' });
    const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [];
    expect(pages).toHaveLength(1);
  });
});
