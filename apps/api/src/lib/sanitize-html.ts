// sanitize-html is CommonJS; its module.exports is the function, which Node's ESM loader (and
// esbuild, which keeps npm packages external) hands over as the default import.
import sanitize from 'sanitize-html';

/**
 * What an FAQ answer may contain: the seed's paragraphs, emphasis, lists and links, the same
 * set the web app lets through (apps/web/src/lib/sanitize-html.ts). Everything else goes:
 * scripts, styles, frames, SVG/MathML, event handlers, style attributes and any link that is
 * not http(s), mailto or a path on this site.
 */
const OPTIONS: sanitize.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'b', 'i', 'ul', 'ol', 'li', 'a'],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  // "//evil.example" is an off-site link dressed as a path.
  allowProtocolRelative: false,
  // Dropped with their content, not only their tags: the text inside is code or chrome.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template'],
  disallowedTagsMode: 'discard',
  transformTags: {
    // Whatever rel came in is replaced: a link never hands the page to the one it opens.
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }),
  },
};

/** FAQ answer HTML reduced to the allow-list above; safe to insert into a page. */
export function sanitizeFaqHtml(html: string): string {
  return sanitize(html, OPTIONS);
}

const PAGE_OPTIONS: sanitize.IOptions = {
  ...OPTIONS,
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  transformTags: {
    // As the web app's DOMPurify hook does: a link off the site opens in a new tab.
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...attribs,
        rel: 'noopener noreferrer',
        ...(/^https?:/i.test(attribs.href ?? '') ? { target: '_blank' } : {}),
      },
    }),
  },
};

/**
 * An answer as the web app shows it (apps/web/src/lib/sanitize-html.ts): the same allow-list,
 * and off-site links open in a new tab. The server-side renderer uses it, so the page's HTML
 * holds what the browser would render.
 */
export function sanitizeFaqHtmlForPage(html: string): string {
  return sanitize(html, PAGE_OPTIONS);
}

/**
 * Remembers the sanitized form of each answer text, so a hot endpoint does the parsing once
 * per distinct answer rather than on every reload. `retainOnly` drops answers no longer in use,
 * which keeps the memory to the FAQs that exist.
 */
export function createFaqHtmlSanitizer() {
  let memo = new Map<string, string>();
  return {
    sanitize(html: string): string {
      let clean = memo.get(html);
      if (clean === undefined) {
        clean = sanitizeFaqHtml(html);
        memo.set(html, clean);
      }
      return clean;
    },
    retainOnly(htmls: Iterable<string>): void {
      const next = new Map<string, string>();
      for (const html of htmls) {
        const clean = memo.get(html);
        if (clean !== undefined) next.set(html, clean);
      }
      memo = next;
    },
    get size() {
      return memo.size;
    },
  };
}
