import type { PgTransactionConfig } from 'drizzle-orm/pg-core';
import type { Database } from './client';

/**
 * Runs `work` in one transaction and hands it the transaction typed as a `Database`: a Drizzle
 * transaction is a database object (plus `rollback()`), so every repository function works the
 * same inside a transaction and out, and no call site needs a cast to say so.
 */
export function withTransaction<T>(
  db: Database,
  work: (tx: Database) => Promise<T>,
  config?: PgTransactionConfig,
): Promise<T> {
  return db.transaction(work, config);
}
