import { describe, expect, it } from 'vitest';
import { robotsTxt } from './robots';
import { escapeXml, sitemapIndexXml, urlsetXml } from './sitemap-xml';

describe('sitemap XML', () => {
  it('escapes the five XML special characters in an address', () => {
    expect(escapeXml(`https://x.example/a?b=1&c=<2>"'`)).toBe('https://x.example/a?b=1&amp;c=&lt;2&gt;&quot;&apos;');
    expect(urlsetXml(['https://x.example/?a=1&b=2'])).toContain('<url><loc>https://x.example/?a=1&amp;b=2</loc></url>');
    expect(sitemapIndexXml(['https://x.example/s?a&b'])).toContain('<sitemap><loc>https://x.example/s?a&amp;b</loc>');
  });

  it('writes a valid empty-free document: declaration, namespace, one entry per line', () => {
    expect(urlsetXml(['https://x.example/a', 'https://x.example/b'])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<url><loc>https://x.example/a</loc></url>\n' +
        '<url><loc>https://x.example/b</loc></url>\n' +
        '</urlset>\n',
    );
  });

  it('points robots.txt at the sitemap index on the configured origin', () => {
    expect(robotsTxt('https://club.example.com')).toMatch(/\nSitemap: https:\/\/club\.example\.com\/sitemap\.xml\n$/);
  });
});
