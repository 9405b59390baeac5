import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { bookmarks, medications, pricings } from '../../db/schema';

/** A bookmark with its medication and the price extremes over all of that medication's packs. */
export type BookmarkRow = {
  id: number;
  createdAt: Date;
  medicationId: number;
  displayName: string;
  strength: string;
  form: string;
  /** Retired by a published catalogue (and so without packs). */
  retired: boolean;
  /** Null when the medication has no pricings. */
  maxCashCents: number | null;
  minMemberCents: number | null;
};

function selectBookmarks(db: Database, ...conditions: SQL[]) {
  return db
    .select({
      id: bookmarks.id,
      createdAt: bookmarks.createdAt,
      medicationId: medications.id,
      displayName: medications.displayName,
      strength: medications.strength,
      form: medications.form,
      retired: sql<boolean>`${medications.retiredAt} is not null`,
      maxCashCents: sql<number | null>`max(${pricings.cashCents})`.mapWith(Number),
      // The member price is derived (cash − savings), never stored (see the pricings table).
      minMemberCents: sql<number | null>`min(${pricings.cashCents} - ${pricings.savingsCents})`.mapWith(Number),
    })
    .from(bookmarks)
    .innerJoin(medications, eq(medications.id, bookmarks.medicationId))
    .leftJoin(pricings, eq(pricings.medicationId, medications.id))
    .where(and(...conditions))
    .groupBy(bookmarks.id, medications.id)
    .orderBy(desc(bookmarks.createdAt), desc(bookmarks.id));
}

// The dashboard's list: built once (see preparedPerDatabase).
const bookmarkListQuery = preparedPerDatabase((db) =>
  selectBookmarks(db, eq(bookmarks.userId, sql.placeholder('userId'))).prepare('bookmark_list'),
);

/**
 * The caller's bookmarks (or one of them), newest first, in one query: the price extremes are
 * aggregated in SQL so the list costs the same for 1 or 500 bookmarks (no query per medication).
 */
export async function findBookmarks(db: Database, userId: number, bookmarkId?: number): Promise<BookmarkRow[]> {
  if (bookmarkId === undefined) return bookmarkListQuery(db).execute({ userId });
  return selectBookmarks(db, eq(bookmarks.userId, userId), eq(bookmarks.id, bookmarkId));
}

/** Whether the medication is on sale, retired by a published catalogue, or unknown (null). */
export async function medicationStatus(db: Database, medicationId: number): Promise<'on_sale' | 'retired' | null> {
  const [row] = await db
    .select({ retiredAt: medications.retiredAt })
    .from(medications)
    .where(eq(medications.id, medicationId));
  if (!row) return null;
  return row.retiredAt === null ? 'on_sale' : 'retired';
}

export async function findBookmarkId(db: Database, userId: number, medicationId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: bookmarks.id })
    .from(bookmarks)
    .where(and(eq(bookmarks.userId, userId), eq(bookmarks.medicationId, medicationId)));
  return row?.id ?? null;
}

/**
 * Inserts the bookmark unless the member already has it; the unique (user, medication)
 * constraint decides, so concurrent requests never make two rows. Returns the new id, or null
 * when it already existed.
 */
export async function insertBookmark(db: Database, userId: number, medicationId: number): Promise<number | null> {
  const [row] = await db
    .insert(bookmarks)
    .values({ userId, medicationId })
    .onConflictDoNothing({ target: [bookmarks.userId, bookmarks.medicationId] })
    .returning({ id: bookmarks.id });
  return row?.id ?? null;
}

/** Deletes one of the member's bookmarks; false when that id is not theirs (or does not exist). */
export async function deleteBookmark(db: Database, userId: number, bookmarkId: number): Promise<boolean> {
  const rows = await db
    .delete(bookmarks)
    .where(and(eq(bookmarks.id, bookmarkId), eq(bookmarks.userId, userId)))
    .returning({ id: bookmarks.id });
  return rows.length > 0;
}

/** Deletes the member's bookmark of a medication; true when there was one. */
export async function deleteBookmarkOfMedication(db: Database, userId: number, medicationId: number): Promise<boolean> {
  const rows = await db
    .delete(bookmarks)
    .where(and(eq(bookmarks.userId, userId), eq(bookmarks.medicationId, medicationId)))
    .returning({ id: bookmarks.id });
  return rows.length > 0;
}
