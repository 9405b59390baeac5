import fs from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createScratchDatabase,
  type ScratchDatabase,
  type ServerProcess,
  startServerProcess,
} from '../test/server-process';
import { migrationsFolder } from './migrate';
import { loadFaqSeeds, loadPlanSeeds } from './seed/seed-data';

/** Lines a process logged at error level or above, or printed as a failure. */
const errorLines = (output: string) =>
  output.split('\n').filter((line) => /"level":(50|60)/.test(line) || /Failed to start|Error:/.test(line));

describe('two instances starting together on an empty database', () => {
  let database: ScratchDatabase;
  let servers: ServerProcess[] = [];
  let client: pg.Client;

  beforeAll(async () => {
    database = await createScratchDatabase();
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop('SIGKILL')));
    await client?.end();
    await database?.drop();
  });

  it('when both start at the same moment, then both become ready, migrating and seeding once, with no error', async () => {
    const startedAt = performance.now();
    servers = await Promise.all(
      [1, 2].map(() => startServerProcess({ databaseUrl: database.url, env: { SHUTDOWN_DRAIN_MS: '0' } })),
    );
    console.log(
      `two instances ready on an empty database: ${servers.map((s) => `${s.startupMs} ms`).join(' and ')}` +
        ` (both within ${Math.round(performance.now() - startedAt)} ms)`,
    );

    for (const server of servers) {
      const ready = await fetch(`${server.url}/api/v1/health/ready`);
      expect(ready.status).toBe(200);
    }

    const journal = JSON.parse(fs.readFileSync(`${migrationsFolder()}/meta/_journal.json`, 'utf8')) as {
      entries: { tag: string }[];
    };
    const applied = await client.query<{ hash: string; n: string }>(
      'select hash, count(*) as n from drizzle.__drizzle_migrations group by hash',
    );
    expect(applied.rows).toHaveLength(journal.entries.length);
    expect(applied.rows.every((row) => row.n === '1')).toBe(true);

    const count = async (table: string) =>
      Number((await client.query<{ n: string }>(`select count(*) as n from ${table}`)).rows[0]?.n);
    expect(await count('products')).toBe(loadPlanSeeds().length);
    expect(await count('faqs')).toBe(loadFaqSeeds().length);
    const medications = await count('medications');
    expect(medications).toBeGreaterThan(0);
    expect(await count('(select catalog_key from medications group by catalog_key having count(*) > 1) d')).toBe(0);

    for (const server of servers) expect(errorLines(server.output())).toEqual([]);

    const exits = await Promise.all(servers.map((server) => server.stop('SIGTERM')));
    expect(exits.map((exit) => exit.code)).toEqual([0, 0]);
  });
});
