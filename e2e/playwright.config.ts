import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// The journeys drive the production build (one server, embedded defaults) on a fresh data
// directory, in Debian's Chromium: Playwright's own browser download cannot work here.
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  throw new Error(`Chromium not found at ${chromium}: install it (apt-get install chromium) or set CHROMIUM_PATH.`);
}
const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arx-e2e-'));
const root = path.resolve(import.meta.dirname, '..');

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  outputDir: path.join(os.tmpdir(), 'arx-e2e-results'),
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
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
    {
      name: 'desktop',
      testIgnore: /narrow\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'narrow',
      testMatch: /(narrow|accessibility)\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true },
    },
  ],
  webServer: {
    command: `node ${path.join(root, 'apps/api/dist/server.mjs')}`,
    url: `http://localhost:${port}/api/v1/health/ready`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(root, 'apps/web/dist'),
      LOG_LEVEL: 'warn',
    },
  },
});
