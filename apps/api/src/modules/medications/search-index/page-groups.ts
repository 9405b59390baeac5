import { medicationSlug } from '@arx/contracts';
import { comparePagePlaces } from '../medication-page-order';
import type { CatalogMedicationRow } from './catalog-snapshot.repository';
import { yieldToEventLoop } from './event-loop';

/**
 * The medication pages of one catalogue version: which positions each slug's page holds. Flat
 * arrays rather than an array per page, so 50,000 pages cost a few hundred KB, not 50,000
 * objects; a lookup is still one Map read.
 */
export type PageGroups = {
  /** Every slug, sorted, each once: page k is slugs[k]. */
  slugs: readonly string[];
  /** Slug → its page number k. */
  numbers: Map<string, number>;
  /** Page k's medications are positions[starts[k], starts[k + 1]), in page order. */
  starts: Int32Array;
  positions: Int32Array;
};

const SLICE = 2000;

export async function groupPages(rows: readonly CatalogMedicationRow[]): Promise<PageGroups> {
  const slugOf: string[] = new Array(rows.length);
  for (let p = 0; p < rows.length; p++) {
    if (p % SLICE === SLICE - 1) await yieldToEventLoop();
    slugOf[p] = medicationSlug((rows[p] as CatalogMedicationRow).displayName);
  }
  // A name without letters or digits ("—") has no address, so no page.
  const slugs = [...new Set(slugOf)].filter(Boolean).sort();
  const numbers = new Map(slugs.map((slug, k) => [slug, k]));

  const starts = new Int32Array(slugs.length + 1);
  for (const slug of slugOf) {
    const k = numbers.get(slug);
    if (k !== undefined) starts[k + 1] = (starts[k + 1] as number) + 1;
  }
  for (let k = 0; k < slugs.length; k++) starts[k + 1] = (starts[k + 1] as number) + (starts[k] as number);

  const positions = new Int32Array(starts[slugs.length] as number);
  const filled = starts.slice(0, slugs.length);
  for (let p = 0; p < rows.length; p++) {
    const k = numbers.get(slugOf[p] as string);
    if (k === undefined) continue;
    positions[filled[k] as number] = p;
    filled[k] = (filled[k] as number) + 1;
  }
  for (let k = 0; k < slugs.length; k++) {
    if (k % SLICE === SLICE - 1) await yieldToEventLoop();
    const from = starts[k] as number;
    const to = starts[k + 1] as number;
    if (to - from > 1) {
      positions
        .subarray(from, to)
        .sort((a, b) => comparePagePlaces(rows[a] as CatalogMedicationRow, rows[b] as CatalogMedicationRow));
    }
  }
  return { slugs, numbers, starts, positions };
}

/** Page k's positions, or null when the slug has no page in this version. */
export function pagePositions(pages: PageGroups, slug: string): Int32Array | null {
  const k = pages.numbers.get(slug);
  if (k === undefined) return null;
  return pages.positions.subarray(pages.starts[k], pages.starts[k + 1]);
}
