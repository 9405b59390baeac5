#!/usr/bin/env node
// npm test: everything CI runs, in order: typecheck, lint, unit + API integration (PGlite, and
// PostgreSQL when TEST_DATABASE_URL is set), component tests, the production build, and the
// Playwright journeys with the accessibility scan. Installs nothing. Ends with one summary line.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'arx-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
/** How long each stage took, for the summary: where the time goes is the first question about a slow run. */
const stages = [];
const startedAt = performance.now();

function run(title, command, args, options = {}) {
  console.log(`\n━━ ${title} ━━`);
  const stageStart = performance.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    ...options,
    env: { ...process.env, ...options.env },
  });
  stages.push({ title, seconds: (performance.now() - stageStart) / 1000, ok: result.status === 0 });
  return result.status === 0;
}

function formatSeconds(seconds) {
  // Rounded once, so 359.6 s reads "6 min 0 s", not "5 min 60 s".
  const whole = Math.round(seconds);
  return seconds >= 60 ? `${Math.floor(whole / 60)} min ${whole % 60} s` : `${seconds.toFixed(1)} s`;
}

function finish(ok, reason) {
  if (stages.length > 0) {
    console.log('\nstages:');
    const width = Math.max(...stages.map((stage) => stage.title.length));
    for (const stage of stages) {
      console.log(
        `  ${stage.title.padEnd(width)}  ${formatSeconds(stage.seconds).padStart(10)}${stage.ok ? '' : '  FAILED'}`,
      );
    }
    console.log(`  ${'in all'.padEnd(width)}  ${formatSeconds((performance.now() - startedAt) / 1000).padStart(10)}`);
  }
  console.log(`\n${ok ? 'All checks passed.' : `Failed: ${reason}`}`);
  console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  process.exit(ok ? 0 : 1);
}

function countVitest(file) {
  if (!fs.existsSync(file)) return;
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}

function countPlaywright(file) {
  if (!fs.existsSync(file)) return;
  const { stats } = JSON.parse(fs.readFileSync(file, 'utf8'));
  totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  totals.failed += stats.unexpected ?? 0;
  totals.skipped += stats.skipped ?? 0;
}

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  console.error(
    `Chromium is needed for the browser tests and was not found at ${chromium}.\n` +
      'Install it with: sudo apt-get install chromium (Debian/Ubuntu), or set CHROMIUM_PATH to a Chromium binary.',
  );
  finish(false, 'Chromium missing');
}

if (!run('typecheck', 'npm', ['run', 'typecheck', '--silent'])) finish(false, 'typecheck');
if (!run('lint and format', 'npx', ['biome', 'check', '.'])) finish(false, 'lint');

if (!process.env.TEST_DATABASE_URL || !process.env.TEST_REDIS_URL) {
  console.log(
    '\nNOTE: the production suite (apps/api *.prod.test.ts: two instances on one PostgreSQL and Redis, ' +
      'database outage, SIGTERM under load) does not run: set TEST_DATABASE_URL and TEST_REDIS_URL (CI does).',
  );
}

for (const workspace of ['packages/contracts', 'apps/api', 'apps/web']) {
  const output = path.join(reports, `${workspace.replace('/', '-')}.json`);
  const label =
    process.env.TEST_DATABASE_URL && workspace === 'apps/api'
      ? `${workspace} (PGlite + PostgreSQL${process.env.TEST_REDIS_URL ? ' + production suite' : ''})`
      : workspace;
  const ok = run(
    `tests: ${label}`,
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${output}`],
    {
      cwd: path.join(root, workspace),
    },
  );
  countVitest(output);
  if (!ok) finish(false, `tests in ${workspace}`);
}

if (!run('production build', 'npm', ['run', 'build', '--silent'])) finish(false, 'build');

const e2eReport = path.join(reports, 'e2e.json');
const e2eOk = run('browser journeys (Playwright + axe)', 'npx', ['playwright', 'test', '--reporter=list,json'], {
  cwd: path.join(root, 'e2e'),
  env: { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport, CHROMIUM_PATH: chromium },
});
countPlaywright(e2eReport);
finish(e2eOk, 'browser journeys');
