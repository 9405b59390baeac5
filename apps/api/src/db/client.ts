import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { AppConfig } from '../config/config';
import { lockDataDir } from './data-dir-lock';
import { installReadCache } from './pglite-read-cache';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  kind: 'pglite' | 'postgres';
  db: Database;
  /** Answers true when a trivial query succeeds. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
};

/**
 * Opens the database the config names: PGlite in a data directory (embedded default, one
 * process only) or a PostgreSQL pool. Both speak the same schema and migrations.
 */
export async function openDatabase(database: AppConfig['database']): Promise<DatabaseHandle> {
  if (database.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: database.url, max: database.poolSize });
    // An idle client losing its connection must not crash the process; the next query reconnects.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      kind: 'postgres',
      db,
      ping: () => ping(db),
      close: () => pool.end(),
    };
  }
  if (database.dataDir === 'memory://') return wrapPglite(await PGlite.create());
  // PGlite needs the data directory's parent to exist (DESIGN §11).
  fs.mkdirSync(database.dataDir, { recursive: true });
  const unlock = lockDataDir(database.dataDir);
  try {
    return wrapPglite(await PGlite.create(path.join(database.dataDir, 'pglite')), unlock);
  } catch (error) {
    unlock();
    throw error;
  }
}

function wrapPglite(client: PGlite, unlock: () => void = () => {}): DatabaseHandle {
  // One process owns a PGlite database, so its reads can be cached exactly (decision 0011).
  installReadCache(client);
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    kind: 'pglite',
    db,
    ping: () => ping(db),
    async close() {
      await client.close();
      unlock();
    },
  };
}

async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
