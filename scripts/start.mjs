#!/usr/bin/env node
// npm start: build whatever is missing or older than its sources, then run the production
// server (API + built web app) on http://localhost:3000 with the embedded defaults.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfStale } from './build-if-stale.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(root, ...parts);

try {
  buildIfStale(root);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const child = spawn(process.execPath, [at('apps/api/dist/server.mjs')], {
  cwd: root,
  stdio: 'inherit',
  env: { WEB_DIST_DIR: at('apps/web/dist'), ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
