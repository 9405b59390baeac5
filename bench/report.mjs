// Goals (docs/architecture.md §10) checked against the numbers, the tables printed, the JSON written.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MEDICATION_PAGE } from './pages.mjs';
import { SITEMAP_INDEX } from './sitemaps.mjs';

export const GOALS = {
  /**
   * A guard on the initial JS of every public route, as sent gzip (kB = 1,000 bytes), to catch a
   * mistake such as a library pulled into every page; not a goal (decision 0024: people feel paint
   * and response times, which Lighthouse's goals below hold).
   */
  initialJsBytes: 140_000,
  lighthousePerformance: 95,
  lighthouseLcpMs: 1800,
  lighthouseTbtMs: 150,
  lighthouseOthers: 100,
  /** The first request for a sitemap after the server started, to the last byte of its body. */
  sitemapFirstMs: 1000,
  coldStartMs: 3000,
  renewalBatchMs: 120_000,
  renewalP99Ms: 50,
};

const fixed = (value, digits = 1) => (value == null ? '—' : value.toFixed(digits));
const whole = (value) => (value == null ? '—' : Math.round(value).toLocaleString('en-US'));
const percent = (ratio) => (ratio == null ? '—' : `${(ratio * 100).toFixed(1)}%`);
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const verdict = (pass) => (pass === null ? '' : pass ? 'PASS' : 'MISS');

function table(headers, rows, rightAligned) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) =>
    cells
      .map((cell, i) => (rightAligned.has(i) ? String(cell).padStart(widths[i]) : String(cell).padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  return [line(headers), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

function goalText(goal) {
  const parts = [];
  if (goal.minRatio != null) parts.push(`≥${goal.minRatio * 100}% of baseline`);
  if (goal.maxP99Ms != null) parts.push(`p99 ≤${goal.maxP99Ms} ms`);
  return parts.join(', ');
}

/** Adds ratio, goal text and pass/miss to each API case (a case with errors never passes). */
export function judgeApi(cases) {
  const baseline = cases.find((c) => c.id === 'baseline');
  return cases.map((c) => {
    const ratio = baseline?.rps ? c.rps / baseline.rps : null;
    if (!c.goal) return { ...c, ratio, goalText: c.errors > 0 ? 'no errors' : '', pass: c.errors > 0 ? false : null };
    const misses = [];
    if (c.failed) misses.push(c.failed);
    else if (c.latencyMs.count === 0) misses.push('no answers');
    if (c.errors > 0) misses.push(`${c.errors} errors`);
    for (const miss of c.inspection?.misses ?? []) misses.push(miss);
    if (c.goal.minRatio != null && !(ratio >= c.goal.minRatio)) misses.push(`ratio ${percent(ratio)}`);
    if (c.goal.maxP99Ms != null && !(c.latencyMs.p99 <= c.goal.maxP99Ms)) {
      misses.push(`p99 ${fixed(c.latencyMs.p99)} ms`);
    }
    return { ...c, ratio, goalText: goalText(c.goal), pass: misses.length === 0, misses };
  });
}

export function apiTable(cases) {
  const rows = [];
  for (const c of cases) {
    rows.push([
      c.label,
      whole(c.rps),
      fixed(c.latencyMs.p50),
      fixed(c.latencyMs.p99),
      c.errors,
      percent(c.ratio),
      c.goalText,
      verdict(c.pass),
    ]);
    for (const part of c.breakdown ?? []) {
      rows.push([`  · ${part.name}`, '', fixed(part.latencyMs.p50), fixed(part.latencyMs.p99), '', '', '', '']);
    }
  }
  return table(
    ['case', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'vs baseline', 'goal', 'result'],
    rows,
    new Set([1, 2, 3, 4, 5]),
  );
}

/**
 * The renewal-notices case's verdicts: the batch within its time, health/live and the dashboard
 * within their p99 while it ran (no errors), and every member sent exactly one notice.
 */
export function judgeRenewals(r) {
  if (r.skipped || r.failed) return r;
  const n = r.members;
  const load = (c) => {
    const misses = [];
    if (c.latencyMs.count === 0) misses.push('no answers');
    if (c.errors > 0) misses.push(`${c.errors} errors`);
    if (!(c.latencyMs.p99 <= GOALS.renewalP99Ms)) misses.push(`p99 ${fixed(c.latencyMs.p99)} ms`);
    // A window that ran past the batch's end measured partly an idle server: said, not hidden.
    const during = r.batchMs === null || c.endS <= r.batchMs / 1000;
    return { ...c, during, pass: misses.length === 0, misses };
  };
  const checks = [
    ['sink messages', r.sink.messages],
    ['distinct Message-IDs', r.sink.distinctMessageIds],
    ['distinct recipients', r.sink.distinctRecipients],
    ['sent_emails rows', r.recorded.sentEmails.rows],
    ['sent_emails members', r.recorded.sentEmails.members],
    ['jobs done', r.recorded.jobs.done],
  ];
  const wrong = checks.filter(([, value]) => value !== n).map(([name, value]) => `${name} ${whole(value)}`);
  return {
    ...r,
    batch: { pass: r.complete && r.batchMs < GOALS.renewalBatchMs },
    health: load(r.health),
    dashboard: load(r.dashboard),
    delivery: { pass: wrong.length === 0, misses: wrong },
  };
}

/** The verdicts the renewal case adds to the run's count (none when skipped). */
export function renewalVerdicts(r) {
  if (!r || r.skipped) return [];
  if (r.failed) return [false];
  return [r.batch.pass, r.health.pass, r.dashboard.pass, r.delivery.pass];
}

export function renewalTable(r) {
  const n = whole(r.members);
  const seconds = (ms) => (ms == null ? '—' : `${fixed(ms / 1000)} s`);
  const rate = (perS) => (perS == null ? '—' : `${whole(perS)}/s`);
  const rows = [
    [
      `batch: ${n} notices, spawn → last at sink`,
      r.complete ? seconds(r.batchMs) : `only ${whole(r.sink.messages)} in ${r.limitS} s`,
      rate(r.messagesPerS),
      '',
      '',
      '',
      `< ${GOALS.renewalBatchMs / 1000} s`,
      verdict(r.batch.pass),
    ],
  ];
  for (const c of r.idle ? [r.idle.health, r.idle.dashboard] : []) {
    rows.push([
      `${c.label}, no batch (the server before)`,
      `${whole(c.rps)} req/s`,
      '',
      fixed(c.latencyMs.p50),
      fixed(c.latencyMs.p99),
      c.errors,
      '',
      '',
    ]);
  }
  for (const c of [r.health, r.dashboard]) {
    rows.push([
      `${c.label} during the batch${c.during ? '' : ' (ran past its end)'}`,
      `${whole(c.rps)} req/s`,
      rate(c.batchRate),
      fixed(c.latencyMs.p50),
      fixed(c.latencyMs.p99),
      c.errors,
      `p99 ≤${GOALS.renewalP99Ms} ms`,
      verdict(c.pass),
    ]);
    for (const part of c.breakdown ?? []) {
      rows.push([`  · ${part.name}`, '', '', fixed(part.latencyMs.p50), fixed(part.latencyMs.p99), '', '', '']);
    }
  }
  rows.push([
    'delivery: once per member',
    r.delivery.pass ? `${n} × 1` : 'no (counts below)',
    '',
    '',
    '',
    '',
    `exactly ${n}`,
    verdict(r.delivery.pass),
  ]);
  return table(
    ['part', 'figure', 'mails/s', 'p50 ms', 'p99 ms', 'errors', 'goal', 'result'],
    rows,
    new Set([1, 2, 3, 4, 5]),
  );
}

/** Where the batch's time went, under the table. */
export function renewalLines(r) {
  const s = (value) => (value == null ? '—' : `${fixed(value)} s`);
  const rec = r.recorded;
  return [
    `  machine load average (1 min) ${fixed(r.loadAverage.before)} before the case, ${fixed(r.loadAverage.after)} after it, on ${os.cpus().length} CPUs`,
    ...(r.autovacuum === 'off'
      ? [
          '  autovacuum is off on this PostgreSQL: nothing re-analyzes jobs while the batch runs, so the planner keeps its pre-sweep view of the queue',
        ]
      : []),
    `  server answered ${s(r.startupMs / 1000)} after spawn; sweep queued ${whole(rec.jobs.queued)} jobs between ` +
      `${s(r.queuedS?.[0])} and ${s(r.queuedS?.[1])}; first message at ${s(r.firstMessageS)}; ` +
      `${whole(r.sendingPerS)} mails/s from first to last (${whole(r.unloadedBatchRate)}/s once the API load stopped)`,
    `  sink: ${whole(r.sink.messages)} messages, ${whole(r.sink.distinctMessageIds)} distinct Message-IDs, ` +
      `${whole(r.sink.distinctRecipients)} distinct recipients; sent_emails: ${whole(rec.sentEmails.rows)} renewal rows ` +
      `for ${whole(rec.sentEmails.members)} members; jobs: ${whole(rec.jobs.done)} done, ${whole(rec.jobs.pending)} pending, ` +
      `${whole(rec.jobs.failed)} failed, ${whole(rec.jobs.retried)} retried`,
  ];
}

/**
 * Every public route: its initial JS within the budget, as the server sends it to a client that
 * takes gzip (the build's copies, made by Zopfli). A route whose figure is unknown fails.
 */
export function judgeWebSizes(sizes) {
  return sizes.map((s) => ({
    ...s,
    goalText: `guard: JS sent as gzip ≤${GOALS.initialJsBytes / 1000} kB`,
    pass: !s.error && s.jsSentGzip != null && s.jsSentGzip <= GOALS.initialJsBytes,
  }));
}

export function webSizeTable(sizes) {
  const size = (s, value) => (s.error || value == null ? '—' : kb(value));
  return table(
    ['route', 'JS sent gzip', 'JS sent br', 'JS gzip -9', 'CSS gzip -9', 'JS raw', 'HTML gzip -9', 'goal', 'result'],
    sizes.map((s) => [
      s.url && s.url !== s.route ? `${s.route} (${s.url})` : s.route,
      size(s, s.jsSentGzip),
      size(s, s.jsSentBrotli),
      size(s, s.jsGzip),
      size(s, s.cssGzip),
      size(s, s.jsRaw),
      s.htmlGzip == null ? '—' : kb(s.htmlGzip),
      s.goalText,
      verdict(s.pass),
    ]),
    new Set([1, 2, 3, 4, 5, 6]),
  );
}

/** Under the sizes table: the pages that could not be read from the server. */
export function webSizeLines(sizes) {
  return sizes.flatMap((s) => [
    ...(s.page?.note ? [`  ${s.page.note}`] : []),
    ...(s.error ? [`  ${s.route}: could not measure: ${s.error}`] : []),
  ]);
}

export function judgeLighthouse(pages) {
  return pages.map((p) => {
    const misses = [];
    if (p.notRun) misses.push(p.notRun);
    else {
      if (p.runtimeError) misses.push(p.runtimeError);
      if (!(p.performance >= GOALS.lighthousePerformance)) misses.push(`performance ${p.performance ?? '—'}`);
      if (!(p.lcpMs <= GOALS.lighthouseLcpMs)) misses.push(`LCP ${whole(p.lcpMs)} ms`);
      if (!(p.tbtMs <= GOALS.lighthouseTbtMs)) misses.push(`TBT ${whole(p.tbtMs)} ms`);
      if (p.accessibility !== 100) misses.push(`accessibility ${p.accessibility ?? '—'}`);
      if (p.bestPractices !== 100) misses.push(`best practices ${p.bestPractices ?? '—'}`);
      if (p.seo !== 100) misses.push(`SEO ${p.seo ?? '—'}`);
      if (p.cls !== 0) misses.push(`CLS ${fixed(p.cls, 3)}`);
    }
    return { ...p, pass: misses.length === 0, misses };
  });
}

const LIGHTHOUSE_GOAL_TEXT = `perf ≥${GOALS.lighthousePerformance}, LCP ≤${GOALS.lighthouseLcpMs}, TBT ≤${GOALS.lighthouseTbtMs}, others 100, CLS 0`;

/** The line above the Lighthouse tables: the conditions the scores were taken under. */
export function lighthouseHeader(l) {
  const bi = l.benchmarkIndex;
  const range = bi ? (bi.min === bi.max ? whole(bi.min) : `${whole(bi.min)}–${whole(bi.max)}`) : '—';
  return (
    `Lighthouse (mobile: simulated slow 4G, CPU slowdown ${l.cpuSlowdown}× (BENCH_LIGHTHOUSE_CPU), ` +
    `${l.runsPerPage} run${l.runsPerPage === 1 ? '' : 's'} per page, medians; Chromium ${l.chromiumVersion ?? '?'} at ${l.chromium}; ` +
    `host benchmarkIndex ${range})`
  );
}

/** One row per page: the median of each figure over its runs (lighthouse.mjs). */
export function lighthouseTable(pages) {
  return table(
    ['page', 'SSR', 'perf', 'LCP ms', 'TBT ms', 'CLS', 'a11y', 'best pr.', 'SEO', 'goal', 'result'],
    pages.map((p) => [
      p.page,
      p.html?.serverRendered == null ? '—' : p.html.serverRendered ? 'yes' : 'no',
      p.performance ?? '—',
      whole(p.lcpMs),
      whole(p.tbtMs),
      fixed(p.cls, 3),
      p.accessibility ?? '—',
      p.bestPractices ?? '—',
      p.seo ?? '—',
      LIGHTHOUSE_GOAL_TEXT,
      verdict(p.pass),
    ]),
    new Set([2, 3, 4, 5, 6, 7, 8]),
  );
}

/** Every run of every page, with the host's benchmarkIndex and the browser's version. */
export function lighthouseRunsTable(pages) {
  const rows = [];
  for (const p of pages) {
    p.runs.forEach((r, i) => {
      rows.push([
        p.page,
        `${i + 1}${i + 1 === p.medianRun ? '*' : ''}`,
        r.runtimeError ? 'error' : (r.performance ?? '—'),
        whole(r.lcpMs),
        whole(r.tbtMs),
        whole(r.fcpMs),
        fixed(r.cls, 3),
        whole(r.benchmarkIndex),
        r.cpuSlowdown == null ? '—' : `${r.cpuSlowdown}×`,
        r.chromium ?? '—',
      ]);
    });
  }
  return table(
    ['page', 'run', 'perf', 'LCP ms', 'TBT ms', 'FCP ms', 'CLS', 'benchmarkIndex', 'CPU', 'Chromium'],
    rows,
    new Set([2, 3, 4, 5, 6, 7, 8]),
  );
}

/** Under the Lighthouse tables: why a page missed, what keeps a category under 100, the host. */
export function lighthouseLines(l) {
  const out = [];
  for (const page of l.pages) {
    if (page.notRun) out.push(`  ${page.page}: not run: ${page.notRun}`);
    else if (page.misses?.length > 0) out.push(`  ${page.page}: MISS: ${page.misses.join(', ')}`);
    const failing = Object.entries(page.failing ?? {}).filter(([category]) => category !== 'performance');
    if (failing.length > 0)
      out.push(`  ${page.page}: ${failing.map(([c, ids]) => `${c}: ${ids.join(', ')}`).join('; ')}`);
    if (page.html?.misses?.length > 0) out.push(`  ${page.page}: HTML ${page.html.text}`);
  }
  const bi = l.benchmarkIndex;
  if (bi) {
    const notes = [];
    if (bi.min < 1000) notes.push('below 1,000, where Lighthouse itself warns the host CPU is slower than it expects');
    if (bi.max > bi.min * 1.2) notes.push('more than 20% apart: the host ran at different speeds between runs');
    if (notes.length > 0) out.push(`  benchmarkIndex ${whole(bi.min)}–${whole(bi.max)}: ${notes.join('; ')}`);
  }
  out.push("  * the run whose performance is the median: the audits listed for its page are that run's");
  return out;
}

/** The sitemaps' verdicts: the medications' sitemap and the index valid, their first answer in time. */
export function judgeSitemaps(result) {
  if (!result || result.failed) return result;
  const rows = result.rows.map((row, i) => {
    const judged = i < 2; // medications-1.xml and sitemap.xml (sitemaps.mjs asks for them first)
    const misses = [...row.misses];
    if (judged && !(row.firstMs < GOALS.sitemapFirstMs)) misses.push(`first answer ${whole(row.firstMs)} ms`);
    return {
      ...row,
      goalText: judged ? `first < ${GOALS.sitemapFirstMs / 1000} s` : '',
      pass: judged ? misses.length === 0 : row.misses.length === 0 ? null : false,
      misses,
    };
  });
  return { ...result, rows };
}

export function sitemapVerdicts(result) {
  if (!result) return [];
  if (result.failed) return [false];
  return result.rows.map((r) => r.pass).filter((v) => v !== null);
}

export function sitemapTable(result) {
  const mb = (bytes) => (bytes == null ? '—' : bytes >= 1e6 ? `${(bytes / 1e6).toFixed(2)} MB` : kb(bytes));
  return table(
    ['url', 'status', 'first ms', 'second ms', 'sent', 'XML', 'URLs', 'goal', 'result'],
    result.rows.map((row) => {
      const first = row.requests[0] ?? {};
      return [
        row.path,
        first.status ?? 'error',
        fixed(row.firstMs),
        fixed(row.secondMs),
        first.sentBytes == null ? '—' : `${mb(first.sentBytes)}${first.encoding ? ` ${first.encoding}` : ''}`,
        mb(first.bytes),
        first.status === 200 && row.misses.length === 0 ? whole(first.urls) : '—',
        row.goalText,
        verdict(row.pass),
      ];
    }),
    new Set([1, 2, 3, 4, 5, 6]),
  );
}

export function sitemapLines(result) {
  const out = [];
  for (const row of result.rows) {
    const misses = row.misses.filter((m) => !m.startsWith('first answer'));
    if (misses.length > 0) out.push(`  ${row.path}: ${misses.join('; ')}`);
  }
  if (result.listsMedicationPage !== null) {
    out.push(
      `  ${whole(result.medicationUrls)} medication pages in ${result.medicationSitemaps} medications sitemap(s); ` +
        `${result.listsMedicationPage ? 'they list' : 'they do NOT list'} ${MEDICATION_PAGE}`,
    );
  }
  if (result.pages) out.push(`  pages.xml lists: ${result.pages.join(' ')}`);
  const r = result.robots;
  out.push(
    r.error
      ? `  robots.txt: ${r.error}`
      : `  robots.txt: ${r.status} ${r.contentType}; ` +
          (r.sitemaps.length === 0
            ? 'no Sitemap: line'
            : `Sitemap: ${r.sitemaps.join(' ')}${r.namesIndex ? '' : ` (not ${SITEMAP_INDEX})`}`),
  );
  return out;
}

export function coldStartLine(ms, settledMs) {
  const pass = ms < GOALS.coldStartMs;
  const busy = settledMs - ms > 500 ? `; busy until ${whole(settledMs)} ms` : '';
  return {
    ms,
    settledMs,
    pass,
    text: `cold start on the existing data dir: ${whole(ms)} ms to answer /health/live${busy} (goal < ${GOALS.coldStartMs / 1000} s)  ${verdict(pass)}`,
  };
}

function git(root, args) {
  try {
    // No optional locks: a status taken while others work in this checkout must not hold its index.
    return execFileSync('git', args, {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      env: { ...process.env, GIT_OPTIONAL_LOCKS: '0' },
    }).trim();
  } catch {
    return null;
  }
}

export function environment(root) {
  const cpus = os.cpus();
  const status = git(root, ['status', '--porcelain']);
  return {
    machine: {
      cpus: cpus.length,
      cpuModel: cpus[0]?.model ?? null,
      memoryGb: Math.round(os.totalmem() / 1e9),
      platform: `${os.platform()} ${os.release()}`,
      node: process.version,
      loadAverageAtStart: os.loadavg()[0],
    },
    git: { commit: git(root, ['rev-parse', 'HEAD']), dirty: status === null ? null : status.length > 0 },
  };
}

export function writeResults(root, database, report) {
  const dir = path.join(root, 'bench/results');
  fs.mkdirSync(dir, { recursive: true });
  const stamp = new Date(report.startedAt).toISOString().replace(/[:.]/g, '-');
  const file = path.join(dir, `${stamp}-${database}.json`);
  fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  return file;
}
