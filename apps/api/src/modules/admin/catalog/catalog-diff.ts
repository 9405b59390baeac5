import {
  type AdminCatalogChangeCounts,
  type AdminCatalogDiff,
  type AdminCatalogPriceChange,
  CATALOG_LIST_LIMIT,
} from '@arx/contracts/admin';
import { type CatalogFile, differentFields, pricingKey } from '../../medications';
import type { LiveCatalog, LivePack } from './live-catalog.repository';

type Named = { displayName: string; strength: string; form: string };
type Price = { retail_cents: number; member_cents: number };

/** How a changed medication names a change of its packs among its changed fields. */
export const PACKS_FIELD = 'packs';

const zero = (): AdminCatalogChangeCounts => ({ added: 0, changed: 0, removed: 0, unchanged: 0 });
/** "Atorvastatin 20 mg tablet" */
const nameOf = (m: Named) => `${m.displayName} ${m.strength} ${m.form}`;
/** "30 tablets · 30 days" */
const packLabel = (p: Pick<LivePack, 'quantity' | 'quantityUnit' | 'daySupply'>) =>
  `${p.quantity} ${p.quantityUnit}${p.daySupply === null ? '' : ` · ${p.daySupply} days`}`;
/** Plain code-point order: a first upload lists every pack, and localeCompare is slow over 100,000 of them. */
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const byName = (a: { name: string }, b: { name: string }) => compareText(a.name, b.name);

/**
 * What publishing `file` would change in `live`: medications added (a retired one listed again
 * counts as added), changed (with the fields that differ) and removed (on sale now, absent from
 * the file), and every pack's price change with the member price (cash − savings) before and
 * after. Lists are capped at CATALOG_LIST_LIMIT; the counts are always whole.
 */
export function computeCatalogDiff(file: CatalogFile, live: LiveCatalog): AdminCatalogDiff {
  const medicationCounts = zero();
  const packCounts = zero();
  const added: AdminCatalogDiff['medications_added'] = [];
  const changed: AdminCatalogDiff['medications_changed'] = [];
  const removed: AdminCatalogDiff['medications_removed'] = [];
  const priceChanges: AdminCatalogPriceChange[] = [];

  for (const [key, group] of file.groups) {
    const current = live.medications.get(key);
    const name = nameOf(group.values);
    const packChangesBefore = priceChanges.length;
    const livePacks = new Map(
      (current?.packs ?? []).map((p) => [pricingKey(p.quantity, p.quantityUnit, p.daySupply), p]),
    );
    for (const row of group.rows) {
      const packKey = pricingKey(row.quantity, row.quantity_unit, row.day_supply);
      const before = livePacks.get(packKey);
      livePacks.delete(packKey);
      const after = { retail_cents: row.cash_price, member_cents: row.member_price };
      const pack = packLabel({ quantity: row.quantity, quantityUnit: row.quantity_unit, daySupply: row.day_supply });
      if (!before) {
        packCounts.added++;
        priceChanges.push({
          catalog_key: key,
          name,
          pack,
          change: 'added',
          before: null,
          after,
          member_delta_cents: 0,
        });
      } else if (
        before.cashCents !== row.cash_price ||
        before.savingsCents !== row.cash_price - row.member_price ||
        before.competitorCents !== row.competitor_price
      ) {
        packCounts.changed++;
        const was = priceOf(before);
        priceChanges.push({
          catalog_key: key,
          name,
          pack,
          change: 'changed',
          before: was,
          after,
          member_delta_cents: after.member_cents - was.member_cents,
        });
      } else packCounts.unchanged++;
    }
    // Packs the file no longer prices are deleted.
    for (const gone of livePacks.values()) {
      packCounts.removed++;
      priceChanges.push(removedPack(key, name, gone));
    }
    if (!current) {
      medicationCounts.added++;
      added.push({ catalog_key: key, name, fields: [] });
      continue;
    }
    // A medication whose packs alone changed (a price, a pack added or dropped) is changed too.
    const fields = [
      ...differentFields(current, group.values),
      ...(priceChanges.length > packChangesBefore ? [PACKS_FIELD] : []),
    ];
    if (fields.length > 0) {
      medicationCounts.changed++;
      changed.push({ catalog_key: key, name, fields });
    } else medicationCounts.unchanged++;
  }

  for (const [key, current] of live.medications) {
    if (file.groups.has(key)) continue;
    medicationCounts.removed++;
    const name = nameOf(current);
    removed.push({ catalog_key: key, name, fields: [] });
    for (const gone of current.packs) {
      packCounts.removed++;
      priceChanges.push(removedPack(key, name, gone));
    }
  }

  return {
    catalog_version: live.version,
    counts: { medications: medicationCounts, packs: packCounts },
    medications_added: capped(added.sort(byName)),
    medications_changed: capped(changed.sort(byName)),
    medications_removed: capped(removed.sort(byName)),
    price_changes: capped(priceChanges.sort(comparePriceChanges)),
  };
}

function priceOf(pack: LivePack): Price {
  return { retail_cents: pack.cashCents, member_cents: pack.cashCents - pack.savingsCents };
}

function removedPack(key: string, name: string, pack: LivePack): AdminCatalogPriceChange {
  return {
    catalog_key: key,
    name,
    pack: packLabel(pack),
    change: 'removed',
    before: priceOf(pack),
    after: null,
    member_delta_cents: 0,
  };
}

const CHANGE_ORDER = { changed: 0, added: 1, removed: 2 } as const;

/** Changed packs first, the largest member-price change (either way) first; then added, then removed. */
function comparePriceChanges(a: AdminCatalogPriceChange, b: AdminCatalogPriceChange): number {
  return (
    CHANGE_ORDER[a.change] - CHANGE_ORDER[b.change] ||
    Math.abs(b.member_delta_cents) - Math.abs(a.member_delta_cents) ||
    compareText(a.name, b.name) ||
    compareText(a.pack, b.pack)
  );
}

function capped<T>(items: T[]): T[] {
  return items.length > CATALOG_LIST_LIMIT ? items.slice(0, CATALOG_LIST_LIMIT) : items;
}
