import DOMPurify from 'dompurify';

/**
 * FAQ answers arrive as HTML. Only simple formatting and links survive; scripts, event
 * handlers, styles and javascript: URLs are dropped. Links that leave the site open safely.
 */
const ALLOWED_TAGS = ['p', 'br', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'a'];
const ALLOWED_ATTR = ['href'];

let configured = false;

export function sanitizeHtml(html: string): string {
  if (!configured) {
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && /^https?:/i.test(node.getAttribute('href') ?? '')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
    // Set once rather than passed on each call, which makes DOMPurify parse the lists every time.
    DOMPurify.setConfig({ ALLOWED_TAGS, ALLOWED_ATTR: [...ALLOWED_ATTR, 'target', 'rel'] });
    configured = true;
  }
  return DOMPurify.sanitize(html);
}
