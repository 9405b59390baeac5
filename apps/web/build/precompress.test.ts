import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress';

const CODE = `export function rows(){return[${Array.from({ length: 300 }, (_, i) => `"row ${i}"`).join(',')}]}\n`;

let dir = '';
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function build(files: Record<string, string | Buffer>) {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arx-precompress-'));
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  }
}

const read = (file: string) => fs.readFileSync(path.join(dir, file));
const exists = (file: string) => fs.existsSync(path.join(dir, file));

describe('precompressDir', () => {
  it('writes a Brotli and a gzip copy of each text file that decode to the file', async () => {
    build({ 'assets/app-1.js': CODE, 'assets/app-1.css': `.a{color:red}\n`.repeat(200), 'sw.js': CODE });
    const done = await precompressDir(dir);
    expect(done.map((d) => path.relative(dir, d.file)).sort()).toEqual([
      'assets/app-1.css',
      'assets/app-1.js',
      'sw.js',
    ]);
    for (const file of ['assets/app-1.js', 'assets/app-1.css', 'sw.js']) {
      expect(zlib.brotliDecompressSync(read(`${file}.br`)).equals(read(file))).toBe(true);
      expect(zlib.gunzipSync(read(`${file}.gz`)).equals(read(file))).toBe(true);
    }
  });

  it('compresses better than the server would as it goes, and Zopfli better than gzip -9', async () => {
    // Real code (this folder's other module): made-up repetitive text compresses alike at any level.
    build({
      'assets/app-1.js': fs.readFileSync(
        path.join(path.dirname(fileURLToPath(import.meta.url)), 'short-message-ids.ts'),
      ),
    });
    const [done] = await precompressDir(dir);
    const source = read('assets/app-1.js');
    const onTheFly = zlib.brotliCompressSync(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } });
    expect(done!.br).toBe(read('assets/app-1.js.br').length);
    expect(done!.br!).toBeLessThan(onTheFly.length);
    expect(done!.gz!).toBeLessThan(zlib.gzipSync(source, { level: 9 }).length);
  });

  it('when asked to be fast (the test build), writes copies that still decode to the file and are smaller', async () => {
    build({ 'assets/app-1.js': CODE });
    const [done] = await precompressDir(dir, 'fast');
    const source = read('assets/app-1.js');
    expect(zlib.brotliDecompressSync(read('assets/app-1.js.br')).equals(source)).toBe(true);
    expect(zlib.gunzipSync(read('assets/app-1.js.gz')).equals(source)).toBe(true);
    expect(done!.br!).toBeLessThan(source.length);
    expect(done!.gz!).toBeLessThan(source.length);
  });

  it('leaves alone images, the page shell the server rewrites, and copies that would not be smaller', async () => {
    build({
      'index.html': `<!doctype html>${'<p>shell</p>'.repeat(100)}`,
      'icons/icon.png': Buffer.alloc(4000, 7),
      'tiny.js': 'x',
    });
    const done = await precompressDir(dir);
    expect(done.map((d) => path.relative(dir, d.file))).toEqual(['tiny.js']);
    expect(done[0]).toMatchObject({ br: null, gz: null });
    for (const file of ['index.html', 'icons/icon.png', 'tiny.js']) {
      expect(exists(`${file}.br`), file).toBe(false);
      expect(exists(`${file}.gz`), file).toBe(false);
    }
  });
});
