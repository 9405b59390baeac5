import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A renderer that renders nothing: every page is the shell (what a test of headers or routing needs). */
export const SHELL_ONLY_RENDERER =
  'export async function configureServerRendering() {}\nexport async function renderPage() { return null; }\n';

/** The part of Vite's manifest every build has: the boot script server-rendered pages load the app with. */
export const BOOT_MANIFEST = { 'src/boot.ts': { file: 'assets/boot-1.js', isEntry: true } };

type WebBuildOptions = {
  /** index.html; a minimal shell by default. It must hold `<div id="root"></div>`, as Vite's does. */
  indexHtml?: string;
  /** The source of dist-server/entry-server.js (ESM). */
  renderer?: string;
  /** dist/.vite/manifest.json; BOOT_MANIFEST by default. It must name the boot script, as Vite's does. */
  manifest?: object;
  /** Other files of dist/, by path. */
  files?: Record<string, string>;
};

/**
 * The smallest web build the API serves, in a temporary folder: dist/ (index.html, Vite's
 * manifest, any other files) and dist-server/entry-server.js beside it. `webDistDir` is what
 * WEB_DIST_DIR names; `remove()` deletes it all.
 */
export function createWebBuild(options: WebBuildOptions = {}) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'arx-web-'));
  const webDistDir = path.join(root, 'dist');
  const write = (file: string, content: string) => {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
  };
  write(
    path.join(webDistDir, 'index.html'),
    options.indexHtml ??
      '<!doctype html><html><head><title>ARX</title><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>',
  );
  write(path.join(webDistDir, '.vite', 'manifest.json'), JSON.stringify(options.manifest ?? BOOT_MANIFEST));
  for (const [file, content] of Object.entries(options.files ?? {})) write(path.join(webDistDir, file), content);
  write(path.join(root, 'dist-server', 'entry-server.js'), options.renderer ?? SHELL_ONLY_RENDERER);
  return { webDistDir, remove: () => fs.rmSync(root, { recursive: true, force: true }) };
}
