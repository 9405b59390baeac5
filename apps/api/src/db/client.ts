import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
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
  /**
   * The connections background work (the job runner, the sweeps) uses: on PostgreSQL a pool of
   * its own, so a batch of notices never holds a connection a member's request is waiting for;
   * on PGlite, the one database.
   */
  background: Database;
  /** Answers true when a trivial query succeeds within PING_TIMEOUT_MS. */
  ping(): Promise<boolean>;
  /**
   * Runs start-up work (migrations, the seed) on a connection of its own without the request
   * timeouts: an instance waiting for another's migration lock may wait longer than a request would.
   */
  withoutTimeouts<T>(work: (db: Database) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

/**
 * Connecting includes waiting for a free pooled connection. A database that refuses or never
 * answers then costs a request two seconds and a clear 503, not a hang (docs/architecture.md §10's budgets are
 * milliseconds; a healthy pool hands out a connection in well under this).
 */
const CONNECT_TIMEOUT_MS = 2_000;

/** Readiness must answer before a load balancer's probe gives up (typically 2–5 s). */
const PING_TIMEOUT_MS = 1_000;

/**
 * The server cancels a statement running this long; no request's query comes near it, and a
 * catalogue import writes in batches well under it.
 */
const STATEMENT_TIMEOUT_MS = 15_000;

/**
 * A query with no answer at all this long is given up by the client: a connection silently cut
 * by the network would otherwise hold its pool slot for the kernel's TCP timeout (~15 minutes).
 * Longer than the statement timeout, so the server's own cancellation normally comes first.
 */
const QUERY_TIMEOUT_MS = 20_000;

/**
 * The PostgreSQL extensions the migrations create, as PGlite ships them: pg_trgm for the back
 * office's member search (migration 0008).
 */
const PGLITE_EXTENSIONS = { pg_trgm };

/** Connections of the background pool: two runner lanes and the sweep take turns on them. */
export const BACKGROUND_POOL_SIZE = 2;

/**
 * Opens the database the config names: PGlite in a data directory (embedded default, one
 * process only) or a PostgreSQL pool. Both speak the same schema and migrations.
 */
export async function openDatabase(database: AppConfig['database']): Promise<DatabaseHandle> {
  if (database.kind === 'postgres') {
    const openPool = (max: number) => {
      const pool = new pg.Pool({
        connectionString: database.url,
        max,
        connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
        statement_timeout: STATEMENT_TIMEOUT_MS,
        query_timeout: QUERY_TIMEOUT_MS,
        // A transaction left open (its handler stuck on something else) must not hold locks for long.
        idle_in_transaction_session_timeout: 60_000,
        keepAlive: true,
      });
      // An idle client losing its connection must not crash the process; the next query reconnects.
      pool.on('error', () => {});
      // Nor a client checked out (a transaction between two statements): it emits 'error' on
      // itself, which with no listener is an uncaught exception. Its next statement fails instead,
      // and the transaction rejects like any database error (db/connection-loss.prod.test.ts).
      pool.on('connect', (client) => {
        client.on('error', () => {});
      });
      return pool;
    };
    const pool = openPool(database.poolSize);
    const backgroundPool = openPool(BACKGROUND_POOL_SIZE);
    const db = drizzlePg(pool, { schema }) satisfies Database;
    return {
      kind: 'postgres',
      db,
      background: drizzlePg(backgroundPool, { schema }) satisfies Database,
      ping: () => ping(db),
      async withoutTimeouts(work) {
        const client = new pg.Client({ connectionString: database.url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
        await client.connect();
        // A dropped connection while idle must not crash the process either.
        client.on('error', () => {});
        try {
          return await work(drizzlePg(client, { schema }) satisfies Database);
        } finally {
          await client.end().catch(() => {});
        }
      },
      close: async () => {
        await Promise.all([pool.end(), backgroundPool.end()]);
      },
    };
  }
  if (database.dataDir === 'memory://') return wrapPglite(await PGlite.create({ extensions: PGLITE_EXTENSIONS }));
  // PGlite needs the data directory's parent to exist (docs/architecture.md §11).
  fs.mkdirSync(database.dataDir, { recursive: true });
  const unlock = lockDataDir(database.dataDir);
  try {
    return wrapPglite(
      await PGlite.create(path.join(database.dataDir, 'pglite'), { extensions: PGLITE_EXTENSIONS }),
      unlock,
    );
  } catch (error) {
    unlock();
    throw error;
  }
}

/** For tests: an in-memory PGlite started from another's dumped data directory (a migrated copy). */
export async function openPgliteFromDump(dump: File | Blob): Promise<DatabaseHandle> {
  return wrapPglite(await PGlite.create({ loadDataDir: dump, extensions: PGLITE_EXTENSIONS }));
}

function wrapPglite(client: PGlite, unlock: () => void = () => {}): DatabaseHandle {
  // One process owns a PGlite database, so its reads can be cached exactly (decision 0011).
  installReadCache(client);
  const db = drizzlePglite(client, { schema }) satisfies Database;
  return {
    kind: 'pglite',
    db,
    background: db,
    ping: () => ping(db),
    // One embedded process: nothing to wait for, and no timeouts to lift.
    withoutTimeouts: (work) => work(db),
    async close() {
      await client.close();
      unlock();
    },
  };
}

async function ping(db: Database): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS);
  });
  const answered = db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([answered, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
