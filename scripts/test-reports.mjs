// Reads the test runners' JSON reports for scripts/test.mjs: counts, and the name of every test
// that did not pass. A skipped test counts as a problem: nothing in this suite skips on purpose,
// so a skip means a setup failed or timed out, or someone left `.skip` behind.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** @typedef {{ passed: number, failed: number, skipped: number, problems: string[] }} SuiteReport */

/** @returns {SuiteReport} */
export function readVitestReport(file) {
  if (!fs.existsSync(file)) return { passed: 0, failed: 0, skipped: 0, problems: ['no report: the run ended early'] };
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  const problems = [];
  for (const result of report.testResults ?? []) {
    const where = path.relative(root, result.name);
    // A file that failed to load, or whose setup threw, has a message of its own.
    if (result.status === 'failed' && result.message) problems.push(`${where}: ${firstLine(result.message)}`);
    for (const test of result.assertionResults ?? []) {
      if (test.status === 'passed') continue;
      const state = test.status === 'failed' ? 'failed' : 'skipped';
      problems.push(`${state}: ${where} › ${test.fullName}`);
    }
  }
  return {
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    problems,
  };
}

/** @returns {SuiteReport} */
export function readPlaywrightReport(file) {
  if (!fs.existsSync(file)) return { passed: 0, failed: 0, skipped: 0, problems: ['no report: the run ended early'] };
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  const problems = (report.errors ?? []).map((error) => `error: ${firstLine(error.message ?? '')}`);
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'expected' || test.status === 'flaky') continue;
        const state = test.status === 'skipped' ? 'skipped' : 'failed';
        problems.push(`${state}: ${spec.file} › [${test.projectName}] ${[...titles, spec.title].join(' › ')}`);
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) visit(suite, []);
  const { stats = {} } = report;
  return {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: stats.unexpected ?? 0,
    skipped: stats.skipped ?? 0,
    problems,
  };
}

const firstLine = (text) => String(text).trim().split('\n')[0]?.slice(0, 200) ?? '';

export function formatSeconds(seconds) {
  // Rounded once, so 359.6 s reads "6 min 0 s", not "5 min 60 s".
  const whole = Math.round(seconds);
  return seconds >= 60 ? `${Math.floor(whole / 60)} min ${whole % 60} s` : `${seconds.toFixed(1)} s`;
}
