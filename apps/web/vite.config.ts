import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { transformAsync } from '@babel/core';
import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { type Plugin, transformWithOxc } from 'vite';
import { defineConfig } from 'vitest/config';
import { precompress } from './build/precompress.ts';
import { shortMessageIds } from './build/short-message-ids.ts';

/** A file that mocks a module, or says it must run alone (it changes or needs modules' first state). */
const NEEDS_ISOLATION = /\bvi\.mock\(|^\/\/ Runs isolated: /m;
const TEST_FILES = ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'];
const ISOLATED_FILES = ['src', 'build']
  .flatMap((dir) =>
    fs
      .readdirSync(path.join(import.meta.dirname, dir), { recursive: true, encoding: 'utf8' })
      .map((file) => `${dir}/${file.split(path.sep).join('/')}`),
  )
  .filter((file) => /\.test\.tsx?$/.test(file))
  .filter((file) => NEEDS_ISOLATION.test(fs.readFileSync(path.join(import.meta.dirname, file), 'utf8')));

const MACRO_IMPORT = /from\s+['"]@lingui\/(?:core|react)\/macro['"]/;
const SOURCE = /\.[cm]?[jt]sx?$/;

/**
 * Lingui's macros (`<Trans>`, `t`, `msg`, `plural`) are a Babel plugin, and the React plugin of
 * Vite 8 no longer runs Babel. This runs it before anything else, on the app's own files that
 * import a macro only (the rest are never parsed twice), keeping TypeScript and JSX for the
 * next step (docs/decisions/0019-spanish.md). The messages are taken out of the code in every
 * build: each language's catalogue carries them, English included.
 */
export function linguiMacro(): Plugin {
  return {
    name: 'arx-lingui-macro',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!SOURCE.test(file) || file.includes('/node_modules/') || !MACRO_IMPORT.test(code)) return null;
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [['@lingui/babel-plugin-lingui-macro', { stripMessageField: true }]],
      });
      if (!result?.code) return null;
      return { code: result.code, map: result.map };
    },
  };
}

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

/** The files of public/ that installing the app and the offline counter view need. */
const INSTALL_FILES = [
  '/manifest.webmanifest',
  '/manifest.es.webmanifest',
  '/favicon.svg',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
  '/icons/icon-maskable-512.png',
  '/icons/apple-touch-icon.png',
];
/**
 * The modules whose chunks counter mode needs offline, besides the entry: the page, sign-out's
 * part, and the toasts' markup, which every member page preloads (components/ui/toast.tsx).
 */
const COUNTER_MODULES = [
  '/src/app/routes/counter.tsx',
  '/src/features/counter/forget-device.ts',
  '/src/components/ui/toast-list.tsx',
];

/**
 * Builds counter mode's service worker (src/features/counter/service-worker.ts) into /sw.js, with
 * the list of files it keeps: the entry chunk, the counter page's chunk, everything they import
 * (script and CSS), index.html and the install files. The other pages are not kept: offline, a
 * member needs the card, not the catalogue. The version is a hash of those files' contents, so
 * each deploy that changes one installs a new worker and drops the old cache.
 */
function counterServiceWorker(): Plugin {
  const source = new URL('./src/features/counter/service-worker.ts', import.meta.url);
  return {
    name: 'arx-counter-service-worker',
    // The client build only: the server-side renderer's build (dist-server/) has no worker.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const files = Object.values(bundle);
      const chunks = new Map(files.flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file] as const] : [])));
      const kept = new Set<string>();
      const keep = (fileName: string) => {
        const chunk = chunks.get(fileName);
        if (!chunk || kept.has(fileName)) return;
        kept.add(fileName);
        for (const css of chunk.viteMetadata?.importedCss ?? []) kept.add(css);
        for (const imported of chunk.imports) keep(imported);
      };
      for (const chunk of chunks.values()) {
        // The boot script is not kept: the counter page is the app's shell, which never loads it.
        const appEntry = chunk.isEntry && chunk.name !== 'boot';
        if (appEntry || chunk.moduleIds.some((id) => COUNTER_MODULES.some((m) => id.endsWith(m)))) {
          keep(chunk.fileName);
        }
      }
      const built = [...kept, 'index.html'].sort();
      const hash = createHash('sha256');
      for (const fileName of built) {
        const file = bundle[fileName];
        hash.update(fileName).update(file ? (file.type === 'chunk' ? file.code : file.source) : '');
      }
      for (const path of INSTALL_FILES)
        hash.update(path).update(fs.readFileSync(new URL(`./public${path}`, import.meta.url)));
      const shell = {
        version: hash.digest('hex').slice(0, 16),
        files: [...built.map((f) => `/${f}`), ...INSTALL_FILES],
      };
      const { code } = await transformWithOxc(fs.readFileSync(source, 'utf8'), source.pathname, { lang: 'ts' });
      const placeholder = /(['"])PRECACHE_PLACEHOLDER\1/;
      if (!placeholder.test(code)) throw new Error('service-worker.ts lost its PRECACHE_PLACEHOLDER');
      this.emitFile({
        type: 'asset',
        // The address src/features/counter/register-service-worker.ts registers.
        fileName: 'sw.js',
        source: code.replace(placeholder, () => JSON.stringify(JSON.stringify(shell))),
      });
    },
  };
}

/**
 * Modules every page runs that the bundler, left to itself, splits off into small shared chunks
 * of their own: React's core package (not react-dom), Lingui's React part and the list of
 * languages. See build.rolldownOptions.
 */
const SHARED_BY_EVERY_PAGE = /node_modules[\\/](react|@lingui[\\/]react)[\\/]|contracts[\\/]src[\\/]locales\.ts$/;

// In development the API runs on :3000 (npm run dev) and Vite proxies /api to it, so the app
// always talks to its own origin, as it does in production.
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    linguiMacro(),
    lingui(),
    // Numbers the messages in the code (after the macros) and the catalogues (after Lingui's plugin).
    shortMessageIds(),
    react(),
    tailwindcss(),
    mockServiceWorker(),
    counterServiceWorker(),
    // Last: every file written, each also as Brotli and gzip for the server to send as they are.
    precompress(),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      // The demo mailbox is served by the API at the site's root, not under /api.
      '/dev/mailbox': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    sourcemap: false,
    target: 'es2022',
    cssCodeSplit: true,
    // No modulepreload polyfill (0.4 kB gzip in every page's entry): Chrome, Edge, Firefox 115+
    // and Safari 17+ preload modules themselves; an older Safari loads the same chunks, only one
    // after another.
    modulePreload: { polyfill: false },
    // dist/.vite/manifest.json: which files each route module needs, so the server preloads a
    // server-rendered page's code from its head (apps/api/src/web/ssr).
    manifest: true,
    // Two entries in the browser build: the app (index.html) and the tiny script a
    // server-rendered page loads the app with once it has painted (src/boot.ts).
    rolldownOptions: isSsrBuild
      ? {}
      : {
          input: { index: 'index.html', boot: 'src/boot.ts' },
          // One chunk for the modules every page runs that the bundler would split into three
          // small chunks (one of them also taking the app's router out of the entry): each chunk
          // costs its import and export lists. Every public page's first download is 0.7 KB gzip
          // smaller than with no group (npm run bench, 2026-11-29).
          output: {
            // Chunks are named by their hash alone, not `[name]-[hash]`: every import between
            // chunks and the entry's preload list carry the names, and a page's files were 0.4-0.5 KB
            // gzip smaller without them (2026-11-29). Which source a chunk holds: dist/.vite/manifest.json.
            chunkFileNames: 'assets/[hash].js',
            codeSplitting: { groups: [{ name: 'shared', test: SHARED_BY_EVERY_PAGE }] },
          },
        },
  },
  // `vite build --ssr src/entry-server.tsx` (the server-side renderer, dist-server/): every
  // package bundled in, so the API's production image needs none of the web app's packages.
  ssr: { noExternal: true },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    css: false,
    testTimeout: 15_000,
    // Test files share their worker, its jsdom and its modules (a quarter of the time: decision
    // 0022); a file that replaces a module with vi.mock, or that changes or needs a module's
    // first state ("// Runs isolated: why"), runs isolated, in a project of its own.
    projects: [
      { extends: true, test: { name: 'web', include: TEST_FILES, exclude: ISOLATED_FILES, isolate: false } },
      { extends: true, test: { name: 'web-isolated', include: ISOLATED_FILES } },
    ],
  },
}));
