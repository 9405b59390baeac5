import sanitize from 'sanitize-html';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createFaqHtmlSanitizer, sanitizeFaqHtml } from './sanitize-html';

// Counts the parses while keeping the real sanitizer.
vi.mock('sanitize-html', async (importOriginal) => {
  const actual = await importOriginal<{ default: typeof sanitize }>();
  return { default: vi.fn(actual.default) };
});

describe('sanitizeFaqHtml', () => {
  it('keeps the allowed formatting and links, and gives every link rel="noopener noreferrer"', () => {
    const html =
      '<p>A <strong>b</strong> <em>c</em> <b>d</b> <i>e</i><br></p><ul><li>f</li></ul><ol><li>g</li></ol>' +
      '<p><a href="/drug-pricing">h</a> <a href="https://example.com/x?y=1&amp;z=2">i</a> <a href="mailto:help@example.com">j</a></p>';
    expect(sanitizeFaqHtml(html)).toBe(
      html.replace(/<br>/, '<br />').replace(/<a href="([^"]*)">/g, '<a href="$1" rel="noopener noreferrer">'),
    );
  });

  it('drops a script with its content, an event handler and a javascript: link', () => {
    expect(sanitizeFaqHtml('<p onclick="x()">ok</p><script>alert(1)</script><a href="JaVaScRiPt:alert(1)">l</a>')).toBe(
      '<p>ok</p><a rel="noopener noreferrer">l</a>',
    );
  });

  it('drops a javascript: link hidden behind a zero-padded character reference', () => {
    // sanitize-html before 2.17.2 (htmlparser2 8) left `&#0000001` undecoded, so its scheme
    // check never saw "javascript:"; the browser-side DOMPurify strips it as well.
    expect(sanitizeFaqHtml('<a href="java&#0000001script:alert(1)">l</a>')).toBe('<a rel="noopener noreferrer">l</a>');
  });

  it('is idempotent: sanitizing its own output changes nothing', () => {
    const once = sanitizeFaqHtml('<p>x <a href="https://example.com" target="_blank">y</a><img src=x onerror=1></p>');
    expect(sanitizeFaqHtml(once)).toBe(once);
  });
});

describe('createFaqHtmlSanitizer', () => {
  const parses = vi.mocked(sanitize);
  beforeEach(() => parses.mockClear());

  it('parses each distinct answer once, however often it is asked', () => {
    const sanitizer = createFaqHtmlSanitizer();
    for (let i = 0; i < 50; i++) {
      expect(sanitizer.sanitize('<p>One</p><script>x</script>')).toBe('<p>One</p>');
      expect(sanitizer.sanitize('<p>Two</p>')).toBe('<p>Two</p>');
    }
    expect(parses).toHaveBeenCalledTimes(2);
    expect(sanitizer.size).toBe(2);
  });

  it('forgets answers no longer in use, and parses a changed answer afresh', () => {
    const sanitizer = createFaqHtmlSanitizer();
    sanitizer.sanitize('<p>Old</p>');
    sanitizer.sanitize('<p>Kept</p>');
    sanitizer.retainOnly(['<p>Kept</p>', '<p>New</p>']);
    expect(sanitizer.size).toBe(1);
    parses.mockClear();
    expect(sanitizer.sanitize('<p>Kept</p>')).toBe('<p>Kept</p>');
    expect(parses).not.toHaveBeenCalled();
    expect(sanitizer.sanitize('<p>New</p><img src=x onerror=1>')).toBe('<p>New</p>');
    expect(parses).toHaveBeenCalledTimes(1);
  });
});
