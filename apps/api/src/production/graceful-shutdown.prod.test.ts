import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberOverHttp } from '../test/http-member';
import { type Call, inFlightAt, isOk, type Probe, probe, type RequestRecord, slowPost, startLoad } from '../test/load';
import {
  createScratchDatabase,
  type ScratchDatabase,
  type ServerProcess,
  startServerProcess,
} from '../test/server-process';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const ms = (at: number | undefined, from: number) => `${Math.round((at ?? Number.NaN) - from)} ms`;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
/** Requests that got an HTTP answer after `at` (socket errors have none). */
const afterAnswers = (records: RequestRecord[], at: number) =>
  records.filter((record) => record.endedAt > at && record.status !== 0);

const DRAIN_MS = 1_500;
const GRACE_MS = 8_000;
/** Longer than the drain: these are still running after the listener has closed. */
const SLOW_UPLOAD_MS = 3_000;

/** What a member's dashboard asks for on opening (bench/cases.mjs), and a visitor's catalogue search. */
const DASHBOARD = [
  '/api/v1/users/profile',
  '/api/v1/users/subscription_status',
  '/api/v1/memberships/primary',
  '/api/v1/bookmarks',
  '/api/v1/billing/details',
  '/api/v1/wallet_passes/eligibility',
];
const SEARCHES = ['lisinopril', 'metformin', 'atorvastatin', 'amoxicillin'];

describe('SIGTERM under load', () => {
  let database: ScratchDatabase;
  let server: ServerProcess | undefined;
  let db: pg.Client;

  beforeAll(async () => {
    database = await createScratchDatabase();
    db = new pg.Client({ connectionString: database.url });
    await db.connect();
  });
  afterAll(async () => {
    await server?.stop('SIGKILL');
    await db?.end().catch(() => {});
    await database?.drop();
  });

  it('when SIGTERM arrives mid-load, then readiness fails first, every request in flight completes, and it exits 0 within the grace period', async () => {
    server = await startServerProcess({
      databaseUrl: database.url,
      env: { SHUTDOWN_DRAIN_MS: String(DRAIN_MS), SHUTDOWN_GRACE_MS: String(GRACE_MS) },
    });
    console.log(`one instance started in ${server.startupMs} ms (empty database: migrations and seed included)`);
    const { url } = server;
    const tokens = await Promise.all(
      [1, 2, 3].map((n) => memberOverHttp(url, `shutdown-${n}@example.com`, n === 1 ? 'individual' : 'family')),
    );

    // 45 clients come through a load balancer, which stops sending once two health checks in a
    // row have failed; 5 stubborn ones keep sending whatever readiness says.
    const STUBBORN = 5;
    let balancerNoticed = false;
    let turn = 0;
    const next = (client: number): Call | null => {
      if (balancerNoticed && client >= STUBBORN) return null;
      turn++;
      if (turn % 4 === 0) {
        const search = SEARCHES[turn % SEARCHES.length] as string;
        return { what: 'search', path: `/api/v1/medications?limit=50&has_prices=true&search=${search}` };
      }
      const token = tokens[turn % tokens.length] as string;
      const path = DASHBOARD[turn % DASHBOARD.length] as string;
      return { what: `${client < STUBBORN ? 'stubborn' : 'balanced'} ${path}`, path, headers: bearer(token) };
    };
    const load = startLoad(url, 50, next);
    const probes: Probe[] = [];
    let probing = true;
    const prober = (async () => {
      let failures = 0;
      while (probing) {
        const answer = await probe(`${url}/api/v1/health/ready`);
        probes.push(answer);
        failures = answer.status === 200 ? 0 : failures + 1;
        if (failures >= 2) balancerNoticed = true;
        await sleep(50);
      }
    })();

    await sleep(1_000);
    const slow = [1, 2, 3, 4].map((n) =>
      slowPost(url, '/api/v1/analytics/page_views', { path: `/slow-upload-${n}` }, SLOW_UPLOAD_MS),
    );
    await sleep(500);
    const sigtermAt = performance.now();
    const exit = await server.stop('SIGTERM');
    probing = false;
    await prober;
    await load.stop();
    const slowRecords = await Promise.all(slow);
    const records: RequestRecord[] = [...load.records, ...slowRecords];

    const inFlight = inFlightAt(records, sigtermAt);
    const failed = inFlight.filter((record) => !isOk(record));
    const firstUnready = probes.find((p) => p.startedAt > sigtermAt && p.status === 503);
    const firstRefused = probes.find((p) => p.startedAt > sigtermAt && p.error === 'ECONNREFUSED');
    const balanced = records.filter((record) => record.what.startsWith('balanced'));
    const stubbornFailures = records.filter((record) => record.what.startsWith('stubborn') && !isOk(record));
    console.log(`in flight at SIGTERM: ${inFlight.length}, failed: ${failed.length}`);
    console.log(
      `readiness answered 503 ${ms(firstUnready?.at, sigtermAt)} after SIGTERM, the listener closed after` +
        ` ${ms(firstRefused?.startedAt, sigtermAt)}, exit ${exit.code} after ${ms(exit.at, sigtermAt)};` +
        ` requests sent through the balancer: ${balanced.length}, failed: ${balanced.filter((r) => !isOk(r)).length};` +
        ` the stubborn clients' failures once the listener closed: ${JSON.stringify(stubbornFailures.map((r) => r.error ?? r.status))}`,
    );

    // Enough was in flight for the claim to mean something, slow uploads included, and none failed.
    expect(inFlight.length).toBeGreaterThanOrEqual(20);
    expect(slowRecords.every((record) => inFlight.includes(record))).toBe(true);
    expect(failed).toEqual([]);

    // Readiness turned false at once (no health check sent once the busy process had a moment
    // to handle the signal answered 200) and the listener kept accepting connections for the
    // drain, then refused them.
    expect(firstUnready).toBeDefined();
    expect(firstRefused).toBeDefined();
    expect(probes.filter((p) => p.startedAt > sigtermAt + 250 && p.status === 200)).toEqual([]);
    // (An answer at all means the connection was accepted: the listener was still open.)
    expect(firstUnready?.startedAt as number).toBeLessThan(firstRefused?.startedAt as number);
    expect((firstRefused?.startedAt as number) - sigtermAt).toBeGreaterThanOrEqual(DRAIN_MS - 100);
    expect(probes.filter((p) => p.startedAt > (firstRefused?.startedAt as number) && p.status !== 0)).toEqual([]);

    // Behind the balancer nothing failed at all; a client ignoring readiness meets a closed
    // socket after the drain, never an error answer.
    expect(balanced.filter((record) => !isOk(record))).toEqual([]);
    expect(afterAnswers(records, sigtermAt).filter((record) => !isOk(record))).toEqual([]);
    for (const record of stubbornFailures) expect(record.endedAt).toBeGreaterThan(sigtermAt + DRAIN_MS - 100);

    // The slow uploads outlived the listener and were written.
    for (const record of slowRecords) expect(record.endedAt).toBeGreaterThan(firstRefused?.startedAt as number);
    const written = await db.query(
      `select path from page_view_counts where path like '/slow-upload-%' and views = 1 order by path`,
    );
    expect(written.rows.map((row) => row.path)).toEqual([
      '/slow-upload-1',
      '/slow-upload-2',
      '/slow-upload-3',
      '/slow-upload-4',
    ]);

    expect(exit).toMatchObject({ code: 0, signal: null });
    expect(exit.at - sigtermAt).toBeLessThan(GRACE_MS);
    expect(server.output()).not.toMatch(/"level":(50|60)/);
  });

  it('when a request outlasts the grace period, then it is cut and the process exits 1 saying so', async () => {
    server = await startServerProcess({
      databaseUrl: database.url,
      env: { SHUTDOWN_DRAIN_MS: '200', SHUTDOWN_GRACE_MS: '1500' },
    });
    const endless = slowPost(server.url, '/api/v1/analytics/page_views', { path: '/too-slow' }, 10_000);
    await sleep(300);
    const sigtermAt = performance.now();

    const exit = await server.stop('SIGTERM');
    const cut = await endless;

    expect(exit.code).toBe(1);
    expect(exit.at - sigtermAt).toBeGreaterThanOrEqual(1_500 - 50);
    expect(exit.at - sigtermAt).toBeLessThan(3_000);
    expect(server.output()).toMatch(/"inFlight":1,.*shutdown grace period over: cutting the requests still in flight/);
    expect(cut.status).toBe(0);
    expect(cut.error).toBeDefined();
  });
});
