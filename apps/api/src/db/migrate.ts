import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { findApiPath } from '../lib/paths';
import type { DatabaseHandle } from './client';

/** An arbitrary constant: the advisory lock every instance takes before migrating. */
const MIGRATION_LOCK_ID = 7_204_118;

/** The migrations folder, apps/api/drizzle, shared by both drivers. */
export function migrationsFolder(): string {
  return path.dirname(path.dirname(findApiPath('drizzle/meta/_journal.json')));
}

/**
 * Applies pending migrations. On PostgreSQL it holds a session advisory lock so that several
 * instances starting together migrate once; the others wait and then find nothing to do.
 */
export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  const folder = migrationsFolder();
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: folder });
    return;
  }
  const db = handle.db as unknown as NodePgDatabase;
  await db.transaction(async (tx) => {
    // Transaction-scoped lock: released on commit or rollback even if the process dies.
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_ID})`);
    await migratePg(tx as unknown as NodePgDatabase, { migrationsFolder: folder });
  });
}
