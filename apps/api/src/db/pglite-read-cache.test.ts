import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { installReadCache, type ReadCacheStats } from './pglite-read-cache';

const notes = pgTable('notes', {
  id: integer('id').primaryKey(),
  body: text('body').notNull(),
  tags: jsonb('tags').$type<string[]>().notNull(),
});

describe('the embedded database read cache', () => {
  let client: PGlite;
  let stats: ReadCacheStats;
  let db: ReturnType<typeof drizzle>;

  // Each test gets a client of its own (the cache patches it) started from one prepared database:
  // loading its files skips initdb, seconds per test.
  let prepared: File | Blob;
  beforeAll(async () => {
    const base = await PGlite.create();
    await base.exec(`create table notes (id integer primary key, body text not null, tags jsonb not null);
      insert into notes values (1, 'first', '["a"]'), (2, 'second', '["b"]');`);
    prepared = await base.dumpDataDir('none');
    await base.close();
  });

  beforeEach(async () => {
    client = await PGlite.create({ loadDataDir: prepared });
    stats = installReadCache(client, { maxEntries: 3, maxRows: 5 });
    db = drizzle(client);
  });
  afterEach(() => client.close());

  const body = async (id: number) => (await db.select().from(notes).where(eq(notes.id, id)))[0]?.body;

  it('when the same read comes twice with no write between, then the second is served from memory', async () => {
    expect(await body(1)).toBe('first');
    expect(await body(1)).toBe('first');
    expect(stats).toMatchObject({ hits: 1, misses: 1 });
  });

  it('when a row is written by a statement, a transaction or exec, then the next read sees it', async () => {
    await body(1);
    await db.update(notes).set({ body: 'updated' }).where(eq(notes.id, 1));
    expect(await body(1)).toBe('updated');

    await db.transaction(async (tx) => {
      await tx.update(notes).set({ body: 'in a transaction' }).where(eq(notes.id, 1));
    });
    expect(await body(1)).toBe('in a transaction');

    await client.exec(`update notes set body = 'by exec' where id = 1`);
    expect(await body(1)).toBe('by exec');

    await db.execute(sql`update notes set body = 'raw' where id = 1`);
    expect(await body(1)).toBe('raw');
    expect(stats.hits).toBe(0);
  });

  it('when a write is sent while a read is on its way, then that read is answered but not kept', async () => {
    const reading = body(2);
    const writing = db.update(notes).set({ body: 'changed' }).where(eq(notes.id, 2));
    expect(await reading).toBe('second');
    await writing;
    expect(await body(2)).toBe('changed');
    expect(stats.hits).toBe(0);
  });

  it('when a rolled-back transaction read its own change, then nothing of it is served afterwards', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.update(notes).set({ body: 'never committed' }).where(eq(notes.id, 1));
        tx.rollback();
      }),
    ).rejects.toThrow();
    expect(await body(1)).toBe('first');
  });

  it('when a read uses the clock or another volatile function, then it is never kept', async () => {
    await db.select({ at: sql`now()` }).from(notes);
    await db.select({ at: sql`now()` }).from(notes);
    await db.select({ n: sql`random()` }).from(notes);
    await db.select({ n: sql`random()` }).from(notes);
    expect(stats.hits).toBe(0);
  });

  it('when a result is shared, then it cannot be changed by the caller who got it', async () => {
    const [first] = await db.select().from(notes).where(eq(notes.id, 1));
    const [again] = await db.select().from(notes).where(eq(notes.id, 1));
    expect(stats.hits).toBe(1);
    const tags = again?.tags;
    expect(tags).toEqual(['a']);
    expect(() => tags?.push('x')).toThrow(TypeError);
    expect(first?.tags).toEqual(['a']);
  });

  it('when more reads are kept than allowed, then the least recently used goes first, and big results are not kept', async () => {
    await body(1);
    await body(2);
    await body(3);
    await body(1); // hit: 1 becomes the most recent
    await body(4); // over the limit of 3: 2 goes
    await body(2);
    expect(stats).toMatchObject({ hits: 1, misses: 5, entries: 3 });

    await client.exec(`insert into notes select g, 'n', '[]' from generate_series(10, 20) g`);
    await db.select().from(notes);
    await db.select().from(notes);
    expect(stats.hits).toBe(1);
  });
});
