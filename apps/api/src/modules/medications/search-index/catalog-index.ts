import type { EncodedBody } from '../../../lib/http-cache';
import { medicationHead, pricingJson } from '../medication-json';
import type { CatalogMedicationRow, CatalogPricingRow, CatalogSnapshot } from './catalog-snapshot.repository';
import { yieldToEventLoop } from './event-loop';
import { FragmentPacker, type PackedFragments } from './packed-json';
import { groupPages, type PageGroups } from './page-groups';
import { trigramPostings } from './trigram-postings';
import { WeightedLru } from './weighted-lru';

/** Per-medication bits: what the list filters test. */
export const HIGHLIGHTED = 1;
/** Has at least one pricing. */
export const PRICED = 2;
/** Has a pricing kept for a 30-day / 90-day supply (docs/product.md §5). */
export const PRICED_30 = 4;
export const PRICED_90 = 8;

/**
 * An immutable in-memory copy of the catalogue for one catalogue version. Position i is the
 * i-th medication in list order, so any ascending list of positions is already sorted the way
 * the database would sort it.
 */
export type CatalogIndex = {
  version: number;
  size: number;
  ids: Int32Array;
  flags: Uint8Array;
  /** The stored search_text column, the very haystack the SQL LIKE reads. */
  texts: string[];
  /** Each medication's JSON up to is_bookmarked's value, in list order. */
  heads: PackedFragments;
  /** Where each head's type-ahead fields end (in heads.bytes): the suggestion is that prefix + "}". */
  suggestionEnds: Int32Array;
  /** Pricing JSON in answer order; position p owns pricings pricingStarts[p] to pricingStarts[p + 1]. */
  pricings: PackedFragments;
  pricingCount: number;
  pricingStarts: Int32Array;
  /** Per pricing: KEPT_30 / KEPT_90 when a 30- / 90-day supply keeps it (docs/product.md §5), and KEPT_OTHER. */
  pricingKept: Uint8Array;
  /** Position → rank in type-ahead order (display name, strength, id), and back. */
  suggestionRank: Int32Array;
  suggestionPositions: Int32Array;
  positionById: Map<number, number>;
  /** The public medication pages (/drugs/<slug>): each slug's positions, and every slug sorted. */
  pages: PageGroups;
  trigrams: Map<string, Int32Array>;
  medicationTypes: string[];
  formTypes: string[];
  /** Positions per filter without search words, made on first use. */
  filtered: Map<number, Int32Array>;
  /** Positions of recent searches (repeat searches skip the matching). */
  searches: WeightedLru<Int32Array>;
  /** Visitors' answers, per query and encoding, ready to send. */
  answers: WeightedLru<EncodedBody>;
};

/** About 8 MB of positions, 4 bytes each. */
const SEARCH_CACHE_POSITIONS = 2_000_000;
/** Compressed, a 50-medication answer is ~5 KB: a few thousand searches. */
const ANSWER_CACHE_BYTES = 32_000_000;

export const KEPT_30 = 1;
export const KEPT_90 = 2;
/** Set on every pricing, so "all pricings" is one more bit to test. */
export const KEPT_OTHER = 4;

/** Builds in slices so a large catalogue never blocks the event loop for long. */
const SLICE = 2000;

function keptFor(daySupply: number | null, chosen: 30 | 90): boolean {
  return daySupply === chosen || daySupply === null || (daySupply !== 30 && daySupply !== 90);
}

const SUGGESTION_END = ',"medication_type":';

export async function buildCatalogIndex(snapshot: CatalogSnapshot): Promise<CatalogIndex> {
  const rows = snapshot.medications;
  const size = rows.length;
  const ids = new Int32Array(size);
  const flags = new Uint8Array(size);
  const texts: string[] = new Array(size);
  const heads = new FragmentPacker();
  const suggestionEnds = new Int32Array(size);
  const positionById = new Map<number, number>();

  for (let i = 0; i < size; i++) {
    if (i % SLICE === SLICE - 1) await yieldToEventLoop();
    const m = rows[i] as CatalogMedicationRow;
    ids[i] = m.id;
    positionById.set(m.id, i);
    flags[i] = m.highlighted ? HIGHLIGHTED : 0;
    texts[i] = m.searchText;
    const head = medicationHead(m);
    // Keys before medication_type are exactly the suggestion's; a quote inside a value is escaped.
    suggestionEnds[i] = heads.length + Buffer.byteLength(head.slice(0, head.indexOf(SUGGESTION_END)));
    heads.add(head);
  }

  // Pricings arrive grouped by medication id; lay them out in list order.
  const byMedication = new Map<number, CatalogPricingRow[]>();
  for (const p of snapshot.pricings) {
    const group = byMedication.get(p.medicationId);
    if (group) group.push(p);
    else byMedication.set(p.medicationId, [p]);
  }
  const pricings = new FragmentPacker();
  let pricingCount = 0;
  const pricingStarts = new Int32Array(size + 1);
  const pricingKept = new Uint8Array(snapshot.pricings.length);
  for (let i = 0; i < size; i++) {
    if (i % SLICE === SLICE - 1) await yieldToEventLoop();
    pricingStarts[i] = pricingCount;
    const group = byMedication.get(ids[i] as number);
    if (!group) continue;
    let bits = PRICED;
    for (const p of group) {
      const kept = KEPT_OTHER | (keptFor(p.daySupply, 30) ? KEPT_30 : 0) | (keptFor(p.daySupply, 90) ? KEPT_90 : 0);
      if (kept & KEPT_30) bits |= PRICED_30;
      if (kept & KEPT_90) bits |= PRICED_90;
      pricingKept[pricingCount++] = kept;
      pricings.add(pricingJson(p));
    }
    flags[i] = (flags[i] as number) | bits;
  }
  pricingStarts[size] = pricingCount;

  const suggestionRank = new Int32Array(size);
  const suggestionPositions = new Int32Array(size);
  snapshot.suggestionOrder.forEach((id, rank) => {
    const position = positionById.get(id) as number;
    suggestionRank[position] = rank;
    suggestionPositions[rank] = position;
  });

  return {
    version: snapshot.version,
    size,
    ids,
    flags,
    texts,
    heads: heads.finish(),
    suggestionEnds,
    pricings: pricings.finish(),
    pricingCount,
    pricingStarts,
    pricingKept,
    suggestionRank,
    suggestionPositions,
    positionById,
    pages: await groupPages(rows),
    trigrams: await trigramPostings(texts, yieldToEventLoop),
    medicationTypes: snapshot.medicationTypes,
    formTypes: snapshot.formTypes,
    filtered: new Map(),
    searches: new WeightedLru<Int32Array>(SEARCH_CACHE_POSITIONS, (positions) => positions.length + 16),
    answers: new WeightedLru<EncodedBody>(ANSWER_CACHE_BYTES, (answer) => answer.bytes.length + 64),
  };
}
