#!/usr/bin/env node
// npm test: everything CI runs: typecheck, lint, the contracts' tests, the API's (PGlite, and
// PostgreSQL when TEST_DATABASE_URL is set), the web app's component tests, the production build
// and the Playwright journeys with the accessibility scan. Installs nothing.
//
// Stages run two at a time (the machines have two cores): each starts as soon as a lane is free
// and what it needs is done, longest first, and its output is printed whole when it ends. The
// summary gives each stage's time, the tests per suite, the total wall time, and the name of every
// test that failed, was skipped or never ran: a skipped test, a setup that timed out or a file
// that failed to load fails the run.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatSeconds, readPlaywrightReport, readVitestReport } from './test-reports.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'arx-test-'));
const lanes = Number(process.env.TEST_LANES ?? 2);
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

if (!fs.existsSync(chromium)) {
  console.error(
    `Chromium is needed for the browser tests and was not found at ${chromium}.\n` +
      'Install it with: sudo apt-get install chromium (Debian/Ubuntu), or set CHROMIUM_PATH to a Chromium binary.',
  );
  process.exit(1);
}

// Vitest's default is a worker per core but one, so on two cores a suite running alone left a core
// idle. A worker per core, at least two, per suite.
const workers = Math.max(2, os.availableParallelism());

const vitest = (name, workspace) => ({
  name,
  cwd: workspace,
  command: 'npx',
  args: [
    'vitest',
    'run',
    `--maxWorkers=${workers}`,
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${reportFile(name)}`,
  ],
  report: () => readVitestReport(reportFile(name)),
});

const apiLabel = process.env.TEST_DATABASE_URL
  ? `API tests (PGlite + PostgreSQL${process.env.TEST_REDIS_URL ? ' + production suite' : ''})`
  : 'API tests (PGlite)';

/** In the order they start when lanes are free: the longest first, so none is left alone at the end. */
const stages = [
  vitest(apiLabel, 'apps/api'),
  // The journeys need the build; the build needs no compression at its best (only the shipped one does).
  { name: 'build', command: 'npm', args: ['run', 'build', '--silent'], env: { BUILD_COMPRESSION: 'fast' } },
  {
    name: 'browser journeys (Playwright + axe)',
    cwd: 'e2e',
    // Their timeouts assume two cores of their own (two workers, two servers, Chromium): not
    // beside the API tests.
    needs: ['build', apiLabel],
    command: 'npx',
    args: ['playwright', 'test', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: reportFile('e2e'), CHROMIUM_PATH: chromium },
    report: () => readPlaywrightReport(reportFile('e2e')),
  },
  vitest('web tests', 'apps/web'),
  { name: 'typecheck', command: 'npm', args: ['run', 'typecheck', '--silent'] },
  { name: 'lint and format', command: 'npx', args: ['biome', 'check', '.'] },
  vitest('contracts tests', 'packages/contracts'),
];

function reportFile(name) {
  return path.join(reports, `${name.replace(/[^a-z]+/gi, '-')}.json`);
}

if (!process.env.TEST_DATABASE_URL || !process.env.TEST_REDIS_URL) {
  console.log(
    'NOTE: the production suite (apps/api *.prod.test.ts: two instances on one PostgreSQL and Redis, ' +
      'database outage, SIGTERM under load) does not run: set TEST_DATABASE_URL and TEST_REDIS_URL (CI does).',
  );
}

const startedAt = performance.now();
const results = new Map();

function runStage(stage) {
  return new Promise((resolve) => {
    const log = path.join(reports, `${stage.name.replace(/[^a-z]+/gi, '-')}.log`);
    const out = fs.openSync(log, 'w');
    const started = performance.now();
    console.log(`▶ ${stage.name}`);
    const child = spawn(stage.command, stage.args, {
      cwd: path.join(root, stage.cwd ?? '.'),
      stdio: ['ignore', out, out],
      env: { ...process.env, FORCE_COLOR: '1', ...stage.env },
    });
    child.on('close', (code) => {
      fs.closeSync(out);
      const seconds = (performance.now() - started) / 1000;
      const report = stage.report?.() ?? null;
      const ok = code === 0 && (report?.problems.length ?? 0) === 0;
      console.log(`\n━━ ${stage.name}: ${ok ? 'passed' : 'FAILED'} in ${formatSeconds(seconds)} ━━`);
      process.stdout.write(fs.readFileSync(log, 'utf8'));
      results.set(stage.name, { ok, seconds, report, ran: true });
      resolve();
    });
  });
}

/** Starts every stage whose needs are met while a lane is free; a stage whose need failed never runs. */
async function runAll() {
  const waiting = [...stages];
  const running = new Set();
  while (waiting.length > 0 || running.size > 0) {
    for (const stage of [...waiting]) {
      if (running.size >= lanes) break;
      const needs = stage.needs ?? [];
      if (needs.some((need) => results.has(need) && !results.get(need).ok)) {
        waiting.splice(waiting.indexOf(stage), 1);
        results.set(stage.name, { ok: false, seconds: 0, report: null, ran: false });
        continue;
      }
      if (!needs.every((need) => results.get(need)?.ok)) continue;
      waiting.splice(waiting.indexOf(stage), 1);
      const promise = runStage(stage).then(() => running.delete(promise));
      running.add(promise);
    }
    if (running.size > 0) await Promise.race(running);
  }
}

await runAll();

const width = Math.max(...stages.map((stage) => stage.name.length));
console.log('\nstages (two at a time):');
const totals = { passed: 0, failed: 0, skipped: 0 };
const problems = [];
for (const stage of stages) {
  const result = results.get(stage.name);
  const counts = result.report
    ? `  ${result.report.passed} passed${result.report.failed ? `, ${result.report.failed} failed` : ''}${result.report.skipped ? `, ${result.report.skipped} skipped` : ''}`
    : '';
  const state = !result.ran ? '  NOT RUN' : result.ok ? '' : '  FAILED';
  console.log(`  ${stage.name.padEnd(width)}  ${formatSeconds(result.seconds).padStart(10)}${counts}${state}`);
  if (result.report) {
    totals.passed += result.report.passed;
    totals.failed += result.report.failed;
    totals.skipped += result.report.skipped;
    problems.push(...result.report.problems.map((problem) => `${stage.name}: ${problem}`));
  }
}
console.log(`  ${'wall time'.padEnd(width)}  ${formatSeconds((performance.now() - startedAt) / 1000).padStart(10)}`);

const failedStages = stages.filter((stage) => !results.get(stage.name).ok).map((stage) => stage.name);
if (problems.length > 0) {
  console.log('\nnot passed:');
  for (const problem of problems.slice(0, 50)) console.log(`  ${problem}`);
  if (problems.length > 50) console.log(`  … and ${problems.length - 50} more`);
}
console.log(`\n${failedStages.length === 0 ? 'All checks passed.' : `Failed: ${failedStages.join(', ')}`}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedStages.length === 0 ? 0 : 1);
