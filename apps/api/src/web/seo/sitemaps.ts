import { MEDICATION_PAGE_PATH } from '@arx/contracts/medication-slug';
import type { MedicationPageSlugs } from '../../modules/medications';
import { PUBLIC_PAGES } from './public-pages';
import { URLS_PER_SITEMAP } from './sitemap-limits';
import { sitemapIndexXml, urlsetXml } from './sitemap-xml';
import { type TextAnswer, textAnswer } from './text-answer';

/** The files under /sitemaps/, by name; the index (at /sitemap.xml) is kept under a name no file has. */
const INDEX = '';
export const PAGES_SITEMAP = 'pages.xml';
const MEDICATIONS_SITEMAP = /^medications-([1-9][0-9]*)\.xml$/;
export const medicationsSitemap = (n: number) => `medications-${n}.xml`;

const XML = 'application/xml; charset=utf-8';

type SitemapsOptions = {
  appUrl: string;
  /** The slugs of the current catalogue version (listMedicationPageSlugs). */
  pages: () => Promise<MedicationPageSlugs>;
  urlsPerFile?: number;
};

export type Sitemaps = {
  /** The sitemap index, served at /sitemap.xml. */
  index(): Promise<TextAnswer>;
  /** The file /sitemaps/<name>, or null when there is no such file. */
  file(name: string): Promise<TextAnswer | null>;
};

/**
 * The sitemap index and its sitemaps: /sitemaps/pages.xml (the public pages) and
 * /sitemaps/medications-1.xml, -2, … (the drug pages, at most urlsPerFile each). Each file is
 * built on first request and kept until the catalogue version changes, so a 50,000-address file
 * is built once, then served from memory.
 */
export function createSitemaps({ appUrl, pages, urlsPerFile = URLS_PER_SITEMAP }: SitemapsOptions): Sitemaps {
  let kept: { version: number; files: Map<string, TextAnswer> } | null = null;

  function build(name: string, slugs: readonly string[]): TextAnswer | null {
    const medicationFiles = Math.ceil(slugs.length / urlsPerFile);
    if (name === INDEX) {
      const names = [PAGES_SITEMAP, ...Array.from({ length: medicationFiles }, (_, k) => medicationsSitemap(k + 1))];
      return textAnswer(sitemapIndexXml(names.map((file) => `${appUrl}/sitemaps/${file}`)), XML);
    }
    if (name === PAGES_SITEMAP) return textAnswer(urlsetXml(PUBLIC_PAGES.map((path) => `${appUrl}${path}`)), XML);
    const n = Number(MEDICATIONS_SITEMAP.exec(name)?.[1] ?? 0);
    if (n < 1 || n > medicationFiles) return null;
    const part = slugs.slice((n - 1) * urlsPerFile, n * urlsPerFile);
    return textAnswer(urlsetXml(part.map((slug) => `${appUrl}${MEDICATION_PAGE_PATH}/${slug}`)), XML);
  }

  async function get(name: string): Promise<TextAnswer | null> {
    const { version, slugs } = await pages();
    if (kept?.version !== version) kept = { version, files: new Map() };
    const files = kept.files;
    let file = files.get(name);
    if (!file) {
      const built = build(name, slugs);
      // Only real files are kept, so guessed names cannot grow the map.
      if (!built) return null;
      file = built;
      files.set(name, file);
    }
    return file;
  }

  return {
    index: async () => (await get(INDEX)) as TextAnswer,
    file: (name) => (name === INDEX ? Promise.resolve(null) : get(name)),
  };
}
