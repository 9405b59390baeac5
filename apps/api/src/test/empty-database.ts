import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/**
 * Takes a migrated database back to how the migrations left it: every table in the public schema
 * truncated and every sequence set back to its start, so member numbers and ids begin again as in
 * a new database. The migrations' own bookkeeping lives in the drizzle schema and stays. The
 * migrations leave every public table empty (empty-database.int.test.ts holds them to it), so
 * nothing needs putting back.
 *
 * `tables` is the statement's list, worked out once per schema and passed back in.
 */
export async function emptyDatabase(db: Database, tables?: string): Promise<string> {
  const list = tables ?? (await publicTables(db));
  if (list) await db.execute(sql.raw(`truncate table ${list} cascade`));
  await db.execute(sql`
    select setval(c.oid, s.seqstart, false)
    from pg_sequence s
    join pg_class c on c.oid = s.seqrelid
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public'`);
  return list;
}

async function publicTables(db: Database): Promise<string> {
  const result = (await db.execute(sql`
    select c.relname as name
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p')
    order by c.relname`)) as unknown as { rows: { name: string }[] };
  return result.rows.map((row) => `"public"."${row.name.replaceAll('"', '""')}"`).join(', ');
}
