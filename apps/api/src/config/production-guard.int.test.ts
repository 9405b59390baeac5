import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { bearer, signInThroughLocalProvider } from '../test/sign-in';
import { createTestApp } from '../test/test-app';
import { createTestDatabase } from '../test/test-database';
import { createWebBuild } from '../test/web-build';
import { loadConfig } from './config';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'arx-guard-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

const START_LIMIT_MS = 50_000;

/** Starts the real entry point with only these settings; resolves with its exit code and output. */
function startServer(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: API_DIR,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATA_DIR: path.join(scratch, 'data'), ...env },
    });
    let output = '';
    // A server that did start would listen forever: stop it once it says so, and the test sees it
    // did not exit. The timer is a last resort: a loaded machine can take many seconds to start one.
    const read = (chunk: Buffer) => {
      output += chunk;
      if (output.includes('is ready')) child.kill('SIGKILL');
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    const timer = setTimeout(() => child.kill('SIGKILL'), START_LIMIT_MS);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe('a server that is not a local try-out refuses to start with the demo parts', {
  timeout: START_LIMIT_MS + 10_000,
}, () => {
  it.each([
    ['NODE_ENV=production', { NODE_ENV: 'production', PORT: '0' }],
    ['a public APP_URL', { APP_URL: 'https://club.example.com', PORT: '0' }],
  ])('exits non-zero with %s and no other setting, naming each demo part', async (_, env) => {
    const { code, output } = await startServer(env);
    expect(code).toBe(1);
    expect(output).toContain('Invalid configuration');
    for (const part of [
      'the built-in sign-in page',
      'the payment sandbox',
      'development Apple Wallet credentials',
      'development Google Wallet credentials',
      'the demo mailbox',
    ]) {
      expect(output).toContain(part);
    }
    expect(output).not.toContain('is ready');
  });
});

describe('a TRUST_PROXY that trusts everyone', { timeout: START_LIMIT_MS + 10_000 }, () => {
  it('stops the start with the configuration problems listed, not a stack trace', async () => {
    const { code, output } = await startServer({ TRUST_PROXY: '0.0.0.0/0', PORT: '0' });
    expect(code).toBe(1);
    expect(output).toContain('Invalid configuration');
    expect(output).toContain('TRUST_PROXY: "0.0.0.0/0" trusts far more than your proxies');
    expect(output).not.toMatch(/^\s+at /m);
    expect(output).not.toContain('is ready');
  });
});

describe('a local try-out answers only to names of this machine', () => {
  const SIGN_IN_PAGE = '/api/v1/auth/local/authorize';

  it.each([
    ['a public name', { host: 'club.example.com' }],
    ['a public name with a port', { host: 'club.example.com:3000' }],
    ['an address of the network', { host: '192.168.1.20:3000' }],
    ['a look-alike of localhost', { host: 'localhost.example.com' }],
    [
      'a public name forwarded by a proxy that rewrote Host',
      { host: 'localhost:3000', 'x-forwarded-host': 'club.example.com' },
    ],
  ])('refuses a request for %s (421, in plain words) before any route', async (_, headers) => {
    const ctx = await createTestApp();
    try {
      for (const url of [SIGN_IN_PAGE, '/api/v1/health/live', '/api/v1/sandbox/clock', '/no-such-page']) {
        const res = await ctx.app.inject({ method: 'GET', url, headers });
        expect(res.statusCode, url).toBe(421);
        expect(res.headers['content-type']).toMatch(/^text\/plain/);
        expect(res.body).toContain('a local try-out');
        expect(res.body).toContain('ALLOW_DEMO_PROVIDERS=true');
      }
      const signIn = await ctx.app.inject({
        method: 'POST',
        url: SIGN_IN_PAGE,
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'email=someone%40example.com',
      });
      expect(signIn.statusCode).toBe(421);
    } finally {
      await ctx.close();
    }
  });

  it('serves this machine’s names, with any port', async () => {
    const ctx = await createTestApp();
    try {
      for (const host of [
        'localhost',
        'localhost:3000',
        '127.0.0.1:3000',
        '127.8.9.10',
        '[::1]:3000',
        'LOCALHOST:80',
        'app.localhost:3000',
      ]) {
        const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/health/live', headers: { host } });
        expect(res.statusCode, host).toBe(200);
      }
    } finally {
      await ctx.close();
    }
  });

  it('leaves a public demo (ALLOW_DEMO_PROVIDERS=true) to its own name', async () => {
    const ctx = await createTestApp({ APP_URL: 'https://demo.example.com' });
    try {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/health/live',
        headers: { host: 'demo.example.com' },
      });
      expect(res.statusCode).toBe(200);
    } finally {
      await ctx.close();
    }
  });
});

describe('a public demo (ALLOW_DEMO_PROVIDERS=true) says so', () => {
  it('warns in the log at start', async () => {
    const lines: string[] = [];
    const database = await createTestDatabase();
    const config = loadConfig({ APP_URL: 'https://demo.example.com', ALLOW_DEMO_PROVIDERS: 'true', LOG_LEVEL: 'info' });
    const app = await buildApp({ config, database, logger: { stream: { write: (line: string) => lines.push(line) } } });
    await app.close();
    await database.destroy();
    const warning = lines.map((line) => JSON.parse(line)).find((entry) => entry.level === 40);
    expect(warning?.msg).toContain('ALLOW_DEMO_PROVIDERS=true: demo parts are running');
    expect(warning?.demoParts).toEqual(['sign-in', 'payments', 'apple-wallet', 'google-wallet', 'mail']);
  });

  it('names its demo parts in every page it serves, for the banner; a local try-out does not', async () => {
    const build = createWebBuild();
    const dist = build.webDistDir;
    const demo = await createTestApp({
      APP_URL: 'https://demo.example.com',
      ALLOW_DEMO_PROVIDERS: 'true',
      WEB_DIST_DIR: dist,
    });
    const local = await createTestApp({ WEB_DIST_DIR: dist });
    try {
      for (const url of ['/', '/faq', '/dashboard']) {
        const page = await demo.app.inject({ method: 'GET', url });
        expect(page.body).toContain(
          '<meta name="arx-demo-parts" content="sign-in payments apple-wallet google-wallet mail"></head>',
        );
        expect((await local.app.inject({ method: 'GET', url })).body).not.toContain('arx-demo-parts');
      }
    } finally {
      await demo.close();
      await local.close();
      build.remove();
    }
  });
});

describe('signed-in answers', () => {
  it('carry Cache-Control: no-store, whatever the route set; public answers keep their caching', async () => {
    const ctx = await createTestApp();
    try {
      const { token } = await signInThroughLocalProvider(ctx, { email: 'no-store@example.com', name: 'No Store' });
      for (const url of [
        '/api/v1/current_user',
        '/api/v1/users/profile',
        '/api/v1/bookmarks',
        '/api/v1/billing/details',
      ]) {
        const res = await ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
        expect(res.statusCode, url).toBeLessThan(500);
        expect(res.headers['cache-control'], url).toMatch(/(^|, )no-store$/);
      }
      const faqs = await ctx.app.inject({ method: 'GET', url: '/api/v1/faqs' });
      expect(faqs.headers['cache-control']).not.toMatch(/no-store/);
    } finally {
      await ctx.close();
    }
  });
});
