// Goals (docs/architecture.md §10) checked against the numbers, the tables printed, the JSON written.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const GOALS = {
  initialJsOfHomeBytes: 120_000,
  lighthousePerformance: 95,
  lighthouseOthers: 100,
  coldStartMs: 3000,
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

export function judgeWebSizes(sizes) {
  return sizes.map((s) =>
    s.route === '/'
      ? { ...s, goalText: `JS ≤${GOALS.initialJsOfHomeBytes / 1000} kB`, pass: s.jsGzip <= GOALS.initialJsOfHomeBytes }
      : { ...s, goalText: '', pass: null },
  );
}

export function webSizeTable(sizes) {
  return table(
    ['route', 'JS gzip', 'CSS gzip', 'JS raw', 'goal', 'result'],
    sizes.map((s) => [s.route, kb(s.jsGzip), kb(s.cssGzip), kb(s.jsRaw), s.goalText, verdict(s.pass)]),
    new Set([1, 2, 3]),
  );
}

export function judgeLighthouse(pages) {
  return pages.map((p) => {
    const misses = [];
    if (p.runtimeError) misses.push(p.runtimeError);
    if (!(p.performance >= GOALS.lighthousePerformance)) misses.push(`performance ${p.performance}`);
    if (p.accessibility !== 100) misses.push(`accessibility ${p.accessibility}`);
    if (p.bestPractices !== 100) misses.push(`best practices ${p.bestPractices}`);
    if (p.seo !== 100) misses.push(`SEO ${p.seo}`);
    if (p.cls !== 0) misses.push(`CLS ${fixed(p.cls, 3)}`);
    return { ...p, pass: misses.length === 0, misses };
  });
}

export function lighthouseTable(pages) {
  return table(
    ['page', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP ms', 'TBT ms', 'CLS', 'goal', 'result'],
    pages.map((p) => [
      p.page,
      p.performance ?? '—',
      p.accessibility ?? '—',
      p.bestPractices ?? '—',
      p.seo ?? '—',
      whole(p.lcpMs),
      whole(p.tbtMs),
      fixed(p.cls, 3),
      'perf ≥95, others 100, CLS 0',
      verdict(p.pass),
    ]),
    new Set([1, 2, 3, 4, 5, 6, 7]),
  );
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
    return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
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
