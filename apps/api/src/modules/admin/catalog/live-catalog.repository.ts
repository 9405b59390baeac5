import { eq, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { catalogState, medications, pricings } from '../../../db/schema';
import { withTransaction } from '../../../db/transaction';
import { readCatalogVersion } from '../../medications';

export type LivePack = {
  quantity: number;
  quantityUnit: string;
  daySupply: number | null;
  cashCents: number;
  competitorCents: number | null;
  savingsCents: number;
};
export type LiveMedication = typeof medications.$inferSelect & { packs: LivePack[] };
/** The catalogue members see now (retired medications left out), and its version. */
export type LiveCatalog = { version: number; medications: Map<string, LiveMedication> };

/** In the caller's transaction, or in a read-only snapshot of its own so version and rows agree. */
export async function loadLiveCatalog(db: Database, { inTransaction = false } = {}): Promise<LiveCatalog> {
  const read = async (tx: Database): Promise<LiveCatalog> => {
    const version = await readCatalogVersion(tx);
    const rows = await tx.select().from(medications).where(isNull(medications.retiredAt));
    const byId = new Map<number, LiveMedication>(rows.map((m) => [m.id, { ...m, packs: [] }]));
    const packs = await tx
      .select({
        medicationId: pricings.medicationId,
        quantity: pricings.quantity,
        quantityUnit: pricings.quantityUnit,
        daySupply: pricings.daySupply,
        cashCents: pricings.cashCents,
        competitorCents: pricings.competitorCents,
        savingsCents: pricings.savingsCents,
      })
      .from(pricings)
      .innerJoin(medications, eq(medications.id, pricings.medicationId))
      .where(isNull(medications.retiredAt));
    for (const { medicationId, ...pack } of packs) byId.get(medicationId)?.packs.push(pack);
    return { version, medications: new Map([...byId.values()].map((m) => [m.catalogKey, m])) };
  };
  if (inTransaction) return read(db);
  return withTransaction(db, read, { isolationLevel: 'repeatable read', accessMode: 'read only' });
}

/**
 * The catalogue's version, locked until the transaction ends so two publishes cannot both pass
 * the version check: the second waits, then sees the first's new version.
 */
export async function lockCatalogVersion(tx: Database): Promise<number> {
  await tx.insert(catalogState).values({ id: 1, version: 0 }).onConflictDoNothing();
  const [state] = await tx
    .select({ version: catalogState.version })
    .from(catalogState)
    .where(eq(catalogState.id, 1))
    .for('update');
  return state?.version ?? 0;
}
