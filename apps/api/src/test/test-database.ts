import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { expect, inject } from 'vitest';
import { type DatabaseHandle, openDatabase, openPgliteFromDump } from '../db/client';
import { runMigrations } from '../db/migrate';
import { emptyDatabase } from './empty-database';

export type TestDatabase = DatabaseHandle & { destroy(): Promise<void> };

/**
 * An empty, migrated database for a test file: PGlite in memory, or a database on the PostgreSQL
 * server named by TEST_DATABASE_URL. Tests never share data with each other.
 *
 * Opening PGlite costs seconds (a WebAssembly PostgreSQL starts and runs initdb) and migrating
 * either kind more, so each test worker keeps the databases its files are done with (decision
 * 0022): `destroy()` empties one (every table truncated, every sequence restarted) and the next
 * file gets it back as if new. A worker makes a database only when none is free: PGlite from a
 * dump of its first migrated one, PostgreSQL as a copy of the run's migrated template
 * (test/global-setup.ts), or migrated here when there is none.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const kind = process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';
  const pool = workerPool(kind);
  // Which file asked: a lease that arrives after its file timed out waiting is named in the next
  // file's failure as this file's.
  const file = expect.getState().testPath ?? 'outside a test file';
  const reused = pool.free.pop();
  const entry = reused ?? (await pool.open());
  entry.leasedBy = file;
  pool.leased.add(entry);
  return lease(pool, entry);
}

/**
 * Databases a test file took and never gave back (a missing `close()`): the app that used them
 * may still be running, so they are closed, never handed to the next file. Called after each file
 * (test/setup-file.ts).
 */
export async function discardUnreturnedDatabases(): Promise<string[]> {
  const takers: string[] = [];
  for (const pool of Object.values(pools())) {
    for (const entry of pool.leased) {
      pool.leased.delete(entry);
      await pool.discard(entry);
      takers.push(entry.leasedBy ?? 'unknown');
    }
  }
  return takers;
}

type Entry = { handle: DatabaseHandle; name: string; closed: boolean; leasedBy?: string };

type WorkerPool = {
  free: Entry[];
  leased: Set<Entry>;
  open(): Promise<Entry>;
  discard(entry: Entry): Promise<void>;
  /** The tables to truncate, the same in every copy of the migrated schema. */
  tables?: string;
};

function lease(pool: WorkerPool, entry: Entry): TestDatabase {
  let returned = false;
  return {
    ...entry.handle,
    // A test that closes its database (an outage, say) gets a real close: that one is not reused.
    async close() {
      entry.closed = true;
      await entry.handle.close();
    },
    async destroy() {
      if (returned) return;
      returned = true;
      pool.leased.delete(entry);
      if (entry.closed) return pool.discard(entry);
      try {
        pool.tables = await emptyDatabase(entry.handle.db, pool.tables);
        pool.free.push(entry);
      } catch {
        // A database left in a state it cannot be emptied from is not worth keeping.
        await pool.discard(entry);
      }
    },
  };
}

/** One pool per worker process and kind, kept on globalThis so every test file in the worker finds it. */
function pools(): Record<string, WorkerPool> {
  const holder = globalThis as { __arxTestDatabases?: Record<string, WorkerPool> };
  holder.__arxTestDatabases ??= {};
  return holder.__arxTestDatabases;
}

function workerPool(kind: 'pglite' | 'postgres'): WorkerPool {
  const all = pools();
  all[kind] ??= kind === 'pglite' ? pglitePool() : postgresPool();
  return all[kind];
}

function pglitePool(): WorkerPool {
  // The first database is made and migrated; its files, dumped once, start every later one.
  let dump: Promise<File | Blob> | undefined;
  return {
    free: [],
    leased: new Set(),
    async open() {
      if (!dump) {
        const handle = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
        await runMigrations(handle);
        dump = pgliteClient(handle).dumpDataDir('none');
        await dump;
        return { handle, name: 'memory', closed: false };
      }
      return { handle: await openPgliteFromDump(await dump), name: 'memory', closed: false };
    },
    async discard(entry) {
      if (!entry.closed) await entry.handle.close().catch(() => {});
    },
  };
}

function postgresPool(): WorkerPool {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB_KIND=postgres needs TEST_DATABASE_URL');
  // Without the run's template (a file run on its own outside vitest.config.ts), migrate each.
  const provided = inject('testDatabaseTemplate');
  const template = provided?.template;
  const run = provided?.run ?? randomBytes(4).toString('hex');
  return {
    free: [],
    leased: new Set(),
    async open() {
      const name = `arx_test_${run}_${randomBytes(4).toString('hex')}`;
      await withAdmin(adminUrl, async (admin) => {
        await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
        // A commit need not wait for the disk: a test database outlives no crash. What a query
        // does and sees is the same either way.
        await admin.query(`alter database ${name} set synchronous_commit = off`);
      });
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const handle = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 5 });
      if (!template) await runMigrations(handle);
      return { handle, name, closed: false };
    },
    async discard(entry) {
      if (!entry.closed) await entry.handle.close().catch(() => {});
      await withAdmin(adminUrl, (admin) => admin.query(`drop database if exists ${entry.name} with (force)`));
    },
  };
}

function pgliteClient(handle: DatabaseHandle): PGlite {
  return (handle.db as unknown as { $client: PGlite }).$client;
}

export async function withAdmin<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
