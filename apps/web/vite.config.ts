import fs from 'node:fs';
import { createRequire } from 'node:module';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * `npm run dev:mock` needs MSW's service worker at /mockServiceWorker.js. It is served from the
 * msw package in that mode only, so it never ships in the production build.
 */
function mockServiceWorker(): Plugin {
  return {
    name: 'arx-mock-service-worker',
    apply: (_config, env) => env.mode === 'mock',
    configureServer(server) {
      const file = createRequire(import.meta.url).resolve('msw/mockServiceWorker.js');
      server.middlewares.use('/mockServiceWorker.js', (_req, res) => {
        res.setHeader('content-type', 'text/javascript');
        res.end(fs.readFileSync(file));
      });
    },
  };
}

// In development the API runs on :3000 (npm run dev) and Vite proxies /api to it, so the app
// always talks to its own origin, as it does in production.
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss(), mockServiceWorker()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      // The demo mailbox is served by the API at the site's root, not under /api.
      '/dev/mailbox': { target: apiTarget, changeOrigin: false },
    },
  },
  build: { sourcemap: false, target: 'es2022', cssCodeSplit: true },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    css: false,
    testTimeout: 15_000,
  },
});
