import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { type FaqTranslations, faqs } from '../../db/schema';
import { createFaq } from '../../test/factories';
import { createTestApp, type TestContext } from '../../test/test-app';

type Listed = { id: number; question: string; answer: string; rank: number; highlighted: boolean };

/** An FAQ with its Spanish (or none), as an operator or the seed leaves it. */
async function createFaqIn(db: Database, english: Parameters<typeof createFaq>[1], translations: FaqTranslations) {
  const faq = await createFaq(db, english);
  await db.update(faqs).set({ translations }).where(eq(faqs.id, faq.id));
  return faq;
}

describe('FAQs in Spanish (?locale=es)', () => {
  let ctx: TestContext;
  let insurance: { id: number };
  let untranslated: { id: number };
  let halfTranslated: { id: number };

  beforeAll(async () => {
    ctx = await createTestApp();
    const db = ctx.database.db;
    insurance = await createFaqIn(
      db,
      { question: 'Is this insurance?', answer: '<p>No.</p>', rank: 1, highlighted: true },
      { es: { question: '¿Es un seguro?', answerHtml: '<p>No. Esto no es un seguro.</p>' } },
    );
    untranslated = await createFaqIn(
      db,
      { question: 'How do refunds work?', answer: '<p>Ask support.</p>', rank: 2, highlighted: true },
      {},
    );
    // A question with no answer left once sanitized: the FAQ shows in English rather than mixed.
    halfTranslated = await createFaqIn(
      db,
      { question: 'Can I print my card?', answer: '<p>Yes.</p>', rank: 3 },
      { es: { question: '¿Puedo imprimir mi tarjeta?', answerHtml: '<script>alert(1)</script>' } },
    );
  });
  afterAll(() => ctx.close());

  const list = async (url: string): Promise<Listed[]> => {
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().faqs;
  };

  it('answers the Spanish question and answer where there is one, with the same ids, ranks and highlights', async () => {
    const [english, spanish] = [await list('/api/v1/faqs'), await list('/api/v1/faqs?locale=es')];
    expect(spanish.map(({ id, rank, highlighted }) => ({ id, rank, highlighted }))).toEqual(
      english.map(({ id, rank, highlighted }) => ({ id, rank, highlighted })),
    );
    expect(spanish[0]).toEqual({
      id: insurance.id,
      question: '¿Es un seguro?',
      answer: '<p>No. Esto no es un seguro.</p>',
      rank: 1,
      highlighted: true,
    });
    expect(english[0]).toMatchObject({ question: 'Is this insurance?', answer: '<p>No.</p>' });
  });

  it('falls back to the English of an FAQ without a (usable) translation, never to nothing', async () => {
    const spanish = await list('/api/v1/faqs?locale=es');
    expect(spanish.find((f) => f.id === untranslated.id)).toMatchObject({
      question: 'How do refunds work?',
      answer: '<p>Ask support.</p>',
    });
    expect(spanish.find((f) => f.id === halfTranslated.id)).toMatchObject({
      question: 'Can I print my card?',
      answer: '<p>Yes.</p>',
    });
  });

  it('answers the highlighted list in Spanish too', async () => {
    const highlighted = await list('/api/v1/faqs/highlighted?locale=es');
    expect(highlighted.map((f) => f.question)).toEqual(['¿Es un seguro?', 'How do refunds work?']);
  });

  it('answers English for locale=en, as with no locale', async () => {
    expect(await list('/api/v1/faqs?locale=en')).toEqual(await list('/api/v1/faqs'));
  });

  it('refuses a language it does not have with 400 and says which it has', async () => {
    for (const url of ['/api/v1/faqs?locale=fr', '/api/v1/faqs/highlighted?locale=ES', '/api/v1/faqs?locale=']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed', message: 'locale must be one of en, es' });
    }
  });

  it('keeps each language its own answer and ETag: an English copy never revalidates the Spanish', async () => {
    const english = await ctx.app.inject({ method: 'GET', url: '/api/v1/faqs' });
    const spanish = await ctx.app.inject({ method: 'GET', url: '/api/v1/faqs?locale=es' });
    expect(spanish.headers.etag).not.toBe(english.headers.etag);
    expect(spanish.headers['cache-control']).toBe('public, max-age=30');
    const crossed = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/faqs?locale=es',
      headers: { 'if-none-match': english.headers.etag as string },
    });
    expect(crossed.statusCode).toBe(200);
    expect(crossed.json().faqs[0].question).toBe('¿Es un seguro?');
    const same = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/faqs?locale=es',
      headers: { 'if-none-match': spanish.headers.etag as string },
    });
    expect(same.statusCode).toBe(304);
  });

  it('shows a change in both languages once the short cache has turned over', async () => {
    await ctx.database.db
      .update(faqs)
      .set({
        answerHtml: '<p>No, never.</p>',
        translations: { es: { question: '¿Es un seguro médico?', answerHtml: '<p>No, nunca.</p>' } },
      })
      .where(eq(faqs.id, insurance.id));
    await expect
      .poll(async () => [(await list('/api/v1/faqs'))[0]?.answer, (await list('/api/v1/faqs?locale=es'))[0]?.answer], {
        timeout: 5_000,
        interval: 250,
      })
      .toEqual(['<p>No, never.</p>', '<p>No, nunca.</p>']);
    expect((await list('/api/v1/faqs?locale=es'))[0]?.question).toBe('¿Es un seguro médico?');
  });
});
