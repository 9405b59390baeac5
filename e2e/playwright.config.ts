import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// The journeys drive the production build (embedded defaults) on a fresh data directory per
// server, in Debian's Chromium: Playwright's own browser download cannot work here.
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  throw new Error(`Chromium not found at ${chromium}: install it (apt-get install chromium) or set CHROMIUM_PATH.`);
}
const port = Number(process.env.E2E_PORT ?? 3100);
// The lifecycle journeys move the sandbox's test clock, which every member on a server lives by:
// they get a server and data directory of their own, so no other journey sees a year go by.
const lifecyclePort = Number(process.env.E2E_LIFECYCLE_PORT ?? port + 1);
const root = path.resolve(import.meta.dirname, '..');
// Results per checkout and port: a run empties its results folder as it starts, and one folder for
// every run took the traces and downloads from under another checkout's run still going (ENOENT).
const outputDir = path.join(os.tmpdir(), `arx-e2e-results-${root.replace(/[^\w.]+/g, '-').replace(/^-/, '')}-${port}`);

const server = (listenOn: number) => ({
  command: `node ${path.join(root, 'apps/api/dist/server.mjs')}`,
  url: `http://localhost:${listenOn}/api/v1/health/ready`,
  reuseExistingServer: false,
  timeout: 60_000,
  env: {
    PORT: String(listenOn),
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'arx-e2e-')),
    WEB_DIST_DIR: path.join(root, 'apps/web/dist'),
    LOG_LEVEL: 'warn',
  },
});

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  // One per core: each drives a Chromium beside the two servers.
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // Most journeys start from a member made through the API (tests/support/member.ts), but a
  // loaded two-core machine still takes 10–30 s over one; the longest set their own.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir,
  use: {
    baseURL: `http://localhost:${port}`,
    // A failed journey keeps its trace: every action with the page's DOM before and after. The
    // trace's film strip of screenshots is left out: capturing it cost every journey a tenth of
    // its time on two cores (bench/README.md, "The test loop").
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // First: its journeys run one after another on one worker, so starting them early lets the
    // other worker share out the rest of the suite meanwhile instead of waiting at the end.
    {
      name: 'lifecycle',
      testMatch: /lifecycle\.spec\.ts/,
      // One at a time, even repeated or split into more files: each journey counts days on the
      // one clock its server has, and a journey moving it would shift another's dates mid-way.
      workers: 1,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        baseURL: `http://localhost:${lifecyclePort}`,
      },
    },
    {
      name: 'desktop',
      testIgnore: /(narrow|lifecycle)\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'narrow',
      testMatch: /(narrow|accessibility)\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true },
    },
  ],
  webServer: [server(port), server(lifecyclePort)],
});
