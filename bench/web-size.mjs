// What a first visit to each public route downloads before it can render: the page's entry
// script, modulepreloads and stylesheets (as the server sends the page, or index.html), plus the
// route's lazy chunk and the files Vite preloads with it (its __vite__mapDeps list). A
// server-rendered page names only a boot script; the entry and chunks it loads after the first
// paint (listed in the page's #arx-scripts block) count as well.
//
// Each file is measured three ways: the bytes the server sends to a client that takes gzip only
// and to one that takes Brotli (every browser does), as the build compressed them
// (apps/web/build/precompress.ts), and the file gzipped here at level 9, the measure of the
// figures recorded before the build compressed its files (2026-11-29).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { get, MEDICATION_PAGE, READ_HEADERS } from './pages.mjs';

/** `path` → route module for the public routes, read from the router's source. */
export function publicRoutes(routerSource) {
  const modules = new Map();
  for (const match of routerSource.matchAll(/const (\w+) = lazyPage\(\(\) => import\('\.\/routes\/([\w-]+)'\)\)/g)) {
    modules.set(match[1], match[2]);
  }
  // Everything under a <ProtectedRoute />'s children is for members only (the site's member pages
  // and counter mode, which has no site layout, each sit under one).
  const protectedRanges = [];
  for (const guard of routerSource.matchAll(/<ProtectedRoute \/>/g)) {
    const from = routerSource.indexOf('children: [', guard.index);
    if (from < 0) continue;
    let depth = 0;
    for (let i = from + 'children: '.length; i < routerSource.length; i++) {
      if (routerSource[i] === '[') depth++;
      else if (routerSource[i] === ']' && --depth === 0) {
        protectedRanges.push([from, i]);
        break;
      }
    }
  }
  const routes = [];
  const paths = [...routerSource.matchAll(/path: '([^']+)'/g)];
  paths.forEach((match, i) => {
    const end = paths[i + 1]?.index ?? routerSource.length;
    const page = /<(\w+) \/>/.exec(
      routerSource.slice(match.index, end).replace(/<(RedirectIfSignedIn|Navigate)[^>]*>/g, ''),
    );
    const isProtected = protectedRanges.some(([from, to]) => match.index > from && match.index < to);
    const module = page ? modules.get(page[1]) : undefined;
    if (!isProtected && module) routes.push({ path: match[1], module });
  });
  return routes;
}

function gzipSize(buffer) {
  return zlib.gzipSync(buffer, { level: 9 }).length;
}

/** The address a route's row is measured at: its path, with the bench's medication for `:name`. */
export function routeUrl(route) {
  return route.replace(/\/drugs\/:[\w]+/, MEDICATION_PAGE).replace(/\/:[\w]+/g, '/example');
}

const attr = (tag, name) => new RegExp(`${name}="([^"]+)"`).exec(tag)?.[1];

/**
 * The scripts, modulepreloads and stylesheets an HTML page names, and those its boot script
 * loads (same-origin paths only). The entry is the boot script's entry when there is one.
 */
function initialFiles(html) {
  const tags = [...html.matchAll(/<(script|link)\b[^>]*>/g)].map((m) => m[0]);
  const files = [];
  for (const tag of tags) {
    if (tag.startsWith('<script') && attr(tag, 'src')) files.push(attr(tag, 'src'));
    if (/rel="(modulepreload|stylesheet)"/.test(tag) && attr(tag, 'href')) files.push(attr(tag, 'href'));
  }
  let entry = attr(
    tags.find((tag) => tag.startsWith('<script') && /type="module"/.test(tag) && attr(tag, 'src')) ?? '',
    'src',
  );
  const block = /<script type="application\/json" id="arx-scripts">([^<]*)<\/script>/.exec(html);
  if (block) {
    const scripts = JSON.parse(block[1]);
    entry = scripts.entry;
    files.push(scripts.entry, ...scripts.preload);
  }
  const local = (url) => url.startsWith('/') && !url.startsWith('//');
  return { files: files.filter(local).map((url) => url.split(/[?#]/)[0]), entry };
}

/**
 * The files each `import()` in the entry loads, by the chunk's file name: the chunk, and the files
 * Vite preloads with it (its `__vite__mapDeps` list).
 */
function lazyChunks(entrySource) {
  // The preload list Vite writes into the entry, and which of its entries each import() uses.
  const depList = /m\.f=(\[[^\]]*\])/.exec(entrySource);
  const deps = depList ? JSON.parse(depList[1].replace(/`/g, '"')) : [];
  const chunks = new Map();
  for (const match of entrySource.matchAll(
    /import\([`'"]\.\/([^`'"]+\.js)[`'"]\)(?:,__vite__mapDeps\(\[([\d,]*)\]\)|,\[\])?/g,
  )) {
    const files = match[2] ? match[2].split(',').map((i) => `/${deps[Number(i)]}`) : [`/assets/${match[1]}`];
    chunks.set(match[1], files);
  }
  return chunks;
}

/**
 * The built file of each route module (`routes/drug-pricing` → `…/Bx1y2z3w.js`), from the build's
 * manifest: chunk files are named by their hash alone (vite.config.ts).
 */
function routeFiles(dist) {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const files = new Map();
  for (const [source, chunk] of Object.entries(manifest)) {
    const route = /^src\/app\/(routes\/[\w-]+)\.tsx$/.exec(source);
    if (route) files.set(route[1], path.basename(chunk.file));
  }
  return files;
}

/**
 * Per public route, what a first visit downloads before it can render. With `origin` (the
 * running server) each route's page is asked for as a browser navigates to it, and its own
 * HTML decides the entry script, modulepreloads and stylesheets (a server-rendered page may
 * name more than index.html does); every file is read from the server. A page that does not
 * answer 2xx HTML falls back to apps/web/dist/index.html, and says so. Without `origin`
 * everything is read from apps/web/dist.
 */
export async function measureWebSizes(root, { origin } = {}) {
  const dist = path.join(root, 'apps/web/dist');
  const indexHtml = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const routeFile = routeFiles(dist);
  const files = new Map();
  const read = async (url) => {
    if (!files.has(url)) {
      files.set(
        url,
        (async () => {
          if (!origin) return fs.readFileSync(path.join(dist, url));
          const answer = await get(origin, url, { ...READ_HEADERS, accept: '*/*', 'accept-encoding': 'identity' });
          if (answer.status !== 200) throw new Error(`GET ${url} answered ${answer.status}`);
          return answer.body;
        })(),
      );
    }
    return files.get(url);
  };
  /**
   * The bytes sent for `url` to a client that takes `encoding`: what the server sends, however
   * it chose to (a file too small to gain from compression goes as it is). Without a server, the
   * build's compressed copy, or null when it made none (the server would compress it as it goes).
   */
  const sentSize = async (url, encoding) => {
    if (!origin) {
      const copy = path.join(dist, `${url}${encoding === 'br' ? '.br' : '.gz'}`);
      return fs.existsSync(copy) ? fs.statSync(copy).size : null;
    }
    const answer = await get(origin, url, { ...READ_HEADERS, accept: '*/*', 'accept-encoding': encoding });
    if (answer.status !== 200) throw new Error(`GET ${url} (${encoding}) answered ${answer.status}`);
    return answer.sentBytes;
  };
  const sizes = new Map();
  const sizeOf = async (url) => {
    if (!sizes.has(url)) {
      const buffer = await read(url);
      const [sentGzip, sentBrotli] = await Promise.all([sentSize(url, 'gzip'), sentSize(url, 'br')]);
      sizes.set(url, { raw: buffer.length, gzip: gzipSize(buffer), sentGzip, sentBrotli });
    }
    return sizes.get(url);
  };
  const entries = new Map();
  const chunksOf = async (entry) => {
    if (!entries.has(entry)) entries.set(entry, lazyChunks((await read(entry)).toString('utf8')));
    return entries.get(entry);
  };

  // Every public route in each language: English at its own path, Spanish under /es (decision 0019).
  const routes = publicRoutes(fs.readFileSync(path.join(root, 'apps/web/src/app/router.tsx'), 'utf8')).flatMap(
    (route) => [route, { ...route, path: route.path === '/' ? '/es/' : `/es${route.path}` }],
  );
  const rows = [];
  for (const { path: route, module } of routes) {
    const url = routeUrl(route);
    let html = indexHtml;
    let page = null;
    if (origin) {
      try {
        const answer = await get(origin, url);
        page = { status: answer.status, contentType: answer.contentType, htmlGzip: gzipSize(answer.body) };
        if (answer.status >= 200 && answer.status < 300 && /^text\/html/i.test(answer.contentType)) {
          html = answer.body.toString('utf8');
          page.served = true;
        } else {
          page.note = `${url} answered ${answer.status} ${answer.contentType}; measured from dist/index.html`;
        }
      } catch (error) {
        page = { note: `${url}: ${error.message}; measured from dist/index.html` };
      }
    }
    try {
      const initial = initialFiles(html);
      // A server-rendered page without a module script loads no app code at all (nor the route's chunk).
      if (!initial.entry && !page?.served) throw new Error('apps/web/dist/index.html has no module script');
      const lazy = initial.entry ? (await chunksOf(initial.entry)).get(routeFile.get(`routes/${module}`)) : [];
      if (!lazy) throw new Error(`no built chunk for the ${route} route (module routes/${module})`);
      const all = [...new Set([...initial.files, ...lazy])];
      const measured = await Promise.all(all.map(async (f) => [f, await sizeOf(f)]));
      const sum = (ext, key) => measured.filter(([f]) => f.endsWith(ext)).reduce((n, [, size]) => n + size[key], 0);
      // A file whose sent size is unknown (null) makes the page's figure unknown, not smaller.
      const sent = (key) =>
        measured.some(([f, size]) => f.endsWith('.js') && size[key] == null) ? null : sum('.js', key);
      rows.push({
        route,
        url,
        module,
        jsSentGzip: sent('sentGzip'),
        jsSentBrotli: sent('sentBrotli'),
        jsGzip: sum('.js', 'gzip'),
        cssGzip: sum('.css', 'gzip'),
        jsRaw: sum('.js', 'raw'),
        cssRaw: sum('.css', 'raw'),
        htmlGzip: page?.served ? page.htmlGzip : null,
        page,
        files: all,
      });
    } catch (error) {
      rows.push({ route, url, module, error: error.message, htmlGzip: page?.served ? page.htmlGzip : null, page });
    }
  }
  return rows;
}
