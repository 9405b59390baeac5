import { expect, type Page } from '@playwright/test';

/** CSS pixels in a millimetre (96 px to the inch). */
const px = (mm: number) => (mm * 96) / 25.4;

/**
 * After "Print card": in print media the sheet shows the card's front and back, each at card
 * size (85.6 × 53.98 mm) with its cut marks, and the PDF is one page.
 */
export async function expectPrintedCardSheet(page: Page, memberId: RegExp) {
  const sheet = page.locator('[data-print-card]');
  await expect(sheet).toBeAttached();
  await page.emulateMedia({ media: 'print' });
  const faces = sheet.getByRole('region');
  await expect(faces).toHaveCount(2);
  await expect(faces.nth(0)).toHaveAccessibleName('Card front');
  await expect(faces.nth(1)).toHaveAccessibleName('Card back');
  await expect(faces.nth(0)).toContainText(memberId);
  for (const face of await faces.all()) {
    const box = (await face.boundingBox())!;
    expect(box.width).toBeCloseTo(px(85.6), 1);
    expect(box.height).toBeCloseTo(px(53.98), 1);
    await expect(face.locator('svg[data-cut-marks] line')).toHaveCount(8);
  }
  const pdf = await page.pdf({ format: 'Letter' });
  expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).toHaveLength(1);
  // As the browser does when its print dialog closes: the sheet goes, and the page is the screen's again.
  await page.emulateMedia({ media: 'screen' });
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  await expect(sheet).toHaveCount(0);
}
