#!/usr/bin/env node
// npm run test:changed [-- <git ref>]: the quick loop while changing code. Runs the typecheck
// (incremental), lint on the changed files, and the tests near the change: the changed test files,
// the tests in the changed file's domain folder (an API module, a web feature, or its own folder),
// and every test file that imports a changed file directly. API tests run on PGlite only, and the
// browser journeys not at all: `npm test` is the full gate, and CI runs it.
//
// What counts as changed: everything not committed (staged, unstaged, new files), plus, with a
// ref, every commit since it (`npm run test:changed -- main`).
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { formatSeconds } from './test-reports.mjs';

const root = path.resolve(import.meta.dirname, '..');
const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
const base = process.argv[2];

const changed = [
  ...new Set([
    ...git('diff', '--name-only', 'HEAD'),
    ...git('ls-files', '--others', '--exclude-standard'),
    ...(base ? git('diff', '--name-only', `${base}...HEAD`) : []),
  ]),
].filter((file) => fs.existsSync(path.join(root, file)));

if (changed.length === 0) {
  console.log('Nothing changed (against HEAD, and any ref given): nothing to test.');
  process.exit(0);
}

const workspaces = ['packages/contracts', 'apps/api', 'apps/web'];
const TEST = /\.test\.tsx?$/;
const SOURCE = /\.(?:ts|tsx|mts|mjs|js)$/;

/** Every test file of a workspace, relative to the repository. */
function testFiles(workspace) {
  return fs
    .readdirSync(path.join(root, workspace), { recursive: true, encoding: 'utf8' })
    .filter((file) => TEST.test(file) && !file.includes('node_modules'))
    .map((file) => path.join(workspace, file));
}

/** The folder a change's neighbours live in: its API module or web feature, else its own folder. */
function domainFolder(file) {
  const match = file.match(/^(apps\/api\/src\/modules\/[^/]+|apps\/web\/src\/features\/[^/]+)\//);
  return match ? match[1] : path.dirname(file);
}

/** Does `testFile` import `target` by a relative path (with or without its extension)? */
function importsDirectly(testFile, target) {
  const source = fs.readFileSync(path.join(root, testFile), 'utf8');
  for (const [, specifier] of source.matchAll(/from\s+['"](\.{1,2}\/[^'"]+)['"]/g)) {
    const resolved = path.join(path.dirname(testFile), specifier);
    const withoutExtension = target.replace(/\.(?:tsx?|mjs|js)$/, '');
    if (resolved === target || resolved === withoutExtension || resolved === path.join(withoutExtension, 'index')) {
      return true;
    }
  }
  return false;
}

const selected = new Map(workspaces.map((workspace) => [workspace, new Set()]));
for (const workspace of workspaces) {
  const tests = testFiles(workspace);
  for (const file of changed.filter((name) => name.startsWith(`${workspace}/`) && SOURCE.test(name))) {
    const folder = domainFolder(file);
    for (const test of tests) {
      if (test === file || test.startsWith(`${folder}/`) || importsDirectly(test, file)) {
        selected.get(workspace).add(path.relative(workspace, test));
      }
    }
  }
}

console.log(`changed: ${changed.length} file(s)`);
for (const [workspace, files] of selected) {
  if (files.size > 0) console.log(`  ${workspace}: ${files.size} test file(s)`);
}
if (changed.some((file) => file.startsWith('e2e/'))) {
  console.log('  e2e: journeys changed; run them with `npm run test:e2e` (they need the production build)');
}

function run(title, command, args, cwd = '.') {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(command, args, { cwd: path.join(root, cwd), stdio: 'inherit' });
    child.on('close', (code) => resolve({ title, ok: code === 0, seconds: (performance.now() - started) / 1000 }));
  });
}

const started = performance.now();
const lintable = changed.filter((file) => /\.(?:ts|tsx|mjs|js|json|css)$/.test(file));
const checks = [
  run('typecheck (incremental)', 'npx', ['tsc', '-b']),
  lintable.length > 0
    ? run('lint', 'npx', ['biome', 'check', '--files-ignore-unknown=true', '--no-errors-on-unmatched', ...lintable])
    : Promise.resolve({ title: 'lint', ok: true, seconds: 0 }),
];
const suites = [];
for (const [workspace, files] of selected) {
  if (files.size === 0) continue;
  const projects = workspace === 'apps/api' ? ['--project', 'pglite', '--project', 'pglite-isolated'] : [];
  suites.push(await run(`tests: ${workspace}`, 'npx', ['vitest', 'run', ...projects, ...files], workspace));
}
const results = [...(await Promise.all(checks)), ...suites];

console.log('');
for (const result of results) {
  console.log(
    `  ${result.title.padEnd(26)} ${formatSeconds(result.seconds).padStart(10)}${result.ok ? '' : '  FAILED'}`,
  );
}
console.log(`  ${'wall time'.padEnd(26)} ${formatSeconds((performance.now() - started) / 1000).padStart(10)}`);
process.exit(results.every((result) => result.ok) ? 0 : 1);
