import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OPERATOR_EMAIL } from '../../../config/config';
import { auditEvents, faqs } from '../../../db/schema';
import { createFaq } from '../../../test/factories';
import { bearer, signInThroughLocalProvider } from '../../../test/sign-in';
import { createTestApp, type TestContext } from '../../../test/test-app';

describe('operators edit the Spanish of the FAQs', () => {
  let ctx: TestContext;
  let operator: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    operator = (await signInThroughLocalProvider(ctx, { email: DEMO_OPERATOR_EMAIL, name: 'Olu Operator' })).token;
  });
  afterAll(() => ctx.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    ctx.app.inject({ method, url: `/api/v1${url}`, headers: bearer(operator), ...(payload ? { payload } : {}) });
  const spanishFaqs = async () =>
    (await ctx.app.inject({ method: 'GET', url: '/api/v1/faqs?locale=es' })).json().faqs as {
      id: number;
      question: string;
      answer: string;
    }[];
  const lastAudit = async () => (await ctx.database.db.select().from(auditEvents).orderBy(auditEvents.id)).at(-1);
  const stored = async (id: number) => (await ctx.database.db.select().from(faqs).where(eq(faqs.id, id)))[0]!;

  it('publishes an FAQ with its Spanish sanitized as the English, audited, and the Spanish page shows it', async () => {
    const res = await call('POST', '/admin/faqs', {
      question: 'Can I use the card for my dog?',
      answer_html: '<p>Yes, on Partner/Pet.</p>',
      highlighted: false,
      translations: {
        es: {
          question: '¿Puedo usar la tarjeta para mi perro?',
          answer_html: '<p>Sí, con <strong>Pareja/Mascota</strong>.<script>alert(1)</script></p>',
        },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { faq } = res.json();
    expect(faq.translations).toEqual({
      es: {
        question: '¿Puedo usar la tarjeta para mi perro?',
        answer_html: '<p>Sí, con <strong>Pareja/Mascota</strong>.</p>',
      },
    });
    expect((await stored(faq.id)).translations).toEqual({
      es: {
        question: '¿Puedo usar la tarjeta para mi perro?',
        answerHtml: '<p>Sí, con <strong>Pareja/Mascota</strong>.</p>',
      },
    });
    expect(await lastAudit()).toMatchObject({
      action: 'faq.create',
      before: null,
      after: {
        question: 'Can I use the card for my dog?',
        translations: { es: { question: '¿Puedo usar la tarjeta para mi perro?' } },
      },
    });
    await expect
      .poll(async () => (await spanishFaqs()).find((f) => f.id === faq.id), { timeout: 5_000, interval: 250 })
      .toEqual(
        expect.objectContaining({
          question: '¿Puedo usar la tarjeta para mi perro?',
          answer: '<p>Sí, con <strong>Pareja/Mascota</strong>.</p>',
        }),
      );
  });

  it('lists which FAQs have no Spanish (null), and adds one with its before and after in the audit log', async () => {
    const faq = await createFaq(ctx.database.db, { question: 'Who can join?', answer: '<p>Adults.</p>' });
    const listed = (await call('GET', '/admin/faqs')).json().faqs.find((f: { id: number }) => f.id === faq.id);
    expect(listed.translations).toEqual({ es: null });

    const res = await call('PUT', `/admin/faqs/${faq.id}`, {
      question: 'Who can join?',
      answer_html: '<p>Adults.</p>',
      highlighted: false,
      translations: { es: { question: '¿Quién puede inscribirse?', answer_html: '<p>Los adultos.</p>' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await lastAudit()).toMatchObject({
      action: 'faq.update',
      subjectId: String(faq.id),
      before: { question: 'Who can join?', translations: { es: null } },
      after: {
        question: 'Who can join?',
        translations: { es: { question: '¿Quién puede inscribirse?', answer_html: '<p>Los adultos.</p>' } },
      },
    });
    const again = (await call('GET', '/admin/faqs')).json().faqs.find((f: { id: number }) => f.id === faq.id);
    expect(again.translations.es).toEqual({
      question: '¿Quién puede inscribirse?',
      answer_html: '<p>Los adultos.</p>',
    });
  });

  it('keeps the Spanish when an edit leaves it out, and removes it with es: null (audited)', async () => {
    const created = (
      await call('POST', '/admin/faqs', {
        question: 'Is it insurance?',
        answer_html: '<p>No.</p>',
        translations: { es: { question: '¿Es un seguro?', answer_html: '<p>No.</p>' } },
      })
    ).json().faq;
    const kept = await call('PUT', `/admin/faqs/${created.id}`, {
      question: 'Is it insurance at all?',
      answer_html: '<p>No.</p>',
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().faq.translations.es).toEqual({ question: '¿Es un seguro?', answer_html: '<p>No.</p>' });

    const removed = await call('PUT', `/admin/faqs/${created.id}`, {
      question: 'Is it insurance at all?',
      answer_html: '<p>No.</p>',
      translations: { es: null },
    });
    expect(removed.json().faq.translations).toEqual({ es: null });
    expect((await stored(created.id)).translations).toEqual({});
    expect(await lastAudit()).toMatchObject({
      action: 'faq.update',
      before: { translations: { es: { question: '¿Es un seguro?' } } },
      after: { translations: { es: null } },
    });
  });

  it('refuses a half-written or empty Spanish with its own words, and changes nothing', async () => {
    const faq = await createFaq(ctx.database.db, { question: 'Stays as it is?', answer: '<p>Kept</p>' });
    const auditBefore = await lastAudit();
    const put = (es: object) =>
      call('PUT', `/admin/faqs/${faq.id}`, {
        question: 'Stays as it is?',
        answer_html: '<p>Kept</p>',
        translations: { es },
      });

    const short = await put({ question: '¿Y?', answer_html: '' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual([
      'The Spanish question needs at least 5 characters',
      'The Spanish answer is required',
    ]);
    const missing = await put({ question: '¿Se queda así?' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Spanish answer_html is required');
    const scriptOnly = await put({ question: '¿Se queda así?', answer_html: '<script>x</script>' });
    expect(scriptOnly.statusCode).toBe(400);
    expect(scriptOnly.json().message).toBe('The Spanish answer has no text left once what is not allowed is removed.');

    expect((await stored(faq.id)).translations).toEqual({});
    expect(await lastAudit()).toEqual(auditBefore);
  });

  it('previews a Spanish answer as the public page will show it', async () => {
    const res = await call('POST', '/admin/faqs/preview', {
      answer_html: '<p>Hola<iframe src="https://evil.example"></iframe></p>',
    });
    expect(res.json()).toEqual({ answer_html: '<p>Hola</p>', changed: true });
  });
});
