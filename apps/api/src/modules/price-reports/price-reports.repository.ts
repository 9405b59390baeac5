import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { fills, medications, memberships, priceReports, pricings, users } from '../../db/schema';

/**
 * Price reports. A member's queries name the owner (the household's card holder), so another
 * household's report or fill is never read: its id answers like one that does not exist.
 */

export type PriceReportRecord = typeof priceReports.$inferSelect;
export type NewPriceReport = Omit<
  typeof priceReports.$inferInsert,
  'id' | 'ownerUserId' | 'status' | 'answer' | 'answeredByUserId' | 'answeredAt' | 'createdAt' | 'updatedAt'
>;

export async function insertPriceReport(
  db: Database,
  ownerUserId: number,
  report: NewPriceReport,
): Promise<PriceReportRecord> {
  const [row] = await db
    .insert(priceReports)
    .values({ ...report, ownerUserId })
    .returning();
  return row!;
}

/** The owner's reports, newest first. */
export async function findOwnPriceReports(db: Database, ownerUserId: number): Promise<PriceReportRecord[]> {
  return db
    .select()
    .from(priceReports)
    .where(eq(priceReports.ownerUserId, ownerUserId))
    .orderBy(desc(priceReports.createdAt), desc(priceReports.id));
}

/** How many of the owner's reports wait for an answer (the owner index serves it). */
export async function countOpenPriceReports(db: Database, ownerUserId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(priceReports)
    .where(and(eq(priceReports.ownerUserId, ownerUserId), eq(priceReports.status, 'open')));
  return row?.n ?? 0;
}

/** The owner's fill, with what a report copies of it; null for another household's. */
export async function findOwnFill(db: Database, ownerUserId: number, fillId: number) {
  const [row] = await db
    .select({
      medicationId: fills.medicationId,
      medicationName: fills.medicationName,
      packLabel: fills.packLabel,
      cataloguePack: fills.cataloguePack,
      pricePaidCents: fills.pricePaidCents,
    })
    .from(fills)
    .where(and(eq(fills.ownerUserId, ownerUserId), eq(fills.id, fillId)));
  return row ?? null;
}

/** What names a pack (its label is made of these) and prices it. */
const PACK_COLUMNS = {
  quantity: pricings.quantity,
  quantityUnit: pricings.quantityUnit,
  daySupply: pricings.daySupply,
  cashCents: pricings.cashCents,
  savingsCents: pricings.savingsCents,
};

/** A pack of a catalogue medication with its prices, or null when that pack is not its. */
export async function findPack(db: Database, medicationId: number, pricingId: number) {
  const [row] = await db
    .select({
      displayName: medications.displayName,
      strength: medications.strength,
      form: medications.form,
      ...PACK_COLUMNS,
    })
    .from(pricings)
    .innerJoin(medications, eq(medications.id, pricings.medicationId))
    .where(and(eq(pricings.id, pricingId), eq(pricings.medicationId, medicationId)));
  return row ?? null;
}

/** A catalogue medication's packs with their prices: a fill names its pack by label. */
export async function findPacksOf(db: Database, medicationId: number) {
  return db.select(PACK_COLUMNS).from(pricings).where(eq(pricings.medicationId, medicationId));
}

export type ReportWithReporter = PriceReportRecord & { reporterEmail: string; memberNumber: string | null };

/** The report with its reporter's e-mail and the card holder's member number (none before a card). */
const withReporter = (db: Database) =>
  db
    .select({ report: priceReports, reporterEmail: users.email, memberNumber: memberships.memberNumber })
    .from(priceReports)
    .innerJoin(users, eq(users.id, priceReports.ownerUserId))
    .leftJoin(memberships, and(eq(memberships.ownerUserId, priceReports.ownerUserId), eq(memberships.sequence, 1)));

type JoinedRow = { report: PriceReportRecord; reporterEmail: string; memberNumber: string | null };
const flatten = (r: JoinedRow): ReportWithReporter => ({
  ...r.report,
  reporterEmail: r.reporterEmail,
  memberNumber: r.memberNumber,
});

/** Where a page of the back office's list ended: its last report's status, creation time and id. */
export type PriceReportCursor = { status: 'open' | 'answered'; createdAt: string; id: number };
export type ReportInList = ReportWithReporter & { position: PriceReportCursor };

/**
 * The creation time as text to the microsecond, as PostgreSQL keeps it: a cursor cut to a
 * JavaScript Date's milliseconds would put the page's last report on the next page too.
 */
const createdAtText = sql<string>`to_char(${priceReports.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Reports after the cursor in the list's order: status descending, then created_at and id ascending. */
const after = (c: PriceReportCursor) =>
  sql`(${priceReports.status} < ${c.status} or (${priceReports.status} = ${c.status} and (${priceReports.createdAt}, ${priceReports.id}) > (${c.createdAt}::timestamptz, ${c.id}::integer)))`;

/**
 * For the back office, a page at a time: open reports first, oldest first (so nobody waits
 * longest), then the answered ones. Keyset paging, so answering a report on one page neither
 * skips nor repeats one on the next; the status index serves a single status.
 */
export async function findPriceReportPage(
  db: Database,
  status: 'open' | 'answered' | 'all',
  cursor: PriceReportCursor | undefined,
  limit: number,
  ownerUserId?: number,
): Promise<ReportInList[]> {
  const rows = await db
    .select({
      report: priceReports,
      reporterEmail: users.email,
      memberNumber: memberships.memberNumber,
      createdAt: createdAtText,
    })
    .from(priceReports)
    .innerJoin(users, eq(users.id, priceReports.ownerUserId))
    .leftJoin(memberships, and(eq(memberships.ownerUserId, priceReports.ownerUserId), eq(memberships.sequence, 1)))
    .where(
      and(
        status === 'all' ? undefined : eq(priceReports.status, status),
        ownerUserId === undefined ? undefined : eq(priceReports.ownerUserId, ownerUserId),
        cursor ? after(cursor) : undefined,
      ),
    )
    .orderBy(
      // 'answered' > 'open' descending puts the open ones first when both are listed.
      desc(priceReports.status),
      asc(priceReports.createdAt),
      asc(priceReports.id),
    )
    .limit(limit);
  return rows.map((r) => ({
    ...flatten(r),
    position: { status: r.report.status, createdAt: r.createdAt, id: r.report.id },
  }));
}

export async function findPriceReportById(db: Database, id: number): Promise<ReportWithReporter | null> {
  const [row] = await withReporter(db).where(eq(priceReports.id, id));
  return row ? flatten(row) : null;
}

export async function writePriceReportAnswer(
  db: Database,
  id: number,
  answer: { answer: string; answeredByUserId: number },
): Promise<PriceReportRecord | null> {
  const now = new Date();
  const [row] = await db
    .update(priceReports)
    .set({ ...answer, status: 'answered', answeredAt: now, updatedAt: now })
    .where(eq(priceReports.id, id))
    .returning();
  return row ?? null;
}
