import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { REVOCATION_STALENESS_MS } from '../modules/auth/revocation-list';
import { importCatalogCsv } from '../modules/medications/catalog-io/catalog-import';
import { CATALOG_COLUMNS } from '../modules/medications/catalog-io/catalog-row';
import { RATE_LIMITS } from '../security/rate-limit';
import { callApi, type HttpAnswer, memberOverHttp } from '../test/http-member';
import {
  createScratchDatabase,
  freePort,
  type ScratchDatabase,
  type ServerProcess,
  startServerProcess,
} from '../test/server-process';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Calls until `done` holds; how long that took from `since`. */
async function until(call: () => Promise<HttpAnswer>, done: (a: HttpAnswer) => boolean, since: number) {
  for (;;) {
    const answer = await call();
    if (done(answer)) return Math.round(performance.now() - since);
    if (performance.now() - since > 10_000) throw new Error(`not yet after 10 s: ${answer.status}`);
    await sleep(50);
  }
}

describe('two instances on one PostgreSQL and one Redis', () => {
  let database: ScratchDatabase;
  let a: ServerProcess;
  let b: ServerProcess;
  let direct: DatabaseHandle;

  beforeAll(async () => {
    database = await createScratchDatabase();
    const [portA, portB] = [await freePort(), await freePort()];
    // One public origin for both, as behind a load balancer: tokens name it as their issuer.
    const env = { SHUTDOWN_DRAIN_MS: '0', APP_URL: `http://127.0.0.1:${portA}` };
    [a, b] = await Promise.all([
      startServerProcess({ databaseUrl: database.url, port: portA, env }),
      startServerProcess({ databaseUrl: database.url, port: portB, env }),
    ]);
    console.log(`instances started in ${a.startupMs} ms and ${b.startupMs} ms`);
    direct = await openDatabase({ kind: 'postgres', url: database.url, poolSize: 2 });
  });
  afterAll(async () => {
    await Promise.all([a?.stop('SIGKILL'), b?.stop('SIGKILL')]);
    await direct?.close();
    await database?.drop();
  });

  it('when a member signs in through A, then B serves them with the same token, and a logout on B reaches A within the bound', async () => {
    const token = await memberOverHttp(a.url, 'two-instances@example.com', 'family');
    const onA = await callApi(a.url, 'GET', '/memberships/primary', { token });
    expect(onA.status).toBe(200);

    const profile = await callApi(b.url, 'GET', '/users/profile', { token });
    expect(profile.status).toBe(200);
    expect(JSON.stringify(profile.body)).toContain('two-instances@example.com');
    const onB = await callApi(b.url, 'GET', '/memberships/primary', { token });
    expect(onB.status).toBe(200);
    expect(onB.body.membership.full_member_id).toBe(onA.body.membership.full_member_id);

    // A has read the revocation list just now, so the logout must reach it through the database.
    expect((await callApi(a.url, 'GET', '/users/profile', { token })).status).toBe(200);
    const logout = await callApi(b.url, 'DELETE', '/auth/logout', { token });
    expect(logout.status).toBe(200);
    const loggedOutAt = performance.now();
    expect((await callApi(b.url, 'GET', '/users/profile', { token })).status).toBe(401);
    // A is asked throughout the bound and a little past it: once refused, always refused, and
    // nothing sent after the bound is let through (a request arrives after it was sent).
    const onAAfterLogout: { sentAt: number; status: number }[] = [];
    while (performance.now() - loggedOutAt < REVOCATION_STALENESS_MS + 500) {
      const sentAt = performance.now() - loggedOutAt;
      onAAfterLogout.push({ sentAt, status: (await callApi(a.url, 'GET', '/users/profile', { token })).status });
      await sleep(25);
    }
    const firstRefusal = onAAfterLogout.findIndex((answer) => answer.status === 401);
    console.log(
      `a logout on B was refused on A from ${Math.round(onAAfterLogout[firstRefusal]?.sentAt ?? Number.NaN)} ms` +
        ` after it (bound ${REVOCATION_STALENESS_MS} ms)`,
    );
    expect(firstRefusal).toBeGreaterThanOrEqual(0);
    expect(onAAfterLogout.slice(firstRefusal).filter((answer) => answer.status !== 401)).toEqual([]);
    expect(onAAfterLogout.filter((answer) => answer.sentAt >= REVOCATION_STALENESS_MS).length).toBeGreaterThan(0);
    expect(
      onAAfterLogout
        .filter((answer) => answer.status === 200)
        .every((answer) => answer.sentAt < REVOCATION_STALENESS_MS),
    ).toBe(true);
  });

  it('when the catalogue is imported into the database, then both instances answer with it, without a restart', async () => {
    const name = `Zorvexamab${Date.now() % 100_000}`;
    const search = (server: ServerProcess) =>
      callApi(server.url, 'GET', `/medications?limit=50&search=${name.toLowerCase()}`);
    const found = (answer: HttpAnswer) =>
      answer.status === 200 && answer.body.medications.some((m: { display_name: string }) => m.display_name === name);
    expect(found(await search(a))).toBe(false);
    expect(found(await search(b))).toBe(false);

    const csv = [
      CATALOG_COLUMNS.join(','),
      `${name},,${name.toLowerCase()},10 mg,tablet,generic,For the two-instance test.,false,30,tablets,30,41.00,,3.00`,
    ].join('\n');
    const report = await importCatalogCsv(direct.db, csv);
    expect(report.medications.created).toBe(1);
    const importedAt = performance.now();

    const [seenByA, seenByB] = await Promise.all([
      until(() => search(a), found, importedAt),
      until(() => search(b), found, importedAt),
    ]);
    console.log(`the imported medication was found on A after ${seenByA} ms and on B after ${seenByB} ms`);
    expect(Math.max(seenByA, seenByB)).toBeLessThan(5_000);
  });

  it('when sign-in attempts are spread over both instances, then they count against one limit', async () => {
    const rule = RATE_LIMITS.signInForm.rules.find((r) => r.per === 'email');
    expect(rule).toBeDefined();
    const max = rule?.max as number;
    const attempt = (server: ServerProcess, email: string) =>
      fetch(`${server.url}/api/v1/auth/local/authorize`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ state: 'x', redirect_uri: 'x', email }).toString(),
      }).then(async (response) => ({ status: response.status, text: await response.text() }));

    const email = `limited-${Date.now()}@example.com`;
    const first = [];
    for (let n = 0; n < max; n++) first.push(await attempt(n % 2 === 0 ? a : b, email));
    expect(first.filter((answer) => answer.status === 429)).toEqual([]);

    const overOnA = await attempt(a, email);
    const overOnB = await attempt(b, email);
    expect(overOnA.status).toBe(429);
    expect(overOnB.status).toBe(429);
    expect(overOnB.text).toContain('Too many sign-in attempts. Please wait a minute and try again.');
    // Each instance alone saw only half the attempts; another address is not affected.
    expect((await attempt(b, `other-${email}`)).status).not.toBe(429);
  });
});
