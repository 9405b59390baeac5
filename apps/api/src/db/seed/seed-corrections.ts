import { and, eq, sql } from 'drizzle-orm';
import { sanitizeFaqHtml } from '../../lib/sanitize-html';
import type { Database } from '../client';
import { faqs } from '../schema';
import type { FaqSeed } from './seed-data';
import { sanitizedFaqTranslations } from './seed-translations';

/**
 * Answers the seed once gave and the club no longer stands by, by English question: both said
 * that fees are not refunded on cancelling, while the app refunds every payment within the first
 * days (@arx/contracts/refund-rule).
 */
const SUPERSEDED_ANSWERS: Record<string, { en: string; es: string }[]> = {
  'How do I cancel my membership?': [
    {
      en: '<p>You can cancel anytime from your account or by emailing <a href="mailto:support@arxsavingsclub.com">support@arxsavingsclub.com</a>. After you cancel you will not be charged again, and your membership stays active until the end of the period you have already paid for.</p>',
      es: '<p>Puede cancelar cuando quiera desde su cuenta o escribiendo a <a href="mailto:support@arxsavingsclub.com">support@arxsavingsclub.com</a>. Después de cancelar no se le volverá a cobrar, y su membresía sigue activa hasta el final del período que ya pagó.</p>',
    },
  ],
  'Can I get a refund?': [
    {
      en: '<p>Because your membership stays active until the end of the period you have paid for, membership fees for the current period are generally not refunded when you cancel. If you believe you were charged in error, contact <a href="mailto:support@arxsavingsclub.com">support@arxsavingsclub.com</a> and we will review it. Full details are in our <a href="/terms">terms</a>.</p>',
      es: '<p>Como su membresía sigue activa hasta el final del período que ya pagó, por lo general la cuota del período en curso no se reembolsa cuando cancela. Si cree que se le hizo un cobro por error, escriba a <a href="mailto:support@arxsavingsclub.com">support@arxsavingsclub.com</a> y lo revisaremos. Encontrará todos los detalles en nuestros <a href="/es/terms">términos</a>.</p>',
    },
  ],
};

/**
 * A database seeded with one of those answers gets the seed's answer now, in each language whose
 * text is still word for word the superseded one: an answer an operator wrote or changed is never
 * touched (the update checks again that the row is as it was read). Returns how many FAQs were corrected.
 */
export async function correctSeedFaqs(db: Database, faqSeeds: FaqSeed[]): Promise<number> {
  let corrected = 0;
  for (const row of await db.select().from(faqs)) {
    const superseded = SUPERSEDED_ANSWERS[row.question];
    const seed = faqSeeds.find((faq) => faq.question === row.question);
    if (!superseded || !seed) continue;
    const englishIsOld = superseded.some((old) => sanitizeFaqHtml(old.en) === row.answerHtml);
    const spanish = row.translations?.es;
    const seedSpanish = sanitizedFaqTranslations(seed).es;
    const spanishIsOld =
      spanish !== undefined && superseded.some((old) => sanitizeFaqHtml(old.es) === spanish.answerHtml);
    if (!englishIsOld && !spanishIsOld) continue;
    const translations =
      spanishIsOld && spanish && seedSpanish
        ? { ...row.translations, es: { question: spanish.question, answerHtml: seedSpanish.answerHtml } }
        : row.translations;
    const updated = await db
      .update(faqs)
      .set({
        answerHtml: englishIsOld ? sanitizeFaqHtml(seed.answer) : row.answerHtml,
        translations,
        updatedAt: new Date(),
      })
      // Still as read: an operator's save meanwhile is never overwritten.
      .where(
        and(
          eq(faqs.id, row.id),
          eq(faqs.answerHtml, row.answerHtml),
          sql`${faqs.translations} = ${JSON.stringify(row.translations)}::jsonb`,
        ),
      )
      .returning({ id: faqs.id });
    corrected += updated.length;
  }
  return corrected;
}
