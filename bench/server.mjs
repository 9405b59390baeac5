// The production server as a child process on a free loopback port, so the load generator in
// this process never shares an event loop with it.
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

/** Settings the app reads that must not leak in from the caller's shell into a benchmark. */
const APP_VARIABLES = [
  'PORT',
  'HOST',
  'APP_URL',
  'DATABASE_URL',
  'DATA_DIR',
  'DATABASE_POOL_SIZE',
  'LOG_LEVEL',
  'WEB_DIST_DIR',
  'SEED_ON_START',
  'SHUTDOWN_GRACE_MS',
  'TRUST_PROXY',
  'IDENTITY_PROVIDER',
  'PAYMENT_PROVIDER',
  'ALLOW_DEMO_PROVIDERS',
  'AUTH_TOKEN_SECRET',
  'AUTH_TOKEN_TTL_SECONDS',
  'REDIS_URL',
  'CORS_ORIGINS',
  'DATA_ENCRYPTION_KEYS',
  // Mail from the shell would send the bench's messages to a real server; only the renewal case sets them.
  'SMTP_URL',
  'MAIL_FROM',
];

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** The environment for the app's own processes (server, catalogue import): only what we set. */
export function appEnvironment(settings) {
  const env = { ...process.env };
  for (const name of APP_VARIABLES) delete env[name];
  for (const name of Object.keys(env)) {
    if (name.startsWith('WORKOS_') || name.startsWith('STRIPE_')) delete env[name];
  }
  return { ...env, NODE_ENV: 'production', ...settings };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts dist/server.mjs and resolves once /api/v1/health/live answers 200; `startupMs` is
 * the time from spawn to that first answer (the cold start the budget is about), `spawnedAt`
 * the spawn's wall-clock time (epoch ms), for timelines that start there.
 */
export async function startServer({ root, port, settings, log, timeoutMs = 120_000 }) {
  const origin = `http://127.0.0.1:${port}`;
  const env = appEnvironment({
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: origin,
    LOG_LEVEL: 'warn',
    SHUTDOWN_GRACE_MS: '3000',
    WEB_DIST_DIR: path.join(root, 'apps/web/dist'),
    ...settings,
  });
  const spawnedAt = Date.now();
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.mjs')], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = null;
  const exit = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      exited = { code, signal };
      resolve(exited);
    });
  });
  const killOnExit = () => child.kill('SIGKILL');
  process.on('exit', killOnExit);

  const stop = async () => {
    if (!exited) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exit;
      clearTimeout(timer);
    }
    process.off('exit', killOnExit);
    if (output.trim()) log(`server said (log level warn):\n${indent(output.trim())}`);
  };

  for (;;) {
    if (exited) {
      process.off('exit', killOnExit);
      throw new Error(`the server exited (${exited.code ?? exited.signal}) before answering:\n${indent(output)}`);
    }
    if (performance.now() - started > timeoutMs) {
      await stop();
      throw new Error(`the server did not answer /api/v1/health/live within ${timeoutMs / 1000} s`);
    }
    try {
      const response = await fetch(`${origin}/api/v1/health/live`);
      await response.arrayBuffer();
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    await sleep(10);
  }
  return { origin, port, spawnedAt, startupMs: performance.now() - started, stop, output: () => output };
}

const indent = (text) =>
  text
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');
