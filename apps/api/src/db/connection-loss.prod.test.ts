import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy';
import { type DatabaseHandle, openDatabase } from './client';
import { withTransaction } from './transaction';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A connection cut while its client is checked out (a transaction waiting between two
 * statements) makes the client emit 'error'. Without a listener that is an uncaught exception:
 * the whole server exits. Seen once when a database outage fell on the background sweep's
 * transaction; the transaction must fail like any database error instead.
 */
describe('a connection lost in the middle of a transaction', () => {
  let proxy: TcpProxy;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    const target = new URL(process.env.TEST_DATABASE_URL as string);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const url = new URL(target);
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    handle = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 });
  });
  afterAll(async () => {
    await handle?.close().catch(() => {});
    await proxy?.close();
  });

  it('when the connection is cut between two statements, then the transaction rejects and the process carries on', async () => {
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.prependListener('uncaughtException', onUncaught);
    try {
      const transaction = withTransaction(handle.db, async (tx) => {
        await tx.execute(sql`select 1`);
        await proxy.cut('refuse');
        // The client is checked out and idle here: this is when the cut reaches it.
        await sleep(200);
        await tx.execute(sql`select 2`);
      });
      await expect(transaction).rejects.toThrow();
      expect(uncaught).toEqual([]);

      await proxy.restore();
      // The pool has dropped the broken client: the next statement gets a good connection.
      const again = (await handle.db.execute(sql`select 3 as n`)) as unknown as { rows: { n: number }[] };
      expect(again.rows).toEqual([{ n: 3 }]);
    } finally {
      process.removeListener('uncaughtException', onUncaught);
    }
  });
});
