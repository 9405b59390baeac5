import type { AdminCatalogCounts } from '@arx/contracts/admin';
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client';
import { catalogUploads, users } from '../../../db/schema';

/** An upload without its file, with the e-mails of who uploaded and published it. */
export type UploadRecord = {
  id: number;
  fileName: string;
  rowCount: number;
  uploadedAt: Date;
  uploadedBy: string | null;
  counts: AdminCatalogCounts;
  publishedAt: Date | null;
  publishedBy: string | null;
  rollbackOf: number | null;
};

const uploader = alias(users, 'uploader');
const publisher = alias(users, 'publisher');

function selectUploads(db: Database) {
  return db
    .select({
      id: catalogUploads.id,
      fileName: catalogUploads.fileName,
      rowCount: catalogUploads.rowCount,
      uploadedAt: catalogUploads.uploadedAt,
      uploadedBy: uploader.email,
      counts: catalogUploads.counts,
      publishedAt: catalogUploads.publishedAt,
      publishedBy: publisher.email,
      rollbackOf: catalogUploads.rollbackOf,
    })
    .from(catalogUploads)
    .leftJoin(uploader, eq(uploader.id, catalogUploads.uploadedBy))
    .leftJoin(publisher, eq(publisher.id, catalogUploads.publishedBy));
}

export type NewUpload = {
  fileName: string;
  csv: string;
  rowCount: number;
  uploadedBy: number;
  counts: AdminCatalogCounts;
  rollbackOf?: number;
};

export async function insertUpload(db: Database, upload: NewUpload): Promise<number> {
  const [row] = await db.insert(catalogUploads).values(upload).returning({ id: catalogUploads.id });
  return (row as { id: number }).id;
}

/** Newest first. */
export async function findUploads(db: Database, limit: number): Promise<UploadRecord[]> {
  return selectUploads(db).orderBy(desc(catalogUploads.uploadedAt), desc(catalogUploads.id)).limit(limit);
}

export async function findUpload(db: Database, id: number): Promise<UploadRecord | null> {
  const [row] = await selectUploads(db).where(eq(catalogUploads.id, id));
  return row ?? null;
}

/** The file as uploaded, for download or to publish again. */
export async function findUploadFile(
  db: Database,
  id: number,
  { lock = false } = {},
): Promise<{ fileName: string; csv: string; rowCount: number; publishedAt: Date | null } | null> {
  const query = db
    .select({
      fileName: catalogUploads.fileName,
      csv: catalogUploads.csv,
      rowCount: catalogUploads.rowCount,
      publishedAt: catalogUploads.publishedAt,
    })
    .from(catalogUploads)
    .where(eq(catalogUploads.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Deletes the upload if it is a draft (never published); its name and size, or null when it is not one. */
export async function deleteDraft(db: Database, id: number): Promise<{ fileName: string; rowCount: number } | null> {
  const [row] = await db
    .delete(catalogUploads)
    .where(and(eq(catalogUploads.id, id), isNull(catalogUploads.publishedAt)))
    .returning({ fileName: catalogUploads.fileName, rowCount: catalogUploads.rowCount });
  return row ?? null;
}

/** The upload published most recently: the one the live catalogue came from. */
export async function findLiveUploadId(db: Database): Promise<number | null> {
  const [row] = await db
    .select({ id: catalogUploads.id })
    .from(catalogUploads)
    .where(isNotNull(catalogUploads.publishedAt))
    .orderBy(sql`${catalogUploads.publishedAt} desc nulls last`, desc(catalogUploads.id))
    .limit(1);
  return row?.id ?? null;
}

export async function markPublished(
  db: Database,
  id: number,
  publishedBy: number,
  counts: AdminCatalogCounts,
): Promise<void> {
  await db
    .update(catalogUploads)
    .set({ publishedAt: sql`now()`, publishedBy, counts })
    .where(eq(catalogUploads.id, id));
}
