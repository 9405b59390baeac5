import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';
import type { Plugin } from 'vite';

/**
 * Every file of the browser build, compressed once at build time, beside it: `x.js.br` (Brotli at
 * its best quality) and `x.js.gz` (gzip made by Zopfli). The server sends the one the browser
 * accepts (apps/api/src/web/serve-web.ts) instead of compressing each answer as it goes, which
 * it can only afford to do quickly: Brotli at quality 4, larger than plain gzip -9.
 *
 * Measured on the estimator page's 15 files (2026-11-29): 105.5 KB as the server sent them
 * (Brotli 4), 104.1 KB at gzip -9; 90.8 KB as Brotli 11 and 101.0 KB as Zopfli's gzip, for
 * the same code (docs/decisions/0020-precompressed-files.md). Zopfli's output is ordinary
 * gzip: every client that reads gzip reads it. It costs seconds per build instead of CPU on
 * every answer.
 */

/** What the server would compress: text. Images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|webmanifest|txt|xml|map)$/;
/** Served by the API with a tag added to it, not as a file (serve-web.ts). */
const SERVED_AS_PAGE = new Set(['index.html']);
/**
 * Zopfli's block splitting (one Huffman table per part of a file) gains about 0.3% on the large
 * chunks and nothing worth having on small ones, where this WebAssembly build of it spends up
 * to half a second a file: the browser build took 20 s with it on every file, 11 s with it on
 * files from 20 KB, 5 s with it nowhere (2026-11-29).
 */
const BLOCK_SPLITTING_FROM = 20_000;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * `best` for what ships; `fast` for the test suite's build, which only needs the same files the
 * server would find (BUILD_COMPRESSION=fast): Brotli 5 and plain gzip -9 instead of the best
 * quality and Zopfli, seconds a build.
 */
export type CompressionLevel = 'best' | 'fast';

/** A file and the sizes of its copies (null: not written, as it would not be smaller). */
export type Compressed = { file: string; br: number | null; gz: number | null };

/** The file's Brotli and gzip versions; a version that is not smaller than the file is not written. */
async function compressFile(file: string, level: CompressionLevel): Promise<Compressed> {
  const source = await fs.readFile(file);
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: level === 'best' ? zlib.constants.BROTLI_MAX_QUALITY : 5,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    level === 'best'
      ? gzipAsync(source, { numiterations: 15, blocksplitting: source.length >= BLOCK_SPLITTING_FROM })
      : gzip(source, { level: 9 }),
  ]);
  const write = async (suffix: string, data: Uint8Array) => {
    if (data.length >= source.length) return null;
    await fs.writeFile(`${file}${suffix}`, data);
    return data.length;
  };
  return { file, br: await write('.br', br), gz: await write('.gz', gz) };
}

/** Every compressible file under `dir`, compressed beside itself. */
export async function precompressDir(dir: string, level: CompressionLevel = 'best'): Promise<Compressed[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !SERVED_AS_PAGE.has(path.relative(dir, file)));
  // Brotli runs on libuv's threads while Zopfli (WebAssembly) runs here, so the two overlap;
  // the files go one at a time so memory stays at one file's worth.
  const done: Compressed[] = [];
  for (const file of files) done.push(await compressFile(file, level));
  return done;
}

/** The browser build's last step: its whole output directory, once every file is written. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'arx-precompress',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle(error) {
      if (error) return;
      const started = performance.now();
      const level = process.env.BUILD_COMPRESSION === 'fast' ? 'fast' : 'best';
      const done = await precompressDir(outDir, level);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const how = level === 'best' ? 'Brotli 11 and gzip (Zopfli)' : 'Brotli 5 and gzip -9 (BUILD_COMPRESSION=fast)';
      this.info(`compressed ${done.length} files as ${how} in ${seconds} s`);
    },
  };
}
