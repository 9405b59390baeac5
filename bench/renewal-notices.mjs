// The renewal-notices case: 100,000 yearly members come due for their renewal notice at once
// (the server's start-up sweep queues them all), the job runner sends them through SMTP to a
// local sink, and meanwhile members use the site. It asks two things: is the batch out within
// its budget, and do /health/live and the dashboard stay fast while it runs. PostgreSQL only.
import os from 'node:os';
import { dashboardCase, healthCase } from './cases.mjs';
import { loadPg, withClient } from './catalog.mjs';
import { measure, preflight } from './load.mjs';
import { createRenewalMembers, removeRenewalMembers, renewalDelivery, renewalsRecorded } from './renewal-members.mjs';
import { startSmtpSink } from './smtp-sink.mjs';

export const RENEWAL_MEMBERS = 100_000;
export const MAIL_FROM = 'ARX Savings Club <members@bench.test>';
/** A batch not out by then is reported with what did arrive; far beyond the goal, short of hanging the run. */
const BATCH_LIMIT_MS = 10 * 60_000;
/** sent_emails is written just after each SMTP send; the last rows may trail the sink by a moment. */
const RECORD_LIMIT_MS = 60_000;

export const RENEWALS_SKIPPED_ON_PGLITE =
  'PostgreSQL only (set BENCH_DATABASE_URL): PGlite is the single-connection demo database, not where a sweep of 100,000 members runs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Removes rows a crashed run left behind, before any bench server starts: its start-up sweep
 * would otherwise queue 100,000 notices into whatever case runs first.
 */
export async function removeRenewalLeftovers({ root, database, log }) {
  if (database.kind !== 'postgres') return;
  const removed = await withClient(loadPg(root), database.url, removeRenewalMembers);
  if (removed.users > 0) log(`removed ${removed.users} renewal members (and ${removed.jobs} jobs) an earlier run left`);
}

/** Resolves with the moment the sink holds `count` messages, or with null at `limitMs`. */
async function whenDelivered(sink, count, spawnedAt, limitMs) {
  for (;;) {
    if (sink.count() >= count) return (await sink.summary()).lastAt;
    if (Date.now() - spawnedAt > limitMs) return null;
    await sleep(20);
  }
}

/** Messages the sink counted each second since the spawn, to see the rate with and without the API load. */
function sampleEverySecond(sink, spawnedAt) {
  const samples = [];
  const timer = setInterval(
    () => samples.push({ s: Math.round((Date.now() - spawnedAt) / 1000), messages: sink.count() }),
    1000,
  );
  return { samples, stop: () => clearInterval(timer) };
}

/**
 * autocannon on one case: warm-up, then the measured seconds, with when they ran (seconds since
 * `spawnedAt`, to set against the batch's timeline).
 */
async function loadCase(origin, testCase, { connections, duration, warmup }, spawnedAt) {
  await preflight(origin, testCase);
  if (warmup > 0) await measure(origin, testCase, { connections, duration: warmup });
  const startS = (Date.now() - spawnedAt) / 1000;
  const measured = await measure(origin, testCase, { connections, duration });
  return {
    id: testCase.id,
    label: testCase.label,
    url: testCase.url,
    ...measured,
    startS,
    endS: (Date.now() - spawnedAt) / 1000,
  };
}

/** health/live as the baseline case loads it, named for this case's table. */
const health = () => ({ ...healthCase(), label: 'health/live' });

/** Messages per second the sink took between two moments (seconds since spawn), from the samples. */
function rateBetween(samples, fromS, toS) {
  const at = (s) => samples.findLast((sample) => sample.s <= s)?.messages ?? 0;
  return toS > fromS ? (at(toS) - at(fromS)) / (toS - fromS) : null;
}

/**
 * The case's runner. `start(settings)` starts the bench server with these extra settings and
 * answers it; `stop()` stops the running one. `idleOrigin` is the server running before (no
 * batch): /health/live and the dashboard are measured there first, the yardstick for the
 * figures during the batch on this machine at this moment.
 */
export async function runRenewalNotices({ root, database, members, count, load, idleOrigin, start, stop, log }) {
  if (database.kind !== 'postgres') return { skipped: RENEWALS_SKIPPED_ON_PGLITE };
  const loadBefore = os.loadavg()[0];
  const idle = idleOrigin && {
    health: await loadCase(idleOrigin, health(), load, Date.now()),
    dashboard: await loadCase(idleOrigin, dashboardCase(members), load, Date.now()),
  };
  await stop();
  const pg = loadPg(root);
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  let sink = null;
  try {
    const removed = await removeRenewalMembers(client);
    if (removed.users > 0)
      log(`  removed the last run's ${removed.users.toLocaleString('en-US')} renewal members first`);
    const autovacuum = (await client.query('show autovacuum')).rows[0].autovacuum;
    const made = await createRenewalMembers(client, count);
    log(
      `  wrote ${count.toLocaleString('en-US')} yearly members on ${made.plans} plans renewing ` +
        `${made.firstRenewal.toISOString().slice(0, 16)}–${made.lastRenewal.toISOString().slice(0, 16)} (${Math.round(made.ms)} ms)`,
    );
    sink = await startSmtpSink({ root });
    const server = await start({ SMTP_URL: sink.url, MAIL_FROM });
    const { spawnedAt } = server;
    const timeline = sampleEverySecond(sink, spawnedAt);
    const delivered = whenDelivered(sink, count, spawnedAt, BATCH_LIMIT_MS);

    const live = await loadCase(server.origin, health(), load, spawnedAt);
    const dashboard = await loadCase(server.origin, dashboardCase(members), load, spawnedAt);
    const lastAt = await delivered;
    timeline.stop();
    const batchMs = lastAt === null ? null : lastAt - spawnedAt;
    log(
      lastAt === null
        ? `  the sink had ${sink.count().toLocaleString('en-US')} of ${count.toLocaleString('en-US')} messages after ${BATCH_LIMIT_MS / 1000} s`
        : `  the sink had all ${count.toLocaleString('en-US')} messages ${(batchMs / 1000).toFixed(1)} s after the spawn`,
    );

    if (lastAt === null) {
      // Stopped (it finishes the jobs it holds), so the sink and the tables are compared at rest.
      await stop();
    } else {
      // The record trails the send by a query; then a moment more, so a duplicate would show.
      const recordedBy = Date.now() + RECORD_LIMIT_MS;
      while ((await renewalsRecorded(client)) < count && Date.now() < recordedBy) await sleep(250);
      await sleep(1000);
    }
    const recorded = await renewalDelivery(client);
    const received = await sink.summary();
    await stop();
    const samples = timeline.samples;
    const result = {
      // Other processes' work shows in every figure here; the 1-minute load average says how much there was.
      loadAverage: { before: loadBefore, after: os.loadavg()[0] },
      members: count,
      plans: made.plans,
      generateMs: made.ms,
      startupMs: server.startupMs,
      batchMs,
      complete: lastAt !== null,
      limitS: BATCH_LIMIT_MS / 1000,
      // Incomplete, the rate is what arrived by the limit.
      messagesPerS: batchMs ? count / (batchMs / 1000) : received.messages / (BATCH_LIMIT_MS / 1000),
      sendingMs: received.firstAt ? received.lastAt - received.firstAt : null,
      firstMessageS: received.firstAt ? (received.firstAt - spawnedAt) / 1000 : null,
      queuedS: recorded.jobs.firstQueuedAt
        ? [(recorded.jobs.firstQueuedAt - spawnedAt) / 1000, (recorded.jobs.lastQueuedAt - spawnedAt) / 1000]
        : null,
      // Off, the planner goes on seeing the job queue as it was before the sweep filled it.
      autovacuum,
      idle,
      health: { ...live, batchRate: rateBetween(samples, live.startS, live.endS) },
      dashboard: { ...dashboard, batchRate: rateBetween(samples, dashboard.startS, dashboard.endS) },
      unloadedBatchRate: received.lastAt && rateBetween(samples, dashboard.endS, (received.lastAt - spawnedAt) / 1000),
      sink: received,
      recorded,
      timeline: samples,
    };
    result.sendingPerS = result.sendingMs ? received.messages / (result.sendingMs / 1000) : null;
    return result;
  } finally {
    await stop();
    await sink?.close();
    // The rows go again, so later servers on this database (and the next run) start from the same state.
    const cleared = performance.now();
    await removeRenewalMembers(client).catch((error) =>
      log(`  could not remove the renewal members: ${error.message}`),
    );
    log(`  removed the renewal members again (${Math.round(performance.now() - cleared)} ms)`);
    await client.end();
  }
}
