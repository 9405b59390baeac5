import { expect, type Locator, type Page } from '@playwright/test';
import { pdfRectanglesMm } from './pdf-rectangles';

/** CSS pixels in a millimetre (96 px to the inch). */
const px = (mm: number) => (mm * 96) / 25.4;

/** A card's size, and how far a printed border may stray from it (its stroke, the PDF's rounding). */
const CARD_MM = { width: 85.6, height: 53.98 };
const BORDER_MM = 0.6;

/**
 * After "Print card": in print media the sheet shows the card's front and back, each at card
 * size (85.6 × 53.98 mm) with its cut marks, nothing else of the page prints, and the PDF is one
 * page holding both faces at card size. `alsoWhilePrinted` checks more of the faces meanwhile.
 */
export async function expectPrintedCardSheet(
  page: Page,
  memberId: RegExp,
  alsoWhilePrinted?: (faces: Locator) => Promise<void>,
) {
  const sheet = page.locator('[data-print-card]');
  await expect(sheet).toBeAttached();
  await page.emulateMedia({ media: 'print' });
  const faces = sheet.getByRole('region');
  await expect(faces).toHaveCount(2);
  await expect(faces.nth(0)).toHaveAccessibleName('Card front');
  await expect(faces.nth(1)).toHaveAccessibleName('Card back');
  await expect(faces.nth(0)).toContainText(memberId);
  for (const face of await faces.all()) {
    await expect(face).toBeVisible();
    const box = (await face.boundingBox())!;
    expect(box.width).toBeCloseTo(px(85.6), 1);
    expect(box.height).toBeCloseTo(px(53.98), 1);
    await expect(face.locator('svg[data-cut-marks] line')).toHaveCount(8);
  }
  await alsoWhilePrinted?.(faces);
  // Nothing but the sheet is printed.
  const shown = await page.evaluate(() =>
    Array.from(document.body.children)
      .filter((el) => !el.hasAttribute('data-print-card') && getComputedStyle(el).display !== 'none')
      .map((el) => el.outerHTML.slice(0, 80)),
  );
  expect(shown).toEqual([]);
  const pdf = await page.pdf({ format: 'Letter' });
  expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).toHaveLength(1);
  // The PDF itself: the front's and the back's borders, each at card size.
  const cardSized = pdfRectanglesMm(pdf).filter(
    (r) => Math.abs(r.width - CARD_MM.width) <= BORDER_MM && Math.abs(r.height - CARD_MM.height) <= BORDER_MM,
  );
  expect(cardSized, JSON.stringify(pdfRectanglesMm(pdf))).toHaveLength(2);
  // As the browser does when its print dialog closes: the sheet goes, and the page is the screen's again.
  await page.emulateMedia({ media: 'screen' });
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  await expect(sheet).toHaveCount(0);
}
