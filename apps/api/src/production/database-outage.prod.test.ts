import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { callApi, type HttpAnswer, memberOverHttp } from '../test/http-member';
import {
  createScratchDatabase,
  type ScratchDatabase,
  type ServerProcess,
  startServerProcess,
} from '../test/server-process';
import { type OutageKind, startTcpProxy, type TcpProxy } from '../test/tcp-proxy';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const UNAVAILABLE = {
  code: 'service_unavailable',
  message: 'The service is temporarily unavailable. Please try again in a moment.',
};

/** The answer and how long it took. */
async function timed(call: () => Promise<HttpAnswer>): Promise<HttpAnswer & { ms: number }> {
  const startedAt = performance.now();
  const answer = await call();
  return { ...answer, ms: performance.now() - startedAt };
}

/** Calls until the answer is 200; how long that took from `since`. */
async function untilOk(call: () => Promise<HttpAnswer>, since: number, timeoutMs = 15_000): Promise<number> {
  for (;;) {
    const answer = await call().catch(() => ({ status: 0, body: null }));
    if (answer.status === 200) return Math.round(performance.now() - since);
    if (performance.now() - since > timeoutMs) throw new Error(`still ${answer.status} after ${timeoutMs} ms`);
    await sleep(50);
  }
}

describe('the database goes away and comes back', () => {
  let database: ScratchDatabase;
  let proxy: TcpProxy;
  let server: ServerProcess;
  let direct: pg.Client;
  let token: string;

  beforeAll(async () => {
    database = await createScratchDatabase();
    const target = new URL(database.url);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const throughProxy = new URL(database.url);
    throughProxy.hostname = '127.0.0.1';
    throughProxy.port = String(proxy.port);
    server = await startServerProcess({ databaseUrl: throughProxy.toString(), env: { SHUTDOWN_DRAIN_MS: '0' } });
    direct = new pg.Client({ connectionString: database.url });
    await direct.connect();
    token = await memberOverHttp(server.url, 'outage@example.com', 'family');
    // The catalogue in memory is what answers during an outage: it has been read once, as on
    // any instance that has served a search.
    expect((await callApi(server.url, 'GET', '/medications?limit=50&has_prices=true')).status).toBe(200);
  });
  // A failed check must not leave the next test without a database, and shows what the server said.
  afterEach((context) => {
    if (context.task.result?.state === 'fail') console.log(`server output:\n${server?.output().slice(-4_000)}`);
    return proxy?.restore();
  });
  afterAll(async () => {
    await server?.stop('SIGKILL');
    await proxy?.close();
    await direct?.end();
    await database?.drop();
  });

  const api = (method: string, path: string, body?: unknown) => callApi(server.url, method, path, { token, body });
  const visitor = (method: string, path: string, body?: unknown) => callApi(server.url, method, path, { body });
  const addDependent = (name: string) =>
    api('POST', '/memberships', { membership: { display_name: name, person_code: 3 } });
  const dependentsNamed = async (name: string) =>
    (await direct.query('select id from memberships where display_name = $1', [name])).rowCount;
  const pageViews = async (paths: string[]) =>
    (await direct.query<{ path: string }>('select path from page_view_counts where path = any($1)', [paths])).rows.map(
      (row) => row.path,
    );

  it.each<[OutageKind, string]>([
    ['refuse', 'refuses connections'],
    ['blackhole', 'accepts connections and never answers'],
  ])(
    'when the database goes away (%s: it %s), then the server answers a fast 503, recovers by itself, and loses nothing acknowledged',
    async (kind) => {
      // Acknowledged before the outage.
      const before = await addDependent(`Before ${kind}`);
      expect(before.status).toBe(201);

      // Writes under way as the connection is cut: each is either acknowledged or refused.
      const racing = Array.from({ length: 10 }, (_, n) => `/racing-${kind}-${n}`);
      const racingAnswers = Promise.all(racing.map((path) => visitor('POST', '/analytics/page_views', { path })));
      await sleep(5);
      await proxy.cut(kind);

      const ready = await timed(() => visitor('GET', '/health/ready'));
      expect(ready.status).toBe(503);
      expect(ready.body).toEqual({ status: 'unavailable', database: 'down' });
      expect(ready.ms).toBeLessThan(2_000);

      const live = await timed(() => visitor('GET', '/health/live'));
      expect(live.status).toBe(200);
      // The catalogue is answered from memory.
      const search = await timed(() => visitor('GET', '/medications?limit=50&has_prices=true&search=lisinopril'));
      expect(search.status).toBe(200);
      expect(search.body.medications.length).toBeGreaterThan(0);

      // At once, as members would: each waits for a connection of its own and gives up in time.
      const [profile, primary, during, pageView] = await Promise.all([
        timed(() => api('GET', '/users/profile')),
        timed(() => api('GET', '/memberships/primary')),
        timed(() => addDependent(`During ${kind}`)),
        timed(() => visitor('POST', '/analytics/page_views', { path: `/during-${kind}` })),
      ]);
      const refused = [profile, primary, during, pageView];
      for (const answer of refused) {
        expect(answer.status).toBe(503);
        expect(answer.body).toEqual(UNAVAILABLE);
        expect(answer.ms).toBeLessThan(3_000);
      }
      console.log(
        `${kind}: readiness 503 in ${Math.round(ready.ms)} ms; member and public requests 503 in at most` +
          ` ${Math.round(Math.max(...refused.map((a) => a.ms)))} ms`,
      );

      await sleep(500);
      await proxy.restore();
      const restoredAt = performance.now();
      const [readyAfter, memberAfter] = await Promise.all([
        untilOk(() => visitor('GET', '/health/ready'), restoredAt),
        untilOk(() => api('GET', '/users/profile'), restoredAt),
      ]);
      console.log(
        `${kind}: after the database came back, /health/ready answered 200 after ${readyAfter} ms` +
          ` and GET /users/profile after ${memberAfter} ms`,
      );
      expect(readyAfter).toBeLessThan(5_000);
      expect(memberAfter).toBeLessThan(5_000);

      // Nothing acknowledged was lost; what was refused left nothing behind.
      const household = await api('GET', '/memberships');
      const names = household.body.memberships.map((m: { display_name: string }) => m.display_name);
      expect(names).toContain(`Before ${kind}`);
      expect(names).not.toContain(`During ${kind}`);
      expect(await dependentsNamed(`During ${kind}`)).toBe(0);
      expect(await pageViews([`/during-${kind}`])).toEqual([]);
      const answers = await racingAnswers;
      const acknowledged = racing.filter((_, n) => answers[n]?.status === 204);
      expect(answers.every((answer) => answer.status === 204 || answer.status === 503)).toBe(true);
      expect((await pageViews(racing)).sort()).toEqual(expect.arrayContaining(acknowledged.sort()));
      console.log(`${kind}: writes racing the cut: ${acknowledged.length} of ${racing.length} acknowledged, all kept`);
    },
  );

  it('never logged an unhandled error while the database was away', () => {
    const errors = server
      .output()
      .split('\n')
      .filter((line) => /"level":(50|60)/.test(line));
    expect(errors).toEqual([]);
  });
});
