#!/usr/bin/env node
// npm start: build whatever is missing or older than its sources, then run the production
// server (API + built web app) on http://localhost:3000 with the embedded defaults.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(root, ...parts);

/** The newest modification time of a file, or of anything inside a folder. */
function newestMtime(source) {
  let newest = 0;
  if (!fs.existsSync(source)) return newest;
  const stat = fs.statSync(source);
  if (!stat.isDirectory()) return stat.mtimeMs;
  for (const entry of fs.readdirSync(source, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(source, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

function isStale(output, sources) {
  if (!fs.existsSync(output)) return true;
  const built = fs.statSync(output).mtimeMs;
  return sources.some((source) => newestMtime(source) > built);
}

const contracts = at('packages/contracts/src');
const targets = [
  {
    name: 'web',
    output: at('apps/web/dist/index.html'),
    sources: [at('apps/web/src'), at('apps/web/public'), at('apps/web/index.html'), contracts],
  },
  { name: 'api', output: at('apps/api/dist/server.mjs'), sources: [at('apps/api/src'), contracts] },
];
for (const target of targets) {
  if (!isStale(target.output, target.sources)) continue;
  console.log(`Building ${target.name}...`);
  const result = spawnSync('npm', ['run', 'build', '-w', `@arx/${target.name}`], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const child = spawn(process.execPath, [at('apps/api/dist/server.mjs')], {
  cwd: root,
  stdio: 'inherit',
  env: { WEB_DIST_DIR: at('apps/web/dist'), ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
