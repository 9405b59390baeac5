import { sql } from 'drizzle-orm';
import { buildApp } from '../../../app';
import { loadConfig } from '../../../config/config';
import { type DatabaseHandle, openDatabase } from '../../../db/client';

/** For tests: another instance on the same database, with its own app and, on PostgreSQL, its own pool. */
export async function openSecondInstance(
  first: DatabaseHandle,
): Promise<{ app: Awaited<ReturnType<typeof buildApp>>; close(): Promise<void> }> {
  let handle = first;
  if (first.kind === 'postgres') {
    const result = (await first.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    };
    const url = new URL(process.env.TEST_DATABASE_URL as string);
    url.pathname = `/${result.rows[0]?.name}`;
    handle = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 });
  }
  const app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent' }), database: handle, logger: false });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      if (handle !== first) await handle.close();
    },
  };
}
