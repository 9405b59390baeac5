import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app';
import { createWebBuild } from '../test/web-build';

/** Long enough for the compression hook (1 KB and up) to act on it. */
const APP_JS = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"row ${i}"`).join(',')}];\n`;
const WORKER_JS = `self.addEventListener('fetch', () => {}); // ${'x'.repeat(2000)}\n`;

/**
 * The build writes each file also as Brotli and gzip (apps/web/build/precompress.ts). The copies
 * here are made differently from the server's own compression (gzip level 1, Brotli quality 1),
 * so a test can tell the build's copy from one made on the fly.
 */
function writeCopies(dir: string, file: string, content: string) {
  fs.writeFileSync(
    path.join(dir, `${file}.br`),
    zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } }),
  );
  fs.writeFileSync(path.join(dir, `${file}.gz`), zlib.gzipSync(content, { level: 1 }));
}

describe('the built files, sent compressed as the build wrote them', () => {
  let ctx: TestContext;
  let webBuild: ReturnType<typeof createWebBuild>;

  beforeAll(async () => {
    webBuild = createWebBuild({
      files: { 'assets/app-1.js': APP_JS, 'assets/plain-1.js': APP_JS, 'sw.js': WORKER_JS },
    });
    writeCopies(webBuild.webDistDir, 'assets/app-1.js', APP_JS);
    writeCopies(webBuild.webDistDir, 'sw.js', WORKER_JS);
    ctx = await createTestApp({ WEB_DIST_DIR: webBuild.webDistDir });
  });
  afterAll(async () => {
    await ctx.close();
    webBuild.remove();
  });

  const get = (url: string, acceptEncoding?: string) =>
    ctx.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it("sends the Brotli copy to a browser that takes Brotli, byte for byte the build's", async () => {
    const res = await get('/assets/app-1.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(res.rawPayload.equals(fs.readFileSync(path.join(webBuild.webDistDir, 'assets/app-1.js.br')))).toBe(true);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(APP_JS);
  });

  it('sends the gzip copy to a client that takes gzip only', async () => {
    const res = await get('/assets/app-1.js', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.rawPayload.equals(fs.readFileSync(path.join(webBuild.webDistDir, 'assets/app-1.js.gz')))).toBe(true);
    expect(zlib.gunzipSync(res.rawPayload).toString()).toBe(APP_JS);
  });

  it('sends the file itself to a client that takes no compression', async () => {
    const res = await get('/assets/app-1.js');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(APP_JS);
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
  });

  it('compresses a file the build left without copies as it goes', async () => {
    const res = await get('/assets/plain-1.js', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(APP_JS);
  });

  it("keeps the service worker's caching when its copy is sent", async () => {
    const res = await get('/sw.js', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(WORKER_JS);
  });

  it('gives the compressed copies no address of their own', async () => {
    const res = await get('/assets/app-1.js.br');
    expect(res.headers['content-encoding']).not.toBe('br');
    expect(res.headers['content-type']).not.toMatch(/javascript|octet-stream/);
  });
});

describe('the home page and the language a visitor chose', () => {
  let ctx: TestContext;
  let webBuild: ReturnType<typeof createWebBuild>;

  beforeAll(async () => {
    webBuild = createWebBuild({ files: {} });
    ctx = await createTestApp({ WEB_DIST_DIR: webBuild.webDistDir });
  });
  afterAll(async () => {
    await ctx.close();
    webBuild.remove();
  });

  const home = (url: string, cookie?: string) =>
    ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it('takes a visitor who chose Spanish from / to /es/, the query kept, and tells caches it depends on the cookie', async () => {
    const res = await home('/?utm_source=mail', 'arx_locale=es');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/es/?utm_source=mail');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(String(res.headers.vary)).toMatch(/cookie/i);
    expect((await home('/', 'arx_locale=es')).headers.location).toBe('/es/');
  });

  it('serves the English home page to a visitor who chose English, to one who never chose, and to a cookie it does not know', async () => {
    for (const cookie of ['arx_locale=en', undefined, 'arx_locale=fr']) {
      const res = await home('/', cookie);
      expect(res.statusCode, String(cookie)).toBe(200);
      expect(String(res.headers.vary)).toMatch(/cookie/i);
    }
  });
});
