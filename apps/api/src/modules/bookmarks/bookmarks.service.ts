import { type Bookmark, type BookmarkStateResponse, bestSavings, centsToDollars } from '@arx/contracts';
import { BOOKMARK_MESSAGES } from '@arx/contracts/member-messages';
import type { Database } from '../../db/client';
import { AppError } from '../../errors/app-error';
import {
  type BookmarkRow,
  deleteBookmark,
  deleteBookmarkOfMedication,
  findBookmarkId,
  findBookmarks,
  insertBookmark,
  medicationStatus,
} from './bookmarks.repository';

export function toBookmark(row: BookmarkRow): Bookmark {
  // bestSavings only looks at the highest cash price and the lowest member price, so the two
  // extremes SQL already aggregated give the same answer as every pack would.
  const savings =
    row.maxCashCents === null || row.minMemberCents === null
      ? null
      : bestSavings([
          { cash_price: centsToDollars(row.maxCashCents), member_price: centsToDollars(row.minMemberCents) },
        ]);
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    medication: {
      id: row.medicationId,
      display_name: row.displayName,
      strength: row.strength,
      form: row.form,
      max_cash_price: savings?.max_cash_price ?? null,
      min_membership_price: savings?.min_membership_price ?? null,
      savings_amount: savings?.savings_amount ?? 0,
      savings_percentage: savings?.savings_percentage ?? 0,
      retired: row.retired,
    },
  };
}

// The API's refusals, in English (@arx/contracts/member-messages).
const retired = () => new AppError('conflict', BOOKMARK_MESSAGES.medicationRetired);
const medicationNotFound = () => new AppError('not_found', BOOKMARK_MESSAGES.medicationNotFound);
const bookmarkNotFound = () => new AppError('not_found', BOOKMARK_MESSAGES.bookmarkNotFound);

/**
 * A known medication, retired or not: a member can still see and remove a bookmark of one the
 * catalogue no longer lists, but not make a new one (requireOnSale).
 */
async function requireMedication(db: Database, medicationId: number): Promise<'on_sale' | 'retired'> {
  const status = await medicationStatus(db, medicationId);
  if (status === null) throw medicationNotFound();
  return status;
}

async function requireOnSale(db: Database, medicationId: number): Promise<void> {
  if ((await requireMedication(db, medicationId)) === 'retired') throw retired();
}

export async function listBookmarks(db: Database, userId: number): Promise<Bookmark[]> {
  return (await findBookmarks(db, userId)).map(toBookmark);
}

/**
 * Bookmarks a medication once per member. `created` is false when it was already bookmarked
 * (the existing bookmark is returned). The loop only repeats if the existing row is removed
 * between our insert and our read, which a concurrent delete can do.
 */
export async function addBookmark(
  db: Database,
  userId: number,
  medicationId: number,
): Promise<{ bookmark: Bookmark; created: boolean }> {
  await requireOnSale(db, medicationId);
  for (let attempt = 0; attempt < 3; attempt++) {
    const createdId = await insertBookmark(db, userId, medicationId);
    const id = createdId ?? (await findBookmarkId(db, userId, medicationId));
    if (id === null) continue;
    const [row] = await findBookmarks(db, userId, id);
    if (row) return { bookmark: toBookmark(row), created: createdId !== null };
  }
  throw new AppError('conflict', BOOKMARK_MESSAGES.changedWhileSaving);
}

/** Another member's bookmark id answers exactly like a missing one, so ids reveal nothing. */
export async function removeBookmark(db: Database, userId: number, bookmarkId: number): Promise<void> {
  if (!(await deleteBookmark(db, userId, bookmarkId))) throw bookmarkNotFound();
}

/** Idempotent: removing a medication that was not bookmarked succeeds too. */
export async function removeBookmarkOfMedication(db: Database, userId: number, medicationId: number): Promise<void> {
  await requireMedication(db, medicationId);
  await deleteBookmarkOfMedication(db, userId, medicationId);
}

export async function bookmarkState(
  db: Database,
  userId: number,
  medicationId: number,
): Promise<BookmarkStateResponse> {
  await requireMedication(db, medicationId);
  const id = await findBookmarkId(db, userId, medicationId);
  return { is_bookmarked: id !== null, bookmark_id: id };
}

/** Deletes first: when something was deleted the toggle is done without a separate read. */
export async function toggleBookmark(
  db: Database,
  userId: number,
  medicationId: number,
): Promise<BookmarkStateResponse> {
  const status = await requireMedication(db, medicationId);
  if (await deleteBookmarkOfMedication(db, userId, medicationId)) return { is_bookmarked: false, bookmark_id: null };
  if (status === 'retired') throw retired();
  const id = (await insertBookmark(db, userId, medicationId)) ?? (await findBookmarkId(db, userId, medicationId));
  return { is_bookmarked: id !== null, bookmark_id: id };
}
