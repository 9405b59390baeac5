import { and, desc, eq, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditEvents } from '../../db/schema';

export type AuditRecord = typeof auditEvents.$inferSelect;

/** Who acted: the operator's account and their e-mail as it was then. */
export type Operator = { userId: number; email: string };

export type AuditEntry = {
  /** `member.refund`, `faq.update`, …: the area, then what was done. */
  action: string;
  /** The member it concerns, when it concerns one. */
  memberUserId?: number | null;
  subjectType: string;
  subjectId?: string | number | null;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
};

/**
 * Records an operator's action (docs/decisions/0016-back-office.md). Pass the transaction of the
 * change, so the entry exists if and only if the change does. Ids, statuses and amounts only:
 * never a date of birth, an address or a member's medications.
 */
export async function recordAudit(db: Database, operator: Operator, entry: AuditEntry): Promise<AuditRecord> {
  const [row] = await db
    .insert(auditEvents)
    .values({
      // Kept to the millisecond: the audit log's page cursor is a JavaScript Date, and an entry in
      // the same millisecond as a page's last one, but a few microseconds older, would otherwise
      // fall between the pages.
      at: sql`date_trunc('milliseconds', now())`,
      operatorUserId: operator.userId,
      operatorEmail: operator.email,
      action: entry.action,
      memberUserId: entry.memberUserId ?? null,
      subjectType: entry.subjectType,
      subjectId: entry.subjectId == null ? null : String(entry.subjectId),
      before: entry.before ?? null,
      after: entry.after ?? null,
      reason: entry.reason ?? null,
    })
    .returning();
  return row as AuditRecord;
}

export type AuditFilters = {
  operatorUserId?: number | undefined;
  /** The e-mail the entry recorded for its operator, matched whole, in any case. */
  operatorEmail?: string | undefined;
  memberUserId?: number | undefined;
  /** Entries about any of these members (a search by member ID, e-mail or name found them). */
  memberUserIds?: number[] | undefined;
  /**
   * Exact actions or areas, any of them: `member` matches `member.refund`, `member.cancel`, …;
   * several are given separated by commas ("member.refund, faq").
   */
  action?: string | undefined;
  /** The last entry of the page before: entries older than it come next. */
  before?: { at: Date; id: number } | undefined;
  limit: number;
};

/** Newest first, filtered, one page at a time (keyset: stable while entries are added). */
export async function listAudit(db: Database, filters: AuditFilters): Promise<AuditRecord[]> {
  const conditions: SQL[] = [];
  if (filters.operatorUserId) conditions.push(eq(auditEvents.operatorUserId, filters.operatorUserId));
  if (filters.operatorEmail) {
    conditions.push(sql`lower(${auditEvents.operatorEmail}) = ${filters.operatorEmail.toLowerCase()}`);
  }
  if (filters.memberUserId) conditions.push(eq(auditEvents.memberUserId, filters.memberUserId));
  if (filters.memberUserIds) conditions.push(inArray(auditEvents.memberUserId, filters.memberUserIds));
  if (filters.action) {
    const kinds = filters.action.split(',').map((kind) => kind.trim());
    conditions.push(
      or(
        ...kinds.map((kind) =>
          kind.includes('.')
            ? eq(auditEvents.action, kind)
            : (or(eq(auditEvents.action, kind), likePrefix(kind)) as SQL),
        ),
      ) as SQL,
    );
  }
  if (filters.before) {
    const { at, id } = filters.before;
    conditions.push(or(lt(auditEvents.at, at), and(eq(auditEvents.at, at), lt(auditEvents.id, id))) as SQL);
  }
  return db
    .select()
    .from(auditEvents)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(auditEvents.at), desc(auditEvents.id))
    .limit(filters.limit);
}

/** `area.%`, with the area's own wildcard characters taken literally. */
function likePrefix(area: string): SQL {
  const escaped = area.replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql`${auditEvents.action} like ${`${escaped}.%`}`;
}
