import { LOCALES, localizePath } from '@arx/contracts/locales';
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
    // Every page in every language: /drugs/x, /es/drugs/x, … (each page's head names the others).
    const medicationFiles = Math.ceil((slugs.length * LOCALES.length) / urlsPerFile);
    if (name === INDEX) {
      const names = [PAGES_SITEMAP, ...Array.from({ length: medicationFiles }, (_, k) => medicationsSitemap(k + 1))];
      return textAnswer(sitemapIndexXml(names.map((file) => `${appUrl}/sitemaps/${file}`)), XML);
    }
    if (name === PAGES_SITEMAP) return textAnswer(urlsetXml(inEveryLanguage(PUBLIC_PAGES)), XML);
    const n = Number(MEDICATIONS_SITEMAP.exec(name)?.[1] ?? 0);
    if (n < 1 || n > medicationFiles) return null;
    // The n-th run of urlsPerFile addresses, counted over slugs × languages.
    const first = (n - 1) * urlsPerFile;
    const part = slugs.slice(Math.floor(first / LOCALES.length), Math.ceil((n * urlsPerFile) / LOCALES.length));
    const urls = inEveryLanguage(part.map((slug) => `${MEDICATION_PAGE_PATH}/${slug}`));
    const skip = first % LOCALES.length;
    return textAnswer(urlsetXml(urls.slice(skip, skip + urlsPerFile)), XML);
  }

  function inEveryLanguage(paths: readonly string[]): string[] {
    return paths.flatMap((path) => LOCALES.map((locale) => `${appUrl}${localizePath(path, locale)}`));
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
