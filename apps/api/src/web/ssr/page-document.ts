import fs from 'node:fs';
import path from 'node:path';
import type { PageMeta, PageRendering } from './renderer-bundle';

/** Where the page's HTML goes in the built index.html. */
const ROOT = '<div id="root"></div>';
/** The id main.tsx reads the query state from (apps/web/src/app/ssr/state.ts). */
const STATE_ELEMENT_ID = 'arx-state';

type ManifestChunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

/**
 * Writes server-rendered pages into the built index.html: the page's head (title, description,
 * canonical link, Open Graph, robots, schema.org data), preloads of its route's code, the
 * rendered HTML inside #root, and the query state the browser takes over.
 */
export class PageDocument {
  private readonly before: string;
  private readonly after: string;
  private readonly preloads = new Map<string, string>();

  constructor(
    indexHtml: Buffer,
    private readonly manifest: Manifest,
    private readonly siteUrl: string,
  ) {
    const html = indexHtml.toString('utf8');
    const at = html.indexOf(ROOT);
    if (at < 0) throw new Error(`index.html has no ${ROOT}`);
    this.before = lowPriorityScripts(html.slice(0, at));
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
      metaTags(rendering.meta, this.siteUrl),
      hints,
      rendering.structuredData ? `<script type="application/ld+json">${json(rendering.structuredData)}</script>` : '',
      this.preloadsOf(rendering.module),
    ].join('');
    const withTitle = this.before
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(rendering.meta.title)}</title>`)
      .replace(/<meta name="description"[^>]*>/, '');
    return `${withTitle.replace('</head>', `${headTags}</head>`)}<div id="root">`;
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
   * `<link rel="modulepreload">` for the route module's chunk and what it imports, and its
   * stylesheets; the entry's own chunks are already in index.html.
   */
  private preloadsOf(module: string): string {
    let tags = this.preloads.get(module);
    if (tags !== undefined) return tags;
    const files = new Set<string>();
    const css = new Set<string>();
    const visit = (key: string) => {
      const chunk = this.manifest[key];
      if (!chunk || chunk.isEntry || files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const sheet of chunk.css ?? []) css.add(sheet);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    visit(module);
    tags = [
      ...[...css].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
      ...[...files].map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`),
    ].join('');
    this.preloads.set(module, tags);
    return tags;
  }
}

/**
 * A server-rendered page paints from its HTML and stylesheet alone; its scripts only take it
 * over. So they are fetched at low priority: on a slow connection the stylesheet gets the
 * bandwidth first and the page paints sooner (the shell, which paints only once its script runs,
 * keeps the default).
 */
function lowPriorityScripts(head: string): string {
  return head
    .replace(/<script type="module"(?![^>]*fetchpriority)/g, '<script type="module" fetchpriority="low"')
    .replace(/<link rel="modulepreload"(?![^>]*fetchpriority)/g, '<link rel="modulepreload" fetchpriority="low"');
}

function metaTags(meta: PageMeta, siteUrl: string): string {
  const url = `${siteUrl}${meta.canonicalPath}`;
  return [
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    `<meta name="robots" content="${meta.index ? 'index, follow' : 'noindex, follow'}">`,
    '<meta property="og:type" content="website">',
    '<meta property="og:site_name" content="ARX Savings Club">',
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
