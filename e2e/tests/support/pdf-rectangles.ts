import { inflateSync } from 'node:zlib';

/** CSS pixels to millimetres (96 px to the inch): Chromium draws a printed page in CSS pixels. */
const mm = (px: number) => (px * 25.4) / 96;

/**
 * The rectangles (`x y w h re`) drawn on the pages of a PDF that Chromium printed, as width and
 * height in millimetres. Chromium's PDFs draw in CSS pixels (each page's content starts by
 * scaling to points), so a box printed at card size is a rectangle of card size here; a 1 px
 * border is stroked along its middle, so it reads a pixel (0.26 mm) smaller.
 */
export function pdfRectanglesMm(pdf: Buffer): { width: number; height: number }[] {
  const text = pdf.toString('latin1');
  const found: { width: number; height: number }[] = [];
  for (const match of text.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue; // not a compressed content stream (an image, a font)
    }
    for (const [, w, h] of content.matchAll(/[-\d.]+ [-\d.]+ ([-\d.]+) ([-\d.]+) re\b/g)) {
      found.push({ width: mm(Math.abs(Number(w))), height: mm(Math.abs(Number(h))) });
    }
  }
  return found;
}
