// What a first visit to each public route downloads before it can render: index.html's entry
// script, modulepreloads and stylesheets, plus the route's lazy chunk and the files Vite
// preloads with it (its __vite__mapDeps list). Each file gzipped at level 9, as served.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

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

export function measureWebSizes(root) {
  const dist = path.join(root, 'apps/web/dist');
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const attr = (tag, name) => new RegExp(`${name}="([^"]+)"`).exec(tag)?.[1];
  const tags = [...html.matchAll(/<(script|link)\b[^>]*>/g)].map((m) => m[0]);
  const initial = [];
  for (const tag of tags) {
    if (tag.startsWith('<script') && attr(tag, 'src')) initial.push(attr(tag, 'src'));
    if (/rel="(modulepreload|stylesheet)"/.test(tag) && attr(tag, 'href')) initial.push(attr(tag, 'href'));
  }
  const entry = tags.find((tag) => tag.startsWith('<script') && /type="module"/.test(tag) && attr(tag, 'src'));
  if (!entry) throw new Error('apps/web/dist/index.html has no module script');
  const entrySource = fs.readFileSync(path.join(dist, attr(entry, 'src')), 'utf8');

  // The preload list Vite writes into the entry, and which of its entries each import() uses.
  const depList = /m\.f=(\[[^\]]*\])/.exec(entrySource);
  const deps = depList ? JSON.parse(depList[1].replace(/`/g, '"')) : [];
  const chunks = new Map();
  for (const match of entrySource.matchAll(
    /import\([`'"]\.\/([^`'"]+\.js)[`'"]\)(?:,__vite__mapDeps\(\[([\d,]*)\]\)|,\[\])?/g,
  )) {
    const files = match[2] ? match[2].split(',').map((i) => `/${deps[Number(i)]}`) : [`/assets/${match[1]}`];
    chunks.set(match[1].replace(/-[\w-]{8}\.js$/, ''), files);
  }

  const sizes = new Map();
  const sizeOf = (url) => {
    if (!sizes.has(url)) {
      const buffer = fs.readFileSync(path.join(dist, url));
      sizes.set(url, { raw: buffer.length, gzip: gzipSize(buffer) });
    }
    return sizes.get(url);
  };

  const routes = publicRoutes(fs.readFileSync(path.join(root, 'apps/web/src/app/router.tsx'), 'utf8'));
  return routes.map(({ path: route, module }) => {
    const lazy = chunks.get(module);
    if (!lazy) throw new Error(`no built chunk for the ${route} route (module routes/${module})`);
    const files = [...new Set([...initial, ...lazy])];
    const sum = (ext, key) => files.filter((f) => f.endsWith(ext)).reduce((n, f) => n + sizeOf(f)[key], 0);
    return {
      route,
      module,
      jsGzip: sum('.js', 'gzip'),
      cssGzip: sum('.css', 'gzip'),
      jsRaw: sum('.js', 'raw'),
      cssRaw: sum('.css', 'raw'),
      files,
    };
  });
}
