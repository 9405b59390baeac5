// Builds the web app and the API when missing or older than their sources. Shared by
// `npm start` (scripts/start.mjs) and the benchmark harness (bench/run.mjs).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

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

/**
 * Builds what is stale; returns the names built. `stdio` is the build's output (start shows it,
 * the bench keeps only errors). Throws when a build fails.
 */
export function buildIfStale(root, { log = console.log, stdio = 'inherit' } = {}) {
  const at = (...parts) => path.join(root, ...parts);
  const contracts = at('packages/contracts/src');
  const targets = [
    {
      name: 'web',
      // The last file the web build writes: the public pages' server-side renderer.
      output: at('apps/web/dist-server/entry-server.js'),
      sources: [
        at('apps/web/src'),
        at('apps/web/public'),
        at('apps/web/index.html'),
        // How it is built: a new build step (the compressed copies, say) rebuilds too.
        at('apps/web/build'),
        at('apps/web/vite.config.ts'),
        at('apps/web/lingui.config.ts'),
        contracts,
      ],
    },
    {
      name: 'api',
      output: at('apps/api/dist/server.mjs'),
      sources: [at('apps/api/src'), at('apps/api/build.mjs'), contracts],
    },
  ];
  const built = [];
  for (const target of targets) {
    if (!isStale(target.output, target.sources)) continue;
    log(`building ${target.name} (missing or older than its sources)`);
    const result = spawnSync('npm', ['run', 'build', '-w', `@arx/${target.name}`], { cwd: root, stdio });
    if (result.status !== 0) throw new Error(`npm run build -w @arx/${target.name} failed`);
    built.push(target.name);
  }
  return built;
}
