import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * What the web app's server-side renderer (apps/web/src/entry-server.tsx, built into
 * apps/web/dist-server/) exports. Declared here rather than imported: the API loads the built
 * bundle at run time and never compiles the web app's sources.
 */
export type PageMeta = { title: string; description: string; canonicalPath: string; index: boolean };

export type PageRendering = {
  status: number;
  /** The page's language, for `<html lang>`. */
  locale: string;
  /** The page's address in each language, for hreflang links (none for a page not indexed). */
  alternates: { locale: string; path: string }[];
  meta: PageMeta;
  structuredData: object | null;
  module: string;
  state: string;
  body: Promise<string>;
};

export type RendererBundle = {
  configureServerRendering(options: {
    fetch: typeof fetch;
    sanitizeHtml: (html: string) => string;
    demoParts: readonly string[];
  }): Promise<void>;
  renderPage(url: string, siteUrl: string): Promise<PageRendering | null>;
};

/**
 * The renderer's build sits beside the web app's (apps/web/dist → apps/web/dist-server), so
 * WEB_DIST_DIR names both. Throws when it is missing: a deploy without it must not start.
 */
export function rendererPath(webDistDir: string): string {
  const file = path.join(path.dirname(webDistDir), 'dist-server', 'entry-server.js');
  if (!fs.existsSync(file)) {
    throw new Error(`The web app's server renderer is not built: ${file} is missing (run npm run build)`);
  }
  return file;
}

export async function loadRendererBundle(webDistDir: string): Promise<RendererBundle> {
  return (await import(pathToFileURL(rendererPath(webDistDir)).href)) as RendererBundle;
}
