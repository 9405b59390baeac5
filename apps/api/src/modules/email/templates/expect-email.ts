import { expect } from 'vitest';
import type { RenderedEmail } from '../render-email';

/** How React writes text into HTML, so a fact with an apostrophe is looked for as it appears there. */
function asHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;');
}

/**
 * What every e-mail owes both kinds of mail client: each fact in the HTML and in the plain text,
 * each link as a real link in the HTML and written out after its words in the text, a text part
 * free of markup and entities, and the not-insurance line in both.
 */
export function expectReadableEmail(
  email: RenderedEmail,
  { facts, links }: { facts: ReadonlyArray<string>; links: ReadonlyArray<readonly [label: string, url: string]> },
): void {
  // React separates interpolated text with empty comments, and labels sit in their own tags:
  // what a reader sees is the HTML without either.
  const visibleHtml = email.html.replaceAll('<!-- -->', '').replace(/<[^>]*>/g, '');
  for (const fact of facts) {
    expect(visibleHtml).toContain(asHtml(fact));
    expect(email.text).toContain(fact);
  }
  for (const [label, url] of links) {
    expect(email.html).toContain(`href="${asHtml(url)}"`);
    expect(email.text).toContain(`${label} ${url}`);
  }
  expect(email.text).not.toMatch(/<[a-z!/]/i);
  expect(email.text).not.toMatch(/&(#x?[0-9a-f]+|[a-z]+);/i);
  expect(email.html).toContain('It is not insurance.');
  expect(email.text).toContain('It is not insurance.');
}
