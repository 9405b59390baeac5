import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { findApiPath } from '../lib/paths';
import type { Database, DatabaseHandle } from './client';
import { withTransaction } from './transaction';

/** Arbitrary constants: the advisory locks every instance takes before migrating and seeding. */
const MIGRATION_LOCK_ID = 7_204_118;
const SEED_LOCK_ID = 7_204_119;

/** The migrations folder, apps/api/drizzle, shared by both drivers. */
export function migrationsFolder(): string {
  return path.dirname(path.dirname(findApiPath('drizzle/meta/_journal.json')));
}

/**
 * Applies pending migrations. On PostgreSQL it holds an advisory lock so that several
 * instances starting together migrate once; the others wait and then find nothing to do.
 */
export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  const folder = migrationsFolder();
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: folder });
    return;
  }
  await underAdvisoryLock(handle, MIGRATION_LOCK_ID, async (db) => {
    await migratePg(db as unknown as NodePgDatabase, { migrationsFolder: folder });
  });
}

/**
 * Runs the start-up seed so that instances starting together seed once: the first fills the
 * empty tables, the others wait, then find them filled. Its writes commit together.
 */
export async function runSeed<T>(handle: DatabaseHandle, seed: (db: Database) => Promise<T>): Promise<T> {
  if (handle.kind === 'pglite') return seed(handle.db);
  return underAdvisoryLock(handle, SEED_LOCK_ID, seed);
}

function underAdvisoryLock<T>(handle: DatabaseHandle, lockId: number, work: (db: Database) => Promise<T>) {
  return handle.withoutTimeouts((db) =>
    withTransaction(db, async (tx) => {
      // Transaction-scoped lock: released on commit or rollback even if the process dies.
      await tx.execute(sql`select pg_advisory_xact_lock(${lockId})`);
      return work(tx);
    }),
  );
}
