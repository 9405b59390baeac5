import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OPERATOR_EMAIL } from '../../../config/config';
import { auditEvents, faqs } from '../../../db/schema';
import { createFaq } from '../../../test/factories';
import { bearer, signInThroughLocalProvider } from '../../../test/sign-in';
import { createTestApp, type TestContext } from '../../../test/test-app';

describe('operators edit the FAQs', () => {
  let ctx: TestContext;
  let operator: string;
  let operatorId: number;

  beforeAll(async () => {
    ctx = await createTestApp();
    operator = (await signInThroughLocalProvider(ctx, { email: DEMO_OPERATOR_EMAIL, name: 'Olu Operator' })).token;
    operatorId = (
      await ctx.app.inject({ method: 'GET', url: '/api/v1/current_user', headers: bearer(operator) })
    ).json().user.id;
  });
  afterAll(() => ctx.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url: `/api/v1${url}`, headers: bearer(operator), ...(payload ? { payload } : {}) });
  const publicFaqs = async () => (await ctx.app.inject({ method: 'GET', url: '/api/v1/faqs' })).json().faqs;
  /** The public list re-reads the table at most once a second. */
  const afterCache = () => new Promise((resolve) => setTimeout(resolve, 1_100));
  const lastAudit = async () => (await ctx.database.db.select().from(auditEvents).orderBy(auditEvents.id)).at(-1);

  it('publishes a new FAQ with a script in its answer clean, and the public list shows it', async () => {
    const res = await call('POST', '/admin/faqs', {
      question: 'Can I use the card for my dog?',
      answer_html: '<p>Yes, <strong>on Partner/Pet</strong>.<script>alert(1)</script><img src=x onerror=alert(2)></p>',
      highlighted: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { faq } = res.json();
    expect(faq.answer_html).toBe('<p>Yes, <strong>on Partner/Pet</strong>.</p>');
    const [stored] = await ctx.database.db.select().from(faqs).where(eq(faqs.id, faq.id));
    expect(stored?.answerHtml).not.toContain('script');
    await afterCache();
    expect(await publicFaqs()).toContainEqual(
      expect.objectContaining({ id: faq.id, question: 'Can I use the card for my dog?', highlighted: true }),
    );
    expect(await lastAudit()).toMatchObject({
      action: 'faq.create',
      operatorUserId: operatorId,
      operatorEmail: DEMO_OPERATOR_EMAIL,
      subjectType: 'faq',
      subjectId: String(faq.id),
      before: null,
      after: { question: 'Can I use the card for my dog?', highlighted: true },
    });
  });

  it('previews an answer as the public page will show it, saying when something was removed', async () => {
    const res = await call('POST', '/admin/faqs/preview', {
      answer_html: '<p>Hi<iframe src="https://evil.example"></iframe></p>',
    });
    expect(res.json()).toEqual({ answer_html: '<p>Hi</p>', changed: true });
    const same = await call('POST', '/admin/faqs/preview', { answer_html: '<p>Plain</p>' });
    expect(same.json()).toEqual({ answer_html: '<p>Plain</p>', changed: false });
  });

  it('edits an FAQ and records before and after', async () => {
    const faq = await createFaq(ctx.database.db, { question: 'Old question?', answer: '<p>Old</p>' });
    const res = await call('PUT', `/admin/faqs/${faq.id}`, {
      question: 'New question?',
      answer_html: '<p>New <a href="javascript:alert(1)">link</a></p>',
      highlighted: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().faq.answer_html).toBe('<p>New <a rel="noopener noreferrer">link</a></p>');
    expect(await lastAudit()).toMatchObject({
      action: 'faq.update',
      subjectId: String(faq.id),
      before: { question: 'Old question?', answer_html: '<p>Old</p>' },
      after: { question: 'New question?' },
    });
  });

  it('refuses an answer with nothing left once sanitized, and changes nothing', async () => {
    const faq = await createFaq(ctx.database.db, { question: 'Stays as it is?', answer: '<p>Kept</p>' });
    const auditBefore = await lastAudit();
    const res = await call('PUT', `/admin/faqs/${faq.id}`, {
      question: 'Stays as it is?',
      answer_html: '<script>x</script>',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The answer has no text left once what is not allowed is removed.');
    const [stored] = await ctx.database.db.select().from(faqs).where(eq(faqs.id, faq.id));
    expect(stored?.answerHtml).toBe('<p>Kept</p>');
    expect(await lastAudit()).toEqual(auditBefore);
  });

  it('reorders every FAQ, and refuses an order that leaves one out', async () => {
    const current = (await call('GET', '/admin/faqs')).json().faqs.map((f: { id: number }) => f.id);
    const reversed = [...current].reverse();
    const res = await call('PUT', '/admin/faqs/order', { ids: reversed });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().faqs.map((f: { id: number }) => f.id)).toEqual(reversed);
    expect(await lastAudit()).toMatchObject({
      action: 'faq.reorder',
      before: { order: current },
      after: { order: reversed },
    });
    const partial = await call('PUT', '/admin/faqs/order', { ids: reversed.slice(1) });
    expect(partial.statusCode).toBe(409);
    expect((await call('GET', '/admin/faqs')).json().faqs.map((f: { id: number }) => f.id)).toEqual(reversed);
  });

  it('deletes an FAQ (404 the second time) and the public list drops it', async () => {
    const faq = await createFaq(ctx.database.db, { question: 'Going away?', answer: '<p>Bye</p>' });
    expect((await call('DELETE', `/admin/faqs/${faq.id}`)).statusCode).toBe(200);
    expect(await lastAudit()).toMatchObject({ action: 'faq.delete', before: { question: 'Going away?' }, after: null });
    expect((await call('DELETE', `/admin/faqs/${faq.id}`)).statusCode).toBe(404);
    await afterCache();
    expect((await publicFaqs()).map((f: { id: number }) => f.id)).not.toContain(faq.id);
  });
});
