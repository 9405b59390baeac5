import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { medications, pricings } from '../../../db/schema';
import { type MedicationGroup, type MedicationValues, pricingKey, sameMedication } from './catalog-file';
import type { CatalogRow } from './catalog-row';

export type ApplyCounts = { created: number; updated: number; unchanged: number };
export type ApplyReport = {
  medications: ApplyCounts;
  pricings: ApplyCounts;
  /** Medications the file no longer lists, now retired (only when replacing). */
  retired: number;
  /** Packs the file no longer lists, now deleted (only when replacing). */
  deletedPricings: number;
  /** Whether anything was written. */
  changed: boolean;
};

type MedicationRecord = typeof medications.$inferSelect;
type PricingRecord = typeof pricings.$inferSelect;

const BATCH = 1000;

/**
 * Writes a checked file's medications and pricings inside the caller's transaction. What it
 * lists is added or updated, and a retired medication it lists again is back on sale. With
 * `replace` the file is the whole catalogue: medications it does not list are retired (never
 * deleted: bookmarks name them) and packs it does not list are deleted. Without, nothing else
 * is touched.
 */
export async function applyCatalog(
  tx: Database,
  groups: Map<string, MedicationGroup>,
  { replace }: { replace: boolean },
): Promise<ApplyReport> {
  const report: ApplyReport = {
    medications: { created: 0, updated: 0, unchanged: 0 },
    pricings: { created: 0, updated: 0, unchanged: 0 },
    retired: 0,
    deletedPricings: 0,
    changed: false,
  };
  const existing = new Map<string, MedicationRecord>();
  for (const m of replace ? await tx.select().from(medications) : await selectMedications(tx, [...groups.keys()]))
    existing.set(m.catalogKey, m);

  const toWrite: MedicationValues[] = [];
  for (const [key, group] of groups) {
    const current = existing.get(key);
    if (!current) report.medications.created++;
    else if (sameMedication(current, group.values) && current.retiredAt === null) {
      report.medications.unchanged++;
      continue;
    } else report.medications.updated++;
    toWrite.push(group.values);
  }
  const idByKey = new Map<string, number>([...existing].map(([key, m]) => [key, m.id]));
  for (const chunk of chunks(toWrite, BATCH)) {
    const written = await tx
      .insert(medications)
      .values(chunk)
      .onConflictDoUpdate({
        target: medications.catalogKey,
        set: {
          displayName: sql`excluded.display_name`,
          brandName: sql`excluded.brand_name`,
          genericName: sql`excluded.generic_name`,
          strength: sql`excluded.strength`,
          form: sql`excluded.form`,
          medicationType: sql`excluded.medication_type`,
          fullDescription: sql`excluded.full_description`,
          highlighted: sql`excluded.highlighted`,
          searchText: sql`excluded.search_text`,
          retiredAt: sql`excluded.retired_at`,
          updatedAt: sql`now()`,
        },
      })
      .returning({ id: medications.id, catalogKey: medications.catalogKey });
    for (const m of written) idByKey.set(m.catalogKey, m.id);
  }

  const existingPricings = new Map<string, PricingRecord>();
  const found = replace
    ? await tx.select().from(pricings)
    : await selectPricings(
        tx,
        [...groups.keys()].flatMap((key) => existing.get(key)?.id ?? []),
      );
  for (const p of found) existingPricings.set(packOf(p.medicationId, p.quantity, p.quantityUnit, p.daySupply), p);

  const listedPacks = new Set<string>();
  const pricingWrites: (typeof pricings.$inferInsert)[] = [];
  for (const { key, row } of allRows(groups)) {
    const medicationId = idByKey.get(key) as number;
    const pack = packOf(medicationId, row.quantity, row.quantity_unit, row.day_supply);
    listedPacks.add(pack);
    const values = {
      medicationId,
      quantity: row.quantity,
      quantityUnit: row.quantity_unit,
      daySupply: row.day_supply,
      cashCents: row.cash_price,
      competitorCents: row.competitor_price,
      savingsCents: row.cash_price - row.member_price,
    };
    const current = existingPricings.get(pack);
    if (!current) report.pricings.created++;
    else if (
      current.cashCents === values.cashCents &&
      current.competitorCents === values.competitorCents &&
      current.savingsCents === values.savingsCents
    ) {
      report.pricings.unchanged++;
      continue;
    } else report.pricings.updated++;
    pricingWrites.push(values);
  }
  for (const chunk of chunks(pricingWrites, BATCH)) {
    await tx
      .insert(pricings)
      .values(chunk)
      .onConflictDoUpdate({
        target: [pricings.medicationId, pricings.quantity, pricings.quantityUnit, pricings.daySupply],
        set: {
          cashCents: sql`excluded.cash_cents`,
          competitorCents: sql`excluded.competitor_cents`,
          savingsCents: sql`excluded.savings_cents`,
          updatedAt: sql`now()`,
        },
      });
  }

  if (replace) {
    const retire = [...existing.values()].filter((m) => m.retiredAt === null && !groups.has(m.catalogKey));
    for (const chunk of chunks(retire, BATCH)) {
      await tx
        .update(medications)
        .set({ retiredAt: sql`now()`, updatedAt: sql`now()` })
        .where(
          inArray(
            medications.id,
            chunk.map((m) => m.id),
          ),
        );
    }
    report.retired = retire.length;
    const unlisted = [...existingPricings].filter(([pack]) => !listedPacks.has(pack)).map(([, p]) => p.id);
    for (const chunk of chunks(unlisted, BATCH)) await tx.delete(pricings).where(inArray(pricings.id, chunk));
    report.deletedPricings = unlisted.length;
  }
  report.changed = toWrite.length + pricingWrites.length + report.retired + report.deletedPricings > 0;
  return report;
}

async function selectMedications(tx: Database, keys: string[]): Promise<MedicationRecord[]> {
  const out: MedicationRecord[] = [];
  for (const chunk of chunks(keys, BATCH))
    out.push(...(await tx.select().from(medications).where(inArray(medications.catalogKey, chunk))));
  return out;
}

async function selectPricings(tx: Database, medicationIds: number[]): Promise<PricingRecord[]> {
  const out: PricingRecord[] = [];
  for (const chunk of chunks(medicationIds, BATCH))
    out.push(...(await tx.select().from(pricings).where(inArray(pricings.medicationId, chunk))));
  return out;
}

function packOf(medicationId: number, quantity: number, unit: string, daySupply: number | null): string {
  return `${medicationId}#${pricingKey(quantity, unit, daySupply)}`;
}

function* allRows(groups: Map<string, MedicationGroup>): Generator<{ key: string; row: CatalogRow }> {
  for (const [key, group] of groups) for (const row of group.rows) yield { key, row };
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
