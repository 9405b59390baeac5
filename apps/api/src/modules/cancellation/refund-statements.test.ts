import fs from 'node:fs';
import path from 'node:path';
import { LOCALES, type Locale } from '@arx/contracts/locales';
import { FULL_REFUND_DAYS, refundRuleStatement } from '@arx/contracts/refund-rule';
import { renewalTerms } from '@arx/contracts/renewal-terms';
import { describe, expect, it } from 'vitest';
import { loadFaqSeeds } from '../../db/seed/seed-data';
import { findApiPath } from '../../lib/paths';
import { EMAIL_SAMPLES } from '../email/templates/email-samples';

/**
 * The content check of the refund rule: every public statement (the plan page and checkout's
 * terms, the Terms of Service, the FAQ, the e-mails, every message of the web app a member or
 * visitor reads) must agree with the rule the API applies (@arx/contracts/refund-rule).
 */

/** Saying fees are not refunded, which is only true once the rule's days are over. */
const DENIAL: Record<Locale, RegExp> = {
  en: /\bnot (?:be )?refunded|\bno refunds?\b|non-?refundable/i,
  es: /no se (?:le )?reembols|no (?:son |es )?reembolsables?|sin reembolso/i,
};
const MENTIONS_REFUND = /refund|reembols/i;
const MENTIONS_CANCEL = /cancel/i;
/** A window for a refund: "within 30 days", "in your first 30 days", "dentro de los 30 días". */
const REFUND_WINDOW: Record<Locale, RegExp> = {
  en: /\b(?:within|first) (\d+) days?\b/gi,
  es: /\b(?:dentro de los|primeros) (\d+) días\b/gi,
};
const RULE_DAYS: Record<Locale, string> = { en: `${FULL_REFUND_DAYS} days`, es: `${FULL_REFUND_DAYS} días` };

/** What in one statement (a message, an answer, a paragraph) disagrees with the refund rule. */
function disagreements(text: string, locale: Locale): string[] {
  const found: string[] = [];
  if (DENIAL[locale].test(text) && !text.includes(RULE_DAYS[locale])) {
    found.push(`says fees are not refunded without the first ${RULE_DAYS[locale]}`);
  }
  if (MENTIONS_REFUND.test(text) && MENTIONS_CANCEL.test(text)) {
    for (const [, days] of text.matchAll(REFUND_WINDOW[locale])) {
      if (Number(days) !== FULL_REFUND_DAYS) found.push(`gives ${days} days where the rule has ${FULL_REFUND_DAYS}`);
    }
  }
  return found;
}

/** Each message of a Lingui catalogue, its placeholder for the rule's days filled as the page fills it. */
function catalogueMessages(file: string): string[] {
  const messages: string[] = [];
  let current: string[] | null = null;
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const start = /^msgstr "(.*)"$/.exec(line);
    const more = /^"(.*)"$/.exec(line);
    if (start) {
      current = [start[1] ?? ''];
      messages.push('');
    } else if (more && current) {
      current.push(more[1] ?? '');
    } else {
      current = null;
    }
    if (current) messages[messages.length - 1] = current.join('').replaceAll('{refundDays}', String(FULL_REFUND_DAYS));
  }
  return messages.filter(Boolean);
}

/** The web app's catalogues a visitor or member reads (the back office's are the operator's). */
function webCatalogues(locale: Locale): string[] {
  const src = path.join(findApiPath('package.json'), '../../web/src');
  return fs
    .readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(`${locale}.po`) && !file.split(path.sep).includes('admin'))
    .map((file) => path.join(src, file));
}

describe('the refund rule, stated', () => {
  it('is found out by the check: the answer the FAQ used to give, and another number of days', () => {
    expect(
      disagreements(
        'Because your membership stays active until the end of the period you have paid for, membership fees for the current period are generally not refunded when you cancel.',
        'en',
      ),
    ).toEqual(['says fees are not refunded without the first 30 days']);
    expect(
      disagreements('por lo general la cuota del período en curso no se reembolsa cuando cancela.', 'es'),
    ).toHaveLength(1);
    expect(disagreements('Cancel within 14 days of your first payment and every payment is refunded.', 'en')).toEqual([
      `gives 14 days where the rule has ${FULL_REFUND_DAYS}`,
    ]);
    expect(disagreements(refundRuleStatement('en'), 'en')).toEqual([]);
  });

  describe.each(LOCALES)('in %s', (locale) => {
    it('agrees in every message of the web app a visitor or member reads', () => {
      const catalogues = webCatalogues(locale);
      expect(catalogues.length).toBeGreaterThan(20);
      const found = catalogues.flatMap((file) =>
        catalogueMessages(file).flatMap((message) =>
          disagreements(message, locale).map(
            (problem) => `${path.basename(path.dirname(file))}: ${problem}: ${message}`,
          ),
        ),
      );
      expect(found).toEqual([]);
    });

    it('is stated in the terms, in their own words but with the rule’s days', () => {
      const terms = webCatalogues(locale).find((file) => file.includes(`${path.sep}terms${path.sep}`));
      const cancelling = catalogueMessages(terms!).filter((message) => MENTIONS_CANCEL.test(message));
      expect(cancelling.some((message) => message.includes(`${RULE_DAYS[locale]}`))).toBe(true);
    });

    it('agrees in every FAQ answer of the seed, and the answers on cancelling and refunds state it', () => {
      for (const faq of loadFaqSeeds()) {
        const answer = locale === 'en' ? faq.answer : faq.translations?.es?.answerHtml;
        expect(disagreements(answer ?? '', locale), faq.question).toEqual([]);
        if (/refund|cancel my membership/i.test(faq.question))
          expect(answer, faq.question).toContain(RULE_DAYS[locale]);
      }
    });

    it('agrees in every paragraph of every e-mail, and the welcome states it', async () => {
      for (const sample of EMAIL_SAMPLES.filter((s) => s.locale === locale)) {
        const { text } = await sample.render();
        for (const paragraph of text.split(/\n\s*\n/))
          expect(disagreements(paragraph, locale), sample.name).toEqual([]);
        if (sample.name === 'welcome') expect(text.replace(/\s+/g, ' ')).toContain(refundRuleStatement(locale));
      }
    });

    it('is the rule of the terms shown beside the price on the plan page and at checkout', () => {
      for (const interval of ['month', 'year'] as const) {
        for (const trialDays of [0, 7]) {
          const terms = renewalTerms({ amount: 9.99, interval, trialDays }, locale);
          expect(terms).toContain(refundRuleStatement(locale));
          expect(disagreements(terms, locale)).toEqual([]);
        }
      }
    });
  });
});
