import {
  type CatalogIndex,
  HIGHLIGHTED,
  KEPT_30,
  KEPT_90,
  KEPT_OTHER,
  PRICED,
  PRICED_30,
  PRICED_90,
} from './catalog-index';
import { fragment, JSON_PART, JsonBytes } from './packed-json';
import { candidatePositions, GRAM, SHORT_GRAM } from './trigram-postings';

/** The list filters, with search words already split as searchWords() does. */
export type CatalogFilter = {
  words: string[];
  highlighted?: boolean;
  hasPrices?: boolean;
  daySupply?: number;
};

type FlagTest = { mask: number; value: number };

/** The flag bits a medication must have; null for a day supply the index does not precompute. */
function flagTest(filter: CatalogFilter): FlagTest | null {
  let mask = 0;
  let value = 0;
  if (filter.highlighted !== undefined) {
    mask |= HIGHLIGHTED;
    if (filter.highlighted) value |= HIGHLIGHTED;
  }
  if (filter.hasPrices) {
    const bit =
      filter.daySupply === undefined
        ? PRICED
        : filter.daySupply === 30
          ? PRICED_30
          : filter.daySupply === 90
            ? PRICED_90
            : null;
    if (bit === null) return null;
    mask |= bit;
    value |= bit;
  }
  return { mask, value };
}

function filterAll(index: CatalogIndex, test: FlagTest): Int32Array {
  const key = (test.mask << 8) | test.value;
  const cached = index.filtered.get(key);
  if (cached) return cached;
  const out = new Int32Array(index.size);
  let n = 0;
  for (let p = 0; p < index.size; p++) if (((index.flags[p] as number) & test.mask) === test.value) out[n++] = p;
  const positions = out.slice(0, n);
  index.filtered.set(key, positions);
  return positions;
}

/**
 * Every matching position in list order: each word is a substring of the search text (what
 * `search_text like '%word%'` means once wildcards are escaped), and the flags pass.
 */
export function matchPositions(index: CatalogIndex, filter: CatalogFilter): Int32Array | null {
  const test = flagTest(filter);
  if (test === null) return null;
  if (filter.words.length === 0) return filterAll(index, test);
  const key = `${test.mask}|${test.value}|${[...new Set(filter.words)].sort().join(' ')}`;
  let found = index.searches.get(key);
  if (!found) {
    found = searchPositions(index, filter.words, test);
    index.searches.set(key, found);
  }
  return found;
}

function searchPositions(index: CatalogIndex, words: string[], test: FlagTest): Int32Array {
  const candidates = candidatePositions(index.trigrams, words);
  // Two- and three-character words are settled by their one slice; others are checked on the text.
  const toCheck = words.filter((word) => word.length !== GRAM && word.length !== SHORT_GRAM);
  const count = candidates ? candidates.length : index.size;
  const out = new Int32Array(count);
  let n = 0;
  for (let k = 0; k < count; k++) {
    const p = candidates ? (candidates[k] as number) : k;
    if (((index.flags[p] as number) & test.mask) !== test.value) continue;
    const text = index.texts[p] as string;
    let all = true;
    for (const word of toCheck) {
      if (!text.includes(word)) {
        all = false;
        break;
      }
    }
    if (all) out[n++] = p;
  }
  return out.slice(0, n);
}

/** Appends position p's pricings: all of them, or those a 30- or 90-day supply keeps. */
function pushPricings(out: JsonBytes, index: CatalogIndex, p: number, daySupply: number | undefined): void {
  const kept = daySupply === 30 ? KEPT_30 : daySupply === 90 ? KEPT_90 : KEPT_30 | KEPT_90 | KEPT_OTHER;
  const to = index.pricingStarts[p + 1] as number;
  let first = true;
  for (let k = index.pricingStarts[p] as number; k < to; k++) {
    if (((index.pricingKept[k] as number) & kept) === 0) continue;
    if (!first) out.push(JSON_PART.comma);
    out.push(fragment(index.pricings, k));
    first = false;
  }
}

/** Appends one medication: its head, the caller's bookmark flag and its pricings. */
export function pushMedication(
  out: JsonBytes,
  index: CatalogIndex,
  p: number,
  isBookmarked: boolean,
  daySupply: number | undefined,
): void {
  out
    .push(fragment(index.heads, p))
    .push(isBookmarked ? JSON_PART.true : JSON_PART.false)
    .push(JSON_PART.pricings);
  pushPricings(out, index, p, daySupply);
  out.push(JSON_PART.closeArrayObject);
}

/** `{"medications":[…],"total":n}` for a page of positions; `bookmarked` holds medication ids. */
export function listJson(
  index: CatalogIndex,
  page: Int32Array,
  total: number,
  daySupply: number | undefined,
  bookmarked: ReadonlySet<number> = new Set(),
): Buffer {
  const out = new JsonBytes().push(JSON_PART.listOpen);
  for (let k = 0; k < page.length; k++) {
    const p = page[k] as number;
    if (k > 0) out.push(JSON_PART.comma);
    pushMedication(out, index, p, bookmarked.has(index.ids[p] as number), daySupply);
  }
  return out.push(JSON_PART.listTotal).text(String(total)).push(JSON_PART.closeObject).toBuffer();
}

/** `{"medication":{…}}` with every pricing, or null when the id is not in the catalogue. */
export function medicationJson(index: CatalogIndex, id: number, isBookmarked: boolean): Buffer | null {
  const p = index.positionById.get(id);
  if (p === undefined) return null;
  const out = new JsonBytes().push(JSON_PART.oneOpen);
  pushMedication(out, index, p, isBookmarked, undefined);
  return out.push(JSON_PART.closeObject).toBuffer();
}

/** Type-ahead: the first `limit` matches in display name, strength, id order. */
export function suggestionsJson(index: CatalogIndex, words: string[], limit: number): Buffer {
  const matches = matchPositions(index, { words }) as Int32Array;
  const ranks = Int32Array.from(matches, (p) => index.suggestionRank[p] as number).sort();
  const out = new JsonBytes().push(JSON_PART.listOpen);
  for (let k = 0; k < Math.min(limit, ranks.length); k++) {
    const p = index.suggestionPositions[ranks[k] as number] as number;
    if (k > 0) out.push(JSON_PART.comma);
    out.push(fragment(index.heads, p, index.suggestionEnds[p])).push(JSON_PART.closeObject);
  }
  return out.push(JSON_PART.suggestionsClose).toBuffer();
}
