#!/usr/bin/env node
// npm run bench: the production build under load (API cases and server-rendered pages as ratios
// of a no-work route on the same server in the same run), the sitemaps' first answers, the web
// app's initial download per public route, Lighthouse on five pages, the server's cold start,
// and (on PostgreSQL) a batch of 100,000 renewal notices. Prints a table per part with PASS/MISS
// against the goals of docs/architecture.md §10 and writes every number to bench/results/.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfStale } from '../scripts/build-if-stale.mjs';
import { apiCases, healthCase, ssrCases } from './cases.mjs';
import {
  CATALOG_SIZE,
  databaseSettings,
  ensurePgliteCatalog,
  ensurePostgresCatalog,
  forgetPgliteCatalog,
  GENERATED_SIZE,
  generateCatalog,
  postgresDatabase,
} from './catalog.mjs';
import { DEFAULT_CPU_SLOWDOWN, runLighthouse } from './lighthouse.mjs';
import { drain, failedCase, runCase } from './load.mjs';
import { runMemberSearch, SEARCH_CONNECTIONS, SEARCH_MEMBERS } from './member-search.mjs';
import { ensureMembers } from './members.mjs';
import { runPassDownloads } from './pass-downloads.mjs';
import { RENEWAL_MEMBERS, removeRenewalLeftovers, runRenewalNotices } from './renewal-notices.mjs';
import {
  apiTable,
  coldStartLine,
  environment,
  judgeApi,
  judgeLighthouse,
  judgeRenewals,
  judgeSitemaps,
  judgeWebSizes,
  lighthouseHeader,
  lighthouseLines,
  lighthouseRunsTable,
  lighthouseTable,
  renewalLines,
  renewalTable,
  renewalVerdicts,
  sitemapLines,
  sitemapTable,
  sitemapVerdicts,
  webSizeLines,
  webSizeTable,
  writeResults,
} from './report.mjs';
import { catalogVocabulary, searchTerms } from './search-terms.mjs';
import { freePort, startServer } from './server.mjs';
import { measureSitemaps } from './sitemaps.mjs';
import { measureWebSizes } from './web-size.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataRoot = path.join(root, 'bench/.data');

function numberSetting(name, fallback, min) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min) throw new Error(`${name} must be a number ≥ ${min} (got "${raw}")`);
  return value;
}

const settings = {
  only: process.env.BENCH_ONLY || 'all',
  durationS: numberSetting('BENCH_DURATION', 10, 1),
  warmupS: numberSetting('BENCH_WARMUP', 2, 0),
  connections: numberSetting('BENCH_CONNECTIONS', 50, 1),
  members: numberSetting('BENCH_MEMBERS', 50, 1),
  lighthouseRuns: numberSetting('BENCH_LIGHTHOUSE_RUNS', 3, 1),
  lighthouseCpu: numberSetting('BENCH_LIGHTHOUSE_CPU', DEFAULT_CPU_SLOWDOWN, 1),
  renewals: numberSetting('BENCH_RENEWALS', RENEWAL_MEMBERS, 1),
  searchMembers: numberSetting('BENCH_SEARCH_MEMBERS', SEARCH_MEMBERS, 1),
};
if (!['all', 'api', 'ssr', 'web', 'renewals', 'search'].includes(settings.only)) {
  throw new Error('BENCH_ONLY must be api, ssr, web, renewals or search');
}
const runApi = settings.only === 'all' || settings.only === 'api';
// The server-rendered pages' load cases and the sitemaps: part of the API run, or alone (ssr).
const runSsr = ['all', 'api', 'ssr'].includes(settings.only);
const runWeb = settings.only === 'all' || settings.only === 'web';
const runRenewals = ['all', 'api', 'renewals'].includes(settings.only);
const runSearch = ['all', 'api', 'search'].includes(settings.only);

let startedAt = Date.now();
const elapsed = () => `${((Date.now() - startedAt) / 1000).toFixed(0).padStart(3)}s`;
const ms = (value) => (value == null ? 'none' : `${value.toFixed(1)} ms`);
const log = (message) => console.log(`[bench ${elapsed()}] ${message}`);

const databaseUrl = process.env.BENCH_DATABASE_URL;
const database = databaseUrl
  ? postgresDatabase(databaseUrl)
  : { kind: 'pglite', dataDir: path.join(dataRoot, `pglite-${GENERATED_SIZE / 1000}k`) };

let server = null;
// One port for the whole run: tokens name the app's origin as issuer, so the members signed in
// before the restart stay signed in after it, as they would in production.
let port = null;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    await server?.stop();
    process.exit(130);
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/**
 * One bench run at a time on this checkout: two would share the CPUs and measure each other
 * (and a second one must never rebuild a data dir the first is using). A later run waits.
 */
async function takeRunLock() {
  const file = path.join(dataRoot, 'run.lock');
  const waitStarted = Date.now();
  let lastNotice = 0;
  for (;;) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    let holder;
    try {
      holder = Number(fs.readFileSync(file, 'utf8'));
    } catch {
      continue; // released between the two calls
    }
    if (holder > 0 && !isRunning(holder)) {
      fs.rmSync(file, { force: true });
      continue;
    }
    if (Date.now() - waitStarted > 30 * 60_000)
      throw new Error(`another bench run (pid ${holder}) has held ${file} for 30 min`);
    if (Date.now() - lastNotice > 60_000) {
      log(`another bench run (pid ${holder}) is running; waiting for it to finish`);
      lastNotice = Date.now();
    }
    await sleep(2000);
  }
  process.on('exit', () => {
    try {
      if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.rmSync(file);
    } catch {}
  });
  return (Date.now() - waitStarted) / 1000;
}

/** Starts the server; `extra` adds settings for one case (the renewal case's SMTP server). */
async function start(label, extra = {}) {
  port ??= await freePort();
  log(`starting the server (${label}) on 127.0.0.1:${port}`);
  server = await startServer({ root, port, settings: { ...databaseSettings(database), ...extra }, log });
  return server;
}

async function stop() {
  await server?.stop();
  server = null;
}

async function catalogueTotal(origin) {
  const response = await fetch(`${origin}/api/v1/medications?limit=1`);
  if (!response.ok) throw new Error(`GET /medications answered ${response.status}`);
  return (await response.json()).total;
}

/** Loads the catalogue (or reuses it) and starts the server on it; a wrong PGlite dir is rebuilt once. */
async function prepareServer(catalog) {
  const ensure = (force) =>
    database.kind === 'pglite'
      ? ensurePgliteCatalog({ root, database, catalog, log, force })
      : ensurePostgresCatalog({ root, dataRoot, database, catalog, log });
  let loaded = await ensure(false);
  await removeRenewalLeftovers({ root, database, log });
  let running;
  try {
    running = await start('first start after loading');
  } catch (error) {
    // Only a data dir that fails on its own is rebuilt; one another process holds is left alone.
    if (database.kind !== 'pglite' || !loaded.reused || /in use by another process/.test(error.message)) throw error;
    log(`the reused data dir did not start (${error.message.split('\n')[0]}); loading it afresh`);
    loaded = await ensure(true);
    running = await start('first start after loading');
  }
  let total = await catalogueTotal(running.origin);
  if (total !== catalog.medications && database.kind === 'pglite' && loaded.reused) {
    log(`the reused data dir holds ${total} medications, not ${catalog.medications}; loading it afresh`);
    await stop();
    forgetPgliteCatalog(database);
    loaded = await ensure(true);
    running = await start('first start after loading');
    total = await catalogueTotal(running.origin);
  }
  if (total !== catalog.medications)
    log(`WARNING: the catalogue holds ${total} medications, not ${catalog.medications}`);
  return { ...loaded, medications: total, generated: catalog.generated, appended: catalog.appended };
}

async function sampleTerms(origin, terms) {
  const sample = terms.filter((_, i) => i % Math.ceil(terms.length / 100) === 0);
  let found = 0;
  for (const term of sample) {
    const params = new URLSearchParams({ limit: '1', has_prices: 'true', search: term });
    const response = await fetch(`${origin}/api/v1/medications?${params}`);
    if ((await response.json()).total > 0) found++;
  }
  return { sampled: sample.length, found };
}

/** Where a case's errors came from: status codes other than 2xx, timeouts, broken connections. */
function errorText(c) {
  const codes = Object.entries(c.statusCodes ?? {})
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, { count }]) => `${count} × ${code}`);
  if (c.timeouts > 0) codes.push(`${c.timeouts} timeouts (no answer in 10 s)`);
  const other = c.socketErrors - c.timeouts;
  if (other > 0) codes.push(`${other} connection errors`);
  return `errors: ${codes.join(', ')}`;
}

/** health/live's p99 while members download passes, beside the baseline's in the same run. */
function downloadsLine(c, cases) {
  const baseline = cases.find((other) => other.id === 'baseline');
  const d = c.downloads;
  return (
    `health/live p99 ${ms(c.latencyMs.p99)} during ${d.requests} pass downloads ` +
    `(${d.rps.toFixed(1)}/s by ${d.members} members, p99 ${ms(d.latencyMs.p99)}) vs ${ms(baseline?.latencyMs.p99)} in the baseline case`
  );
}

async function main() {
  fs.mkdirSync(dataRoot, { recursive: true });
  const waitedS = await takeRunLock();
  startedAt = Date.now();
  log(
    `database ${database.kind}; ${settings.connections} connections, ${settings.durationS} s per case ` +
      `after ${settings.warmupS} s warm-up${settings.only === 'all' ? '' : `; only ${settings.only}`}`,
  );
  const [load] = os.loadavg();
  const cpus = os.cpus().length;
  log(
    `machine: ${cpus} CPUs, load average ${load.toFixed(1)}` +
      (load > cpus / 2 ? ' (other processes are busy: absolute numbers will be low, ratios less affected)' : ''),
  );
  const built = buildIfStale(root, { log, stdio: ['ignore', 'ignore', 'inherit'] });
  if (built.length === 0) log('build is up to date');

  const report = {
    startedAt: new Date(startedAt).toISOString(),
    database: database.kind,
    ...environment(root),
    settings: { ...settings, catalogueSize: CATALOG_SIZE },
    waitedForOtherRunS: Math.round(waitedS),
  };

  const catalog = await generateCatalog(root, dataRoot);
  report.catalogue = await prepareServer(catalog);
  log(
    `catalogue: ${report.catalogue.medications.toLocaleString('en-US')} medications ` +
      `(${catalog.generated.toLocaleString('en-US')} generated${catalog.appended.map((a) => ` + ${a}`).join('')})`,
  );

  // From the running server: each public page as it is served decides what it loads.
  let webSizes = null;
  if (runWeb) {
    webSizes = judgeWebSizes(await measureWebSizes(root, { origin: server.origin }));
    log(`measured the initial JS and CSS of ${webSizes.length} public routes`);
  }

  let api = null;
  let members = null;
  let terms = null;
  // The renewal case loads the dashboard too; on PGlite it is skipped and needs no members.
  if (runApi || (runRenewals && database.kind === 'postgres')) {
    terms = searchTerms(catalogVocabulary(catalog.text));
    const hits = await sampleTerms(server.origin, terms);
    log(`search terms: ${terms.length} distinct; ${hits.found} of ${hits.sampled} sampled find medications`);
    report.searchTerms = { count: terms.length, sample: terms.slice(0, 20), ...hits };
    members = await ensureMembers({ origin: server.origin, count: settings.members, terms, log });
  }
  let sitemaps = null;
  if (runApi || runSsr) {
    await stop();
    await start('cold start on the same data');
    // Answering health is the budget; work the server still does after that (warming caches)
    // is reported beside it, and kept out of the first case.
    const settle = await drain(server.origin);
    report.coldStart = coldStartLine(server.startupMs, server.startupMs + settle.ms);
    log(report.coldStart.text);

    if (runSsr) {
      // First, while nothing has asked for a sitemap since the server started.
      log('sitemaps: first and second request after the start');
      try {
        sitemaps = judgeSitemaps(await measureSitemaps(server.origin));
        for (const row of sitemaps.rows) {
          const first = row.requests[0];
          log(
            `  ${row.path}: ${first?.status ?? first?.error}, first ${ms(row.firstMs)}, second ${ms(row.secondMs)}` +
              `${row.misses.length ? ` (${row.misses.join('; ')})` : ''}`,
          );
        }
      } catch (error) {
        log(`  could not run: ${error.message}`);
        sitemaps = { failed: error.message };
      }
      report.sitemaps = sitemaps;
    }

    const results = [];
    const cases = runApi ? apiCases({ terms, members, pages: runSsr }) : [healthCase(), ...ssrCases()];
    for (const testCase of cases) {
      log(`case ${testCase.label}: ${settings.warmupS} s warm-up + ${settings.durationS} s`);
      let result;
      const runner = testCase.runner === 'pass-downloads' ? runPassDownloads : runCase;
      try {
        result = await runner(server.origin, testCase, {
          connections: settings.connections,
          duration: settings.durationS,
          warmup: settings.warmupS,
        });
      } catch (error) {
        log(`  could not run: ${error.message}`);
        results.push({ ...failedCase(testCase, error.message), goal: testCase.goal });
        continue;
      }
      results.push({ ...result, goal: testCase.goal });
      log(
        `  ${Math.round(result.rps)} req/s, p50 ${ms(result.latencyMs.p50)}, ` +
          `p99 ${ms(result.latencyMs.p99)}, ${result.errors} errors`,
      );
      if (result.inspection) log(`  ${result.inspection.text}`);
      if (result.downloads) {
        log(`  ${downloadsLine(result, results)}`);
      }
      if (result.drain.ms > 1000) {
        log(`  the server took ${(result.drain.ms / 1000).toFixed(1)} s to work off the queued requests afterwards`);
      }
    }
    api = judgeApi(results);
    report.api = api;
    report.machine.loadAverageAfterApi = os.loadavg()[0];
  }

  let memberSearch = null;
  if (runSearch) {
    log(`case admin member search: ${settings.searchMembers.toLocaleString('en-US')} members`);
    try {
      memberSearch = await runMemberSearch({
        root,
        database,
        origin: server.origin,
        count: settings.searchMembers,
        load: { duration: settings.durationS, warmup: settings.warmupS },
        log,
      });
    } catch (error) {
      log(`  could not run: ${error.message}`);
      memberSearch = { failed: error.message };
    }
    if (memberSearch.skipped) log(`  skipped: ${memberSearch.skipped}`);
    else if (!memberSearch.failed) {
      [memberSearch] = judgeApi([memberSearch]);
      log(
        `  ${Math.round(memberSearch.rps)} req/s, p50 ${ms(memberSearch.latencyMs.p50)}, p99 ${ms(memberSearch.latencyMs.p99)}`,
      );
    }
    report.memberSearch = memberSearch;
  }

  let lighthouse = null;
  if (runWeb) {
    log(`lighthouse (mobile, CPU slowdown ${settings.lighthouseCpu}×) on ${server.origin}`);
    const measured = await runLighthouse({
      origin: server.origin,
      runs: settings.lighthouseRuns,
      cpuSlowdown: settings.lighthouseCpu,
      log,
    });
    lighthouse = { ...measured, pages: judgeLighthouse(measured.pages) };
    if (lighthouse.skipped) log(`lighthouse skipped: ${lighthouse.skipped}`);
  }
  report.web = runWeb ? { sizes: webSizes, lighthouse } : null;

  // Last: it restarts the server with an SMTP server of its own and leaves the database as it found it.
  let renewals = null;
  if (runRenewals) {
    log(`case renewal notices: ${settings.renewals.toLocaleString('en-US')} yearly members due at once`);
    try {
      renewals = await runRenewalNotices({
        root,
        database,
        members,
        count: settings.renewals,
        load: { connections: settings.connections, duration: settings.durationS, warmup: settings.warmupS },
        idleOrigin: server?.origin,
        start: (extra) => start('renewal notices, with SMTP to the bench sink', extra),
        stop,
        log,
      });
    } catch (error) {
      log(`  could not run: ${error.stack ?? error.message}`);
      renewals = { failed: error.message };
    }
    renewals = judgeRenewals(renewals);
    if (renewals.skipped) log(`  skipped: ${renewals.skipped}`);
    report.renewals = renewals;
  }
  await stop();

  const verdicts = [
    ...(api ?? []).map((c) => c.pass),
    ...(webSizes ?? []).map((s) => s.pass),
    ...(lighthouse?.pages ?? []).map((p) => p.pass),
    report.coldStart?.pass ?? null,
    ...sitemapVerdicts(sitemaps),
    memberSearch && !memberSearch.skipped ? memberSearch.pass === true : null,
    ...renewalVerdicts(renewals),
  ].filter((v) => v !== null);
  report.summary = { pass: verdicts.filter(Boolean).length, miss: verdicts.filter((v) => !v).length };
  report.finishedAt = new Date().toISOString();
  report.totalSeconds = Math.round((Date.now() - startedAt) / 1000);

  const out = [''];
  const label = database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
  const medications = report.catalogue.medications.toLocaleString('en-US');
  if (api) {
    out.push(
      `${runApi ? 'API' : 'Server-rendered pages'} on ${label}, ${medications} medications, ${settings.connections} connections, ${settings.durationS} s per case`,
    );
    out.push(apiTable(api));
    for (const c of api.filter((c) => c.failed || c.errors > 0)) {
      out.push(c.failed ? `  ${c.label}: could not run: ${c.failed}` : `  ${c.label}: ${errorText(c)}`);
    }
    for (const c of api.filter((c) => c.inspection)) out.push(`  ${c.label}: ${c.inspection.text}`);
    for (const c of api.filter((c) => c.downloads)) out.push(`  ${downloadsLine(c, api)}`);
    out.push('', report.coldStart.text, '');
  }
  if (sitemaps) {
    out.push(`Sitemaps on ${label}, ${medications} medications: first request after the server started, then a second`);
    if (sitemaps.failed) out.push(`  could not run: ${sitemaps.failed}  MISS`);
    else out.push(sitemapTable(sitemaps), ...sitemapLines(sitemaps));
    out.push('');
  }
  if (memberSearch) {
    out.push(`Back office member search on ${label}: ${settings.searchMembers.toLocaleString('en-US')} members`);
    if (memberSearch.skipped) out.push(`  skipped: ${memberSearch.skipped}`);
    else if (memberSearch.failed) out.push(`  could not run: ${memberSearch.failed}  MISS`);
    else {
      out.push(apiTable([memberSearch]));
      out.push(
        `  ${memberSearch.queries} different searches in turn (member IDs, parts of e-mails, names); ${SEARCH_CONNECTIONS} connections`,
      );
    }
    out.push('');
  }
  if (webSizes) {
    out.push('Web: initial download per public route (gzip -9), each page as the server sends it');
    out.push(webSizeTable(webSizes), ...webSizeLines(webSizes), '');
  }
  if (lighthouse) {
    out.push(lighthouseHeader(lighthouse));
    if (lighthouse.skipped) out.push(`  skipped: ${lighthouse.skipped}`);
    else {
      out.push(lighthouseTable(lighthouse.pages), '', 'Lighthouse: every run');
      out.push(lighthouseRunsTable(lighthouse.pages), ...lighthouseLines(lighthouse));
    }
    out.push('');
  }
  if (renewals) {
    out.push(
      `Renewal notices on ${label}: ${settings.renewals.toLocaleString('en-US')} yearly members due at once, SMTP to a local sink`,
    );
    if (renewals.skipped) out.push(`  skipped: ${renewals.skipped}`);
    else if (renewals.failed) out.push(`  could not run: ${renewals.failed}  MISS`);
    else out.push(renewalTable(renewals), ...renewalLines(renewals));
    out.push('');
  }
  out.push(`goals: ${report.summary.pass} PASS, ${report.summary.miss} MISS; ${report.totalSeconds} s in all`);
  console.log(out.join('\n'));
  const file = writeResults(root, database.kind, report);
  console.log(`results: ${path.relative(root, file)}`);
}

main().catch(async (error) => {
  console.error(`[bench] failed: ${error.stack ?? error}`);
  await stop().catch(() => {});
  process.exit(1);
});
