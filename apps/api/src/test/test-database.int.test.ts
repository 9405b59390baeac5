import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { users } from '../db/schema';
import { createTestDatabase, discardUnreturnedDatabases, withAdmin } from './test-database';

/** Every table of the public schema with its row count, and every sequence's next value. */
async function contents(db: Database) {
  const tables = (await db.execute(sql`
    select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p') order by 1`)) as unknown as { rows: { name: string }[] };
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const result = (await db.execute(sql.raw(`select count(*)::int as n from "public"."${name}"`))) as unknown as {
      rows: { n: number }[];
    };
    counts[name] = result.rows[0]?.n ?? -1;
  }
  const sequences = (await db.execute(sql`
    select c.relname as name, s.seqstart::text as start,
      coalesce(pg_sequence_last_value(c.oid)::text, 'unused') as last
    from pg_sequence s join pg_class c on c.oid = s.seqrelid join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' order by 1`)) as unknown as { rows: { name: string; start: string; last: string }[] };
  return { counts, sequences: sequences.rows };
}

const addMember = (db: Database, email: string) =>
  db
    .insert(users)
    .values({ workosId: `ext-${email}`, email })
    .returning({ id: users.id });

describe('test databases handed from file to file', () => {
  it('when a database is given back, then the next one handed out is as empty as a newly migrated one', async () => {
    const migrated = await withNewlyMigrated(contents);
    // The migrations leave every table empty, so emptying one needs nothing put back.
    expect(Object.entries(migrated.counts).filter(([, rows]) => rows > 0)).toEqual([]);
    expect(Object.keys(migrated.counts).length).toBeGreaterThan(20);

    const first = await createTestDatabase();
    const [firstUser] = await addMember(first.db, 'first@example.com');
    await first.db.execute(sql`select nextval('member_number_seq')`);
    await first.destroy();

    const second = await createTestDatabase();
    expect(await contents(second.db)).toEqual(migrated);
    // Ids start again, as a test reading "the first member" expects.
    const [secondUser] = await addMember(second.db, 'second@example.com');
    expect(secondUser?.id).toBe(firstUser?.id);
    await second.destroy();
  });

  it('when two are held at once, then they are two databases', async () => {
    const a = await createTestDatabase();
    const b = await createTestDatabase();
    await addMember(a.db, 'only-in-a@example.com');
    expect(await b.db.select().from(users)).toEqual([]);
    await Promise.all([a.destroy(), b.destroy()]);
  });

  it('when a test closes its database, then it is not handed out again', async () => {
    const closed = await createTestDatabase();
    await closed.close();
    await closed.destroy();
    const next = await createTestDatabase();
    expect(await next.ping()).toBe(true);
    await next.destroy();
  });

  it('when a file never gives one back, then it is discarded and counted, not reused', async () => {
    const forgotten = await createTestDatabase();
    await addMember(forgotten.db, 'left-behind@example.com');
    expect(await discardUnreturnedDatabases()).toEqual([expect.stringMatching(/test-database\.int\.test\.ts$/)]);
    const next = await createTestDatabase();
    expect(await next.db.select().from(users)).toEqual([]);
    await next.destroy();
    expect(await discardUnreturnedDatabases()).toEqual([]);
  });
});

/** A database made and migrated from nothing, outside the pool, and gone again afterwards. */
async function withNewlyMigrated<T>(read: (db: Database) => Promise<T>): Promise<T> {
  if (process.env.TEST_DB_KIND !== 'postgres') {
    const handle = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
    try {
      await runMigrations(handle);
      return await read(handle.db);
    } finally {
      await handle.close();
    }
  }
  const adminUrl = process.env.TEST_DATABASE_URL as string;
  const name = `arx_fresh_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (admin) => admin.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 1 });
  try {
    await runMigrations(handle);
    return await read(handle.db);
  } finally {
    await handle.close();
    await withAdmin(adminUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
  }
}
