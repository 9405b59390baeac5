import type { Medication } from '@arx/contracts';
import { pageSummary, shownOnPage } from '../medication-pages.service';
import { type CatalogIndex, PRICED } from './catalog-index';
import { pushMedication } from './catalog-search';
import { fragment, JSON_PART, JsonBytes } from './packed-json';
import { pagePositions } from './page-groups';

const MEDICATIONS_OPEN = Buffer.from(',"medications":[');
const CLOSE = Buffer.from(']}');

/** A medication's fields read back from its JSON head, so the index keeps no second copy of them. */
function headFields(index: CatalogIndex, p: number): Medication {
  return JSON.parse(`${fragment(index.heads, p).toString()}false,"pricings":[]}`) as Medication;
}

/**
 * The page's answer as JSON text, equal to what the database path (medication-pages.service.ts)
 * gives once serialised; null when the slug has no page in this version. The index holds the
 * whole catalogue of its version, so null is a 404, not "ask the database".
 */
export function pageJson(index: CatalogIndex, slug: string): Buffer | null {
  const all = pagePositions(index.pages, slug);
  if (!all) return null;
  const shown = shownOnPage(Array.from(all), (p) => ((index.flags[p] as number) & PRICED) !== 0);
  const fields = shown.map((p) => headFields(index, p));
  const summary = JSON.stringify(pageSummary(slug, fields));
  const out = new JsonBytes().text(summary.slice(0, -1)).push(MEDICATIONS_OPEN);
  shown.forEach((p, k) => {
    if (k > 0) out.push(JSON_PART.comma);
    pushMedication(out, index, p, false, undefined);
  });
  return out.push(CLOSE).toBuffer();
}

/** Whether this version of the catalogue has a page at the slug. */
export function hasPage(index: CatalogIndex, slug: string): boolean {
  return index.pages.numbers.has(slug);
}
