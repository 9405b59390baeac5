import { and, asc, desc, eq } from 'drizzle-orm';
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

/** The owner's fill, with what a report copies of it; null for another household's. */
export async function findOwnFill(db: Database, ownerUserId: number, fillId: number) {
  const [row] = await db
    .select({
      medicationId: fills.medicationId,
      medicationName: fills.medicationName,
      packLabel: fills.packLabel,
      pricePaidCents: fills.pricePaidCents,
    })
    .from(fills)
    .where(and(eq(fills.ownerUserId, ownerUserId), eq(fills.id, fillId)));
  return row ?? null;
}

/** A pack of a catalogue medication with its prices, or null when that pack is not its. */
export async function findPack(db: Database, medicationId: number, pricingId: number) {
  const [row] = await db
    .select({
      displayName: medications.displayName,
      strength: medications.strength,
      form: medications.form,
      quantity: pricings.quantity,
      quantityUnit: pricings.quantityUnit,
      daySupply: pricings.daySupply,
      cashCents: pricings.cashCents,
      savingsCents: pricings.savingsCents,
    })
    .from(pricings)
    .innerJoin(medications, eq(medications.id, pricings.medicationId))
    .where(and(eq(pricings.id, pricingId), eq(pricings.medicationId, medicationId)));
  return row ?? null;
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

/** For the back office: open reports oldest first, answered ones newest answered first. */
export async function findPriceReportsByStatus(
  db: Database,
  status: 'open' | 'answered' | 'all',
): Promise<ReportWithReporter[]> {
  const rows = await withReporter(db)
    .where(status === 'all' ? undefined : eq(priceReports.status, status))
    .orderBy(
      // 'answered' > 'open' descending puts the open ones first when both are listed.
      desc(priceReports.status),
      asc(priceReports.createdAt),
      asc(priceReports.id),
    );
  return rows.map(flatten);
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
