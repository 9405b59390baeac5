import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps simple formatting and links', () => {
    expect(sanitizeHtml('<p>Save <strong>85%</strong> <a href="/faq">more</a></p>')).toBe(
      '<p>Save <strong>85%</strong> <a href="/faq">more</a></p>',
    );
  });

  it.each([
    ['<img src=x onerror=alert(1)>', ''],
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    // The server's sanitiser drops this one too (apps/api/src/lib/sanitize-html.test.ts).
    ['<a href="java&#0000001script:alert(1)">x</a>', '<a>x</a>'],
    ['<p onclick="alert(1)" style="color:red">x</p>', '<p>x</p>'],
    ['<svg><script>alert(1)</script></svg>', ''],
    ['<iframe src="https://evil.example"></iframe>', ''],
  ])('drops the dangerous parts of %s', (input, expected) => {
    expect(sanitizeHtml(input)).toBe(expected);
  });

  it('opens outside links in a new tab without an opener', () => {
    expect(sanitizeHtml('<a href="https://example.org">x</a>')).toBe(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});
