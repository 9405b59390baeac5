import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALES, localePrefix } from '@arx/contracts/locales';
import { afterEach, describe, expect, it } from 'vitest';
import { addInstallLinks, MANIFESTS } from './install-links';

const PUBLIC_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../public');

function readManifest(href: string): Record<string, unknown> {
  return JSON.parse(fs.readFileSync(path.join(PUBLIC_DIR, href), 'utf8'));
}

describe('install links', () => {
  afterEach(() => {
    for (const link of document.head.querySelectorAll('link')) link.remove();
  });

  it("names the page's language's manifest and the home-screen icon, once", () => {
    addInstallLinks('es');
    addInstallLinks('es');
    const manifests = document.head.querySelectorAll('link[rel="manifest"]');
    expect(manifests).toHaveLength(1);
    expect(manifests[0]).toHaveAttribute('href', '/manifest.es.webmanifest');
    expect(document.head.querySelectorAll('link[rel="apple-touch-icon"]')).toHaveLength(1);
  });

  it('moves a manifest link of another language to this one', () => {
    addInstallLinks('en');
    addInstallLinks('es');
    expect(document.head.querySelectorAll('link[rel="manifest"]')).toHaveLength(1);
    expect(document.head.querySelector('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.es.webmanifest');
  });
});

describe('the manifests', () => {
  const english = readManifest(MANIFESTS.en);

  it.each(LOCALES)('%s: in its language, starting on its counter page, the same app otherwise', (locale) => {
    const manifest = readManifest(MANIFESTS[locale]);
    expect(manifest.lang).toBe(locale);
    expect(manifest.start_url).toBe(`${localePrefix(locale)}/counter`);
    expect(manifest.shortcuts).toEqual([{ name: expect.any(String), url: `${localePrefix(locale)}/dashboard` }]);
    // One installed app whatever the language: the same identity, scope, name and icons.
    for (const key of ['id', 'scope', 'name', 'short_name', 'display', 'icons', 'theme_color', 'background_color']) {
      expect(manifest[key], key).toEqual(english[key]);
    }
    expect(Object.keys(manifest).sort()).toEqual(Object.keys(english).sort());
  });

  it('the Spanish one is written in Spanish', () => {
    const spanish = readManifest(MANIFESTS.es);
    expect(spanish.description).not.toEqual(english.description);
    expect(spanish.shortcuts).not.toEqual(english.shortcuts);
  });
});
