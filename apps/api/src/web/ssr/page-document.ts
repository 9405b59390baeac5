import fs from 'node:fs';
import path from 'node:path';
import type { PageMeta, PageRendering } from './renderer-bundle';

/** Where the page's HTML goes in the built index.html. */
const ROOT = '<div id="root"></div>';
/** The id main.tsx reads the query state from (apps/web/src/app/ssr/state.ts). */
const STATE_ELEMENT_ID = 'arx-state';
/** The id the boot script reads the page's scripts from (apps/web/src/app/ssr/after-first-paint.ts). */
const SCRIPTS_ELEMENT_ID = 'arx-scripts';
/** The boot script's module, as Vite's manifest names it (an entry of the web build). */
const BOOT_MODULE = 'src/boot.ts';
/** index.html's module script: the app's entry. */
const ENTRY_SCRIPT = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/;
/** index.html's preloads of the chunks the entry imports (Vite writes one per shared chunk). */
const ENTRY_PRELOAD = /<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\s*/g;

type ManifestChunk = {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
};
/** index.html's own entry in Vite's manifest: the app's entry chunk. */
const INDEX_MODULE = 'index.html';
type Manifest = Record<string, ManifestChunk>;

type RouteFiles = { stylesheets: string; scripts: string[] };

/**
 * Writes server-rendered pages into the built index.html: the page's head (title, description,
 * canonical link, Open Graph, robots, schema.org data), its route's stylesheets, the rendered
 * HTML inside #root, and the query state the browser takes over.
 *
 * Such a page paints from its HTML and stylesheets alone, so it names no script of the app:
 * the boot script loads the entry and the route's chunks, listed in a JSON block, once the page
 * has painted (docs/decisions/0018-server-rendering.md). The app's shell keeps index.html's
 * module script, since it paints nothing before that script runs.
 */
export class PageDocument {
  private readonly before: string;
  private readonly after: string;
  private readonly entry: string;
  private readonly entryImports: string[];
  private readonly boot: string;
  private readonly routeFiles = new Map<string, RouteFiles>();

  constructor(
    indexHtml: Buffer,
    private readonly manifest: Manifest,
    private readonly siteUrl: string,
  ) {
    const html = indexHtml.toString('utf8');
    const at = html.indexOf(ROOT);
    if (at < 0) throw new Error(`index.html has no ${ROOT}`);
    const head = html.slice(0, at);
    const entry = ENTRY_SCRIPT.exec(head);
    if (!entry?.[1]) throw new Error("index.html has no module script (the app's entry)");
    const boot = manifest[BOOT_MODULE];
    if (!boot?.isEntry) throw new Error(`The web app's manifest has no ${BOOT_MODULE} entry (run npm run build)`);
    this.entry = entry[1];
    this.boot = `/${boot.file}`;
    // The entry's own chunks come with it, after the paint, not as preloads that compete with
    // the stylesheet before it (they cost the first paint about 0.3 s in Lighthouse's phone).
    this.entryImports = [...head.matchAll(ENTRY_PRELOAD)].map((match) => match[1] as string);
    this.before = head.replace(ENTRY_SCRIPT, '').replace(ENTRY_PRELOAD, '');
    this.after = html.slice(at + ROOT.length);
  }

  static read(webDistDir: string, indexHtml: Buffer, siteUrl: string): PageDocument {
    const file = path.join(webDistDir, '.vite', 'manifest.json');
    if (!fs.existsSync(file)) throw new Error(`The web app's manifest is missing: ${file} (run npm run build)`);
    return new PageDocument(indexHtml, JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest, siteUrl);
  }

  /** The document's start, up to and including `<div id="root">`, with the body's resource hints. */
  head(rendering: PageRendering, hints = ''): string {
    const headTags = [
      metaTags(rendering.meta, this.siteUrl, rendering.locale),
      alternateLinks(rendering.alternates, this.siteUrl),
      hints,
      rendering.structuredData ? `<script type="application/ld+json">${json(rendering.structuredData)}</script>` : '',
      this.scriptsOf(rendering.module, rendering.locale),
    ].join('');
    const withTitle = this.before
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(rendering.meta.title)}</title>`)
      .replace(/<meta name="description"[^>]*>/, '');
    const withLang = withTitle.replace(/<html lang="[^"]*">/, `<html lang="${escapeHtml(rendering.locale)}">`);
    return `${withLang.replace('</head>', `${headTags}</head>`)}<div id="root">`;
  }

  /**
   * The page's HTML for inside #root. React writes the resource hints it found (a preload of the
   * header's logo) first; they belong in the head, and #root then starts with the app itself.
   */
  body(html: string): { hints: string; content: string } {
    const hints = /^(?:<link\b[^>]*>)+/.exec(html)?.[0] ?? '';
    return { hints, content: html.slice(hints.length) };
  }

  /** The rest, after the page's HTML: #root closes, then the state block and the template's end. */
  tail(rendering: PageRendering): string {
    const state = `<script type="application/json" id="${STATE_ELEMENT_ID}">${rendering.state}</script>`;
    return `</div>${state}${this.after}`;
  }

  /**
   * The route module's stylesheets, the boot script, and the block it reads: the entry, and the
   * route module's chunk with what it imports (the entry's own imports are in the entry).
   */
  private scriptsOf(module: string, locale: string): string {
    const files = this.filesOf(module, locale);
    const scripts = { entry: this.entry, preload: [...new Set([...this.entryImports, ...files.scripts])] };
    return (
      files.stylesheets +
      `<script type="application/json" id="${SCRIPTS_ELEMENT_ID}">${json(scripts)}</script>` +
      // Low priority: the page's paint never waits for it, and it must not take the stylesheet's bandwidth.
      `<script type="module" crossorigin fetchpriority="low" src="${escapeHtml(this.boot)}"></script>`
    );
  }

  private filesOf(module: string, locale: string): RouteFiles {
    const key = `${module} ${locale}`;
    let files = this.routeFiles.get(key);
    if (files) return files;
    const scripts = new Set<string>();
    const css = new Set<string>();
    // The message catalogues the entry and the page's code load, in the page's language only:
    // fetched beside the code rather than after it (docs/decisions/0019-spanish.md).
    // A feature's catalogue (features/plans/locales/es.po) or a page's inside it (features/legal/locales/terms/es.po).
    const catalogue = new RegExp(`/locales/(?:[\\w-]+/)?${locale}\\.po$`);
    const catalogues = (chunk: ManifestChunk | undefined) =>
      (chunk?.dynamicImports ?? []).filter((imported) => catalogue.test(imported));
    const visit = (key: string) => {
      const chunk = this.manifest[key];
      if (!chunk || chunk.isEntry || scripts.has(`/${chunk.file}`)) return;
      scripts.add(`/${chunk.file}`);
      for (const sheet of chunk.css ?? []) css.add(sheet);
      for (const imported of [...(chunk.imports ?? []), ...catalogues(chunk)]) visit(imported);
    };
    for (const imported of catalogues(this.manifest[INDEX_MODULE])) visit(imported);
    visit(module);
    files = {
      stylesheets: [...css].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`).join(''),
      scripts: [...scripts],
    };
    this.routeFiles.set(key, files);
    return files;
  }
}

/**
 * The page in each language, and English as the one for any other (x-default): search engines
 * show a Spanish reader the Spanish page (docs/decisions/0019-spanish.md).
 */
function alternateLinks(alternates: PageRendering['alternates'], siteUrl: string): string {
  const link = (hreflang: string, path: string) =>
    `<link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(`${siteUrl}${path}`)}">`;
  const fallback = alternates.find((alternate) => alternate.locale === 'en');
  return [
    ...alternates.map((alternate) => link(alternate.locale, alternate.path)),
    fallback ? link('x-default', fallback.path) : '',
  ].join('');
}

function metaTags(meta: PageMeta, siteUrl: string, locale: string): string {
  const url = `${siteUrl}${meta.canonicalPath}`;
  return [
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    `<meta name="robots" content="${meta.index ? 'index, follow' : 'noindex, follow'}">`,
    '<meta property="og:type" content="website">',
    '<meta property="og:site_name" content="ARX Savings Club">',
    `<meta property="og:locale" content="${escapeHtml(locale)}_US">`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    `<meta property="og:image" content="${escapeHtml(`${siteUrl}/icons/icon-512.png`)}">`,
  ].join('');
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/** JSON inside a script element: `<` escaped so no text can close the element. */
function json(value: object): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
