import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sanitizeFaqHtml } from '../../lib/sanitize-html';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { faqs } from '../schema';
import { seedIfEmpty } from './seed';
import { loadFaqSeeds } from './seed-data';

/** What the seed said before its refund answers were corrected, in each language. */
const OLD_REFUND_ANSWER = {
  en: '<p>Because your membership stays active until the end of the period you have paid for, membership fees for the current period are generally not refunded when you cancel. If you believe you were charged in error, contact <a href="mailto:support@arxsavingsclub.com">support@arxsavingsclub.com</a> and we will review it. Full details are in our <a href="/terms">terms</a>.</p>',
  es: '<p>Como su membresía sigue activa hasta el final del período que ya pagó, por lo general la cuota del período en curso no se reembolsa cuando cancela. Si cree que se le hizo un cobro por error, escriba a <a href="mailto:support@arxsavingsclub.com">support@arxsavingsclub.com</a> y lo revisaremos. Encontrará todos los detalles en nuestros <a href="/es/terms">términos</a>.</p>',
};
const OLD_CANCEL_ANSWER_EN =
  '<p>You can cancel anytime from your account or by emailing <a href="mailto:support@arxsavingsclub.com">support@arxsavingsclub.com</a>. After you cancel you will not be charged again, and your membership stays active until the end of the period you have already paid for.</p>';

describe('a database seeded with the answers that said fees are not refunded', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.destroy());

  it('gets the corrected answers on the next start, in each language still as seeded, never over an operator’s words', async () => {
    const db = database.db;
    expect(await seedIfEmpty(db)).toMatchObject({ corrections: 0 });
    const byQuestion = async (question: string) =>
      (await db.select().from(faqs).where(eq(faqs.question, question)))[0]!;
    const refund = await byQuestion('Can I get a refund?');
    const cancel = await byQuestion('How do I cancel my membership?');
    // As an older release left them; the operator wrote their own Spanish for cancelling.
    const operatorSpanish = { question: '¿Cómo cancelo?', answerHtml: '<p>Lo escribió un operador.</p>' };
    await db
      .update(faqs)
      .set({
        answerHtml: sanitizeFaqHtml(OLD_REFUND_ANSWER.en),
        translations: { es: { ...refund.translations.es!, answerHtml: sanitizeFaqHtml(OLD_REFUND_ANSWER.es) } },
      })
      .where(eq(faqs.id, refund.id));
    await db
      .update(faqs)
      .set({ answerHtml: sanitizeFaqHtml(OLD_CANCEL_ANSWER_EN), translations: { es: operatorSpanish } })
      .where(eq(faqs.id, cancel.id));

    expect(await seedIfEmpty(db)).toEqual({ plans: 0, faqs: 0, medications: 0, corrections: 2, translations: 0 });

    const seeds = loadFaqSeeds();
    const seedOf = (question: string) => seeds.find((faq) => faq.question === question)!;
    const refundNow = await byQuestion('Can I get a refund?');
    expect(refundNow.answerHtml).toBe(sanitizeFaqHtml(seedOf('Can I get a refund?').answer));
    expect(refundNow.answerHtml).toContain('within 30 days of your first payment');
    expect(refundNow.translations.es?.answerHtml).toBe(
      sanitizeFaqHtml(seedOf('Can I get a refund?').translations!.es!.answerHtml),
    );
    expect(refundNow.translations.es?.question).toBe('¿Me pueden hacer un reembolso?');
    const cancelNow = await byQuestion('How do I cancel my membership?');
    expect(cancelNow.answerHtml).toBe(sanitizeFaqHtml(seedOf('How do I cancel my membership?').answer));
    expect(cancelNow.translations).toEqual({ es: operatorSpanish });

    // Once is enough; and an answer an operator rewrote stays theirs.
    expect(await seedIfEmpty(db)).toBeNull();
    await db.update(faqs).set({ answerHtml: '<p>Our own refund words.</p>' }).where(eq(faqs.id, refund.id));
    expect(await seedIfEmpty(db)).toBeNull();
    expect((await byQuestion('Can I get a refund?')).answerHtml).toBe('<p>Our own refund words.</p>');
  });
});
