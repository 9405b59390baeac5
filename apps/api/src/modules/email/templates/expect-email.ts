import { expect } from 'vitest';
import type { InEachLanguage, Locale } from '../../../lib/i18n/languages';
import type { RenderedEmail } from '../render-email';
import { CLUB } from './email-layout';

/** How React writes text into HTML, so a fact with an apostrophe is looked for as it appears there. */
function asHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;');
}

/** What a reader sees of the HTML: React separates interpolated text with empty comments, and labels sit in their own tags. */
const visibleHtml = (html: string) => html.replaceAll('<!-- -->', '').replace(/<[^>]*>/g, '');

const NOT_INSURANCE: InEachLanguage<string> = { en: 'It is not insurance.', es: 'Esto no es un seguro.' };

/**
 * What every e-mail owes both kinds of mail client: each fact in the HTML and in the plain text,
 * each link as a real link in the HTML and written out after its words in the text, a text part
 * free of markup and entities, and the not-insurance line in both, in the e-mail's language. The
 * heading, when given, is in both too (upper-cased in the text part, as it writes headings).
 */
export function expectReadableEmail(
  email: RenderedEmail,
  {
    heading,
    facts,
    links,
    locale = 'en',
  }: {
    heading?: string;
    facts: ReadonlyArray<string>;
    links: ReadonlyArray<readonly [label: string, url: string]>;
    locale?: Locale;
  },
): void {
  const visible = visibleHtml(email.html);
  if (heading) {
    expect(visible).toContain(asHtml(heading));
    expect(email.text).toContain(heading.toUpperCase());
  }
  for (const fact of facts) {
    expect(visible).toContain(asHtml(fact));
    expect(email.text).toContain(fact);
  }
  for (const [label, url] of links) {
    expect(email.html).toContain(`href="${asHtml(url)}"`);
    expect(email.text).toContain(`${label} ${url}`);
  }
  expect(email.text).not.toMatch(/<[a-z!/]/i);
  expect(email.text).not.toMatch(/&(#x?[0-9a-f]+|[a-z]+);/i);
  expect(email.html).toContain(`lang="${locale}"`);
  expect(email.html).toContain(NOT_INSURANCE[locale]);
  expect(email.text).toContain(NOT_INSURANCE[locale]);
}

/** Words no Spanish sentence has, but nearly every English one. */
const ENGLISH_WORDS = /\b(the|your|you|we|our|is|and|to|of|on|until|please|hi)\b/i;

/**
 * A Spanish e-mail has no English left in it: not one phrase of three words or more of the same
 * e-mail in English (the club's name, links, names and numbers aside), and none of the small
 * words every English sentence has, in the subject, the HTML or the text.
 */
export function expectNoEnglishIn(spanish: RenderedEmail, english: RenderedEmail): void {
  expect(english.html).toContain('lang="en"');
  expect(spanish.html).toContain('lang="es"');
  expect(spanish.html).not.toContain('lang="en"');
  const withoutData = (text: string) => text.replaceAll(CLUB, ' ').replace(/https?:\/\/\S+/g, ' ');
  const phrases = [english.subject, english.text]
    .flatMap((part) => withoutData(part).split(/[\n.!?:;,()[\]]|\s[–-]\s/))
    .map((phrase) => phrase.replace(/\s+/g, ' ').trim().toLowerCase())
    .filter((phrase) => phrase.split(' ').length >= 3);
  expect(phrases.length).toBeGreaterThan(5);
  // Each tag a space, so the words of two paragraphs are not glued into one.
  const spacedHtml = spanish.html.replaceAll('<!-- -->', '').replace(/<[^>]*>/g, ' ');
  const spanishParts = [spanish.subject, spacedHtml, spanish.text].map((part) =>
    withoutData(part).replace(/\s+/g, ' ').toLowerCase(),
  );
  for (const part of spanishParts) {
    for (const phrase of phrases) expect(part).not.toContain(phrase);
    expect(part).not.toMatch(ENGLISH_WORDS);
  }
}
