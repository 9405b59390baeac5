import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/**
 * The production suite (*.prod.test.ts) runs the API as real processes, the way a deployment
 * does: `src/server.ts` under tsx, against a PostgreSQL database of its own and the shared Redis.
 */

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type ProcessExit = { code: number | null; signal: NodeJS.Signals | null; at: number };

export type ServerProcess = {
  url: string;
  port: number;
  pid: number;
  /** From spawn to the first 200 on /health/ready. */
  startupMs: number;
  /** Everything the process printed so far, stdout and stderr interleaved. */
  output(): string;
  /** Resolves when the process ends; `at` is performance.now() then. */
  exit: Promise<ProcessExit>;
  /** Sends the signal and waits for the process to end. */
  stop(signal?: NodeJS.Signals): Promise<ProcessExit>;
};

export type StartOptions = {
  databaseUrl: string;
  /** Settings added to (or replacing) the production defaults below. */
  env?: Record<string, string>;
  /** Defaults to a free port. */
  port?: number;
  readyTimeoutMs?: number;
};

const running = new Set<ChildProcess>();
// A test that fails half-way must not leave servers behind holding ports and connections.
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** The settings of a production instance, with the demo providers allowed (no real Stripe or WorkOS here). */
export function productionEnv(databaseUrl: string, port: number): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl,
    ALLOW_DEMO_PROVIDERS: 'true',
    AUTH_TOKEN_SECRET: TEST_TOKEN_SECRET,
    DATA_ENCRYPTION_KEYS: `k1:${TEST_ENCRYPTION_KEY}`,
    REDIS_URL: requiredEnv('TEST_REDIS_URL'),
    REDIS_KEY_PREFIX: REDIS_KEY_PREFIX,
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    SEED_ON_START: 'true',
  };
}

/** Shared by every instance of one test run, as a deployment shares them. */
const TEST_TOKEN_SECRET = randomBytes(32).toString('hex');
const TEST_ENCRYPTION_KEY = randomBytes(32).toString('base64');
/** This run's own corner of the shared Redis. */
const REDIS_KEY_PREFIX = `arx-prod-test-${randomBytes(4).toString('hex')}:`;

/** Spawns `src/server.ts` and resolves once /api/v1/health/ready answers 200. */
export async function startServerProcess(options: StartOptions): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const startedAt = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    // Only what the process needs: nothing from the test runner's environment leaks in.
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      TMPDIR: process.env.TMPDIR ?? '/tmp',
      ...productionEnv(options.databaseUrl, port),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let printed = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    printed += chunk.toString('utf8');
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    printed += chunk.toString('utf8');
  });
  let stopping = false;
  const exit = new Promise<ProcessExit>((resolve) => {
    child.once('exit', (code, signal) => {
      running.delete(child);
      // A server that dies on its own leaves the test with bare connection errors: say why.
      if (!stopping) console.error(`the server on port ${port} exited (${code ?? signal}):\n${printed.slice(-8_000)}`);
      resolve({ code, signal, at: performance.now() });
    });
  });
  let exited = false;
  void exit.then(() => {
    exited = true;
  });

  const deadline = startedAt + (options.readyTimeoutMs ?? 60_000);
  for (;;) {
    if (exited) throw new Error(`the server exited before it was ready:\n${printed}`);
    if (performance.now() > deadline) {
      stopping = true;
      child.kill('SIGKILL');
      throw new Error(`the server was not ready within the time allowed:\n${printed}`);
    }
    const status = await fetch(`${url}/api/v1/health/ready`, { signal: AbortSignal.timeout(2_000) }).then(
      (res) => res.status,
      () => 0,
    );
    if (status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    url,
    port,
    pid: child.pid as number,
    startupMs: Math.round(performance.now() - startedAt),
    output: () => printed,
    exit,
    async stop(signal = 'SIGTERM') {
      stopping = true;
      if (!exited) child.kill(signal);
      return exit;
    },
  };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export type ScratchDatabase = { name: string; url: string; drop(): Promise<void> };

/** A new, empty database on the PostgreSQL server named by TEST_DATABASE_URL; no migrations run. */
export async function createScratchDatabase(): Promise<ScratchDatabase> {
  const adminUrl = requiredEnv('TEST_DATABASE_URL');
  const name = `arx_prod_${randomBytes(6).toString('hex')}`;
  await asAdmin((admin) => admin.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => asAdmin((admin) => admin.query(`drop database if exists ${name} with (force)`)).then(() => {}),
  };
}

async function asAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: requiredEnv('TEST_DATABASE_URL') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`the production suite needs ${name}`);
  return value;
}
