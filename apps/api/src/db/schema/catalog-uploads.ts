import type { AdminCatalogCounts } from '@arx/contracts/admin';
import { type AnyPgColumn, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './sign-in';

/**
 * Catalogue files an operator uploaded in the back office (docs/decisions/0016-back-office.md),
 * kept whole so any published one can be published again (a roll back) or downloaded. A draft
 * has no published_at; `counts` is what it changed when published, or would have changed when
 * it was uploaded.
 */
export const catalogUploads = pgTable(
  'catalog_uploads',
  {
    id: serial('id').primaryKey(),
    fileName: text('file_name').notNull(),
    csv: text('csv').notNull(),
    rowCount: integer('row_count').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    counts: jsonb('counts').$type<AdminCatalogCounts>().notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    publishedBy: integer('published_by').references(() => users.id, { onDelete: 'set null' }),
    /** The upload whose file this one published again. */
    rollbackOf: integer('rollback_of').references((): AnyPgColumn => catalogUploads.id),
  },
  (t) => [
    index('catalog_uploads_uploaded_at_idx').on(t.uploadedAt.desc(), t.id.desc()),
    index('catalog_uploads_published_at_idx').on(t.publishedAt.desc(), t.id.desc()),
  ],
);
