import { CATALOG_LIST_LIMIT, CATALOG_UPLOAD_MAX_BYTES } from '@arx/contracts/admin';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OPERATOR_EMAIL } from '../../../config/config';
import { auditEvents, bookmarks, catalogUploads, medications } from '../../../db/schema';
import { bearer, signInThroughLocalProvider } from '../../../test/sign-in';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { catalogCsv, type TestMedication } from './catalog-test-files';

const ALPHA: TestMedication = {
  name: 'Alphazol',
  packs: [
    [30, '40.00', '10.00'],
    [90, '100.00', '25.00'],
  ],
};
const BETA: TestMedication = { name: 'Betaprin', packs: [[30, '20.00', '5.00']] };
const GAMMA: TestMedication = { name: 'Gammadine', packs: [[30, '60.00', '30.00']] };

describe('operators publish the catalogue: upload, preview, publish, roll back', () => {
  let ctx: TestContext;
  let operator: string;
  let member: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    operator = (await signInThroughLocalProvider(ctx, { email: DEMO_OPERATOR_EMAIL, name: 'Olu Operator' })).token;
    member = (await signInThroughLocalProvider(ctx, { email: 'saver@example.com' })).token;
  });
  afterAll(() => ctx.close());

  const admin = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({
      method,
      url: `/api/v1/admin/catalog${url}`,
      headers: bearer(operator),
      ...(payload ? { payload } : {}),
    });
  const upload = (csv: string, fileName = 'catalogue.csv') => admin('POST', '/uploads', { file_name: fileName, csv });
  const version = async () => (await admin('GET', '/uploads')).json().catalog_version as number;
  const publish = async (id: number, expected?: number) =>
    admin('POST', `/uploads/${id}/publish`, { expected_catalog_version: expected ?? (await version()) });
  const rollback = async (id: number) =>
    admin('POST', `/uploads/${id}/rollback`, { expected_catalog_version: await version() });
  /** What a visitor finds for a name: each medication's display name and member prices. */
  const find = async (search: string) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/medications?search=${search}` });
    return (res.json().medications as { id: number; display_name: string; pricings: { member_price: number }[] }[]).map(
      (m) => ({ id: m.id, name: m.display_name, member: m.pricings.map((p) => p.member_price) }),
    );
  };
  const uploadsStored = async () => (await ctx.database.db.select({ n: count() }).from(catalogUploads))[0]?.n;
  const auditCount = async () => (await ctx.database.db.select({ n: count() }).from(auditEvents))[0]?.n;
  const lastAudit = async () => (await ctx.database.db.select().from(auditEvents).orderBy(auditEvents.id)).at(-1);

  let first: number;
  let second: number;

  it('when a valid file is uploaded, then it is kept as a draft with its difference, audited, and nothing is live yet', async () => {
    const res = await upload(catalogCsv([ALPHA, BETA]), 'June.csv');
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    first = body.upload.id;
    expect(body.upload).toMatchObject({
      file_name: 'June.csv',
      row_count: 3,
      uploaded_by: DEMO_OPERATOR_EMAIL,
      status: 'draft',
      live: false,
      published_at: null,
    });
    expect(body.diff.counts).toEqual({
      medications: { added: 2, changed: 0, removed: 0, unchanged: 0 },
      packs: { added: 3, changed: 0, removed: 0, unchanged: 0 },
    });
    expect(body.diff.medications_added.map((m: { name: string }) => m.name)).toEqual([
      'Alphazol 10 mg tablet',
      'Betaprin 10 mg tablet',
    ]);
    expect(body.problems).toEqual([]);
    expect(await lastAudit()).toMatchObject({
      action: 'catalog.upload',
      operatorEmail: DEMO_OPERATOR_EMAIL,
      subjectType: 'catalog_upload',
      subjectId: String(first),
    });
    expect(JSON.stringify((await lastAudit())?.after)).not.toContain('publishing test');
    expect(await find('alphazol')).toEqual([]);
  });

  it('when the draft is published, then the medications answer with its prices and the publish is audited with the versions', async () => {
    const before = await version();
    const res = await publish(first, before);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      catalog_version: before + 1,
      upload: { id: first, status: 'published', live: true, published_by: DEMO_OPERATOR_EMAIL },
      message: 'The catalogue is published. Members see the new prices within a few seconds.',
    });
    expect(await find('alphazol')).toMatchObject([{ name: 'Alphazol', member: [10, 25] }]);
    expect(await lastAudit()).toMatchObject({
      action: 'catalog.publish',
      subjectId: String(first),
      before: { catalog_version: before, live_upload_id: null },
      after: { catalog_version: before + 1, counts: { medications: { added: 2 } } },
    });
  });

  it('when a draft drops a medication and changes prices, then the preview lists the largest member change first', async () => {
    const cheaper: TestMedication = {
      ...ALPHA,
      packs: [
        [30, '40.00', '12.00'],
        [90, '100.00', '15.00'],
      ],
    };
    const res = await upload(catalogCsv([cheaper, GAMMA]));
    expect(res.statusCode, res.body).toBe(201);
    second = res.json().upload.id;
    const detail = await admin('GET', `/uploads/${second}`);
    expect(detail.statusCode, detail.body).toBe(200);
    const { diff } = detail.json();
    // Alphazol's prices alone changed: it counts as a changed medication, its packs named.
    expect(diff.counts).toEqual({
      medications: { added: 1, changed: 1, removed: 1, unchanged: 0 },
      packs: { added: 1, changed: 2, removed: 1, unchanged: 0 },
    });
    expect(diff.medications_changed).toEqual([
      { catalog_key: 'alphazol|10 mg|tablet', name: 'Alphazol 10 mg tablet', fields: ['packs'] },
    ]);
    expect(diff.medications_removed).toEqual([
      { catalog_key: 'betaprin|10 mg|tablet', name: 'Betaprin 10 mg tablet', fields: [] },
    ]);
    expect(
      diff.price_changes.map((c: { change: string; pack: string; member_delta_cents: number }) => [
        c.change,
        c.pack,
        c.member_delta_cents,
      ]),
    ).toEqual([
      ['changed', '90 tablets · 30 days', -1000],
      ['changed', '30 tablets · 30 days', 200],
      ['added', '30 tablets · 30 days', 0],
      ['removed', '30 tablets · 30 days', 0],
    ]);
    expect(diff.price_changes[0]).toMatchObject({
      before: { retail_cents: 10000, member_cents: 2500 },
      after: { retail_cents: 10000, member_cents: 1500 },
    });
  });

  it('when it is published, then the dropped medication is retired: hidden everywhere, yet a member’s bookmark of it stays', async () => {
    const [betaprin] = await find('betaprin');
    const betaId = betaprin!.id;
    const saved = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/bookmarks',
      headers: bearer(member),
      payload: { medication_id: betaId },
    });
    expect(saved.statusCode, saved.body).toBeLessThan(300);

    const res = await publish(second);
    expect(res.statusCode, res.body).toBe(200);

    expect(await find('betaprin')).toEqual([]);
    expect(await find('alphazol')).toMatchObject([{ member: [12, 15] }]);
    const suggestions = await ctx.app.inject({ method: 'GET', url: '/api/v1/medications/search?q=betaprin' });
    expect(suggestions.json().medications).toEqual([]);
    const byId = await ctx.app.inject({ method: 'GET', url: `/api/v1/medications/${betaId}` });
    expect(byId.statusCode).toBe(404);
    const [row] = await ctx.database.db.select().from(medications).where(eq(medications.id, betaId));
    expect(row?.retiredAt).toBeInstanceOf(Date);

    const list = await ctx.app.inject({ method: 'GET', url: '/api/v1/bookmarks', headers: bearer(member) });
    expect(list.json().bookmarks).toMatchObject([
      { medication: { id: betaId, display_name: 'Betaprin', retired: true } },
    ]);
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/bookmarks',
      headers: bearer(member),
      payload: { medication_id: betaId },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This medication is no longer offered, so it cannot be bookmarked.');
    expect(await ctx.database.db.select({ n: count() }).from(bookmarks)).toEqual([{ n: 1 }]);
  });

  it('when a member toggles their bookmark of a retired medication, then it is removed, and cannot be toggled back on', async () => {
    const [row] = await ctx.database.db.select().from(medications).where(eq(medications.displayName, 'Betaprin'));
    const toggle = () =>
      ctx.app.inject({ method: 'POST', url: `/api/v1/bookmarks/toggle/${row?.id}`, headers: bearer(member) });
    const off = await toggle();
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({ is_bookmarked: false, bookmark_id: null });
    const on = await toggle();
    expect(on.statusCode).toBe(409);
    expect(on.json().message).toBe('This medication is no longer offered, so it cannot be bookmarked.');
  });

  it('when the operator rolls back to the first upload, then its prices and medications are live again', async () => {
    const res = await rollback(first);
    expect(res.statusCode, res.body).toBe(200);
    const rolled = res.json().upload;
    expect(rolled).toMatchObject({ rollback_of: first, status: 'published', live: true, file_name: 'June.csv' });
    expect(await find('alphazol')).toMatchObject([{ member: [10, 25] }]);
    expect(await find('betaprin')).toMatchObject([{ name: 'Betaprin', member: [5] }]);
    expect(await find('gammadine')).toEqual([]);
    expect(await lastAudit()).toMatchObject({
      action: 'catalog.rollback',
      subjectId: String(rolled.id),
      after: { rollback_of: first },
    });

    const history = (await admin('GET', '/uploads')).json().uploads;
    expect(history.map((u: { id: number; live: boolean }) => [u.id, u.live])).toEqual([
      [rolled.id, true],
      [second, false],
      [first, false],
    ]);
  });

  it('when the catalogue changed since the difference was seen, then publishing answers 409 and changes nothing', async () => {
    const res = await upload(catalogCsv([GAMMA]));
    const id = res.json().upload.id;
    const stale = (await version()) - 1;
    const audits = await auditCount();
    const refused = await publish(id, stale);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'catalog_changed', message: expect.stringContaining('changed') });
    expect(await auditCount()).toBe(audits);
    expect(await find('alphazol')).toHaveLength(1);
    const [draft] = await ctx.database.db.select().from(catalogUploads).where(eq(catalogUploads.id, id));
    expect(draft?.publishedAt).toBeNull();
  });

  it('when a published upload is published again, then 409 says to roll back instead', async () => {
    const res = await publish(first);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This upload is already published. To publish its file again, roll back to it.');
  });

  it('when a draft is discarded, then its file is gone and it is audited; a published upload cannot be discarded', async () => {
    const res = await upload(catalogCsv([GAMMA]), 'not-this-one.csv');
    expect(res.statusCode, res.body).toBe(201);
    const draft = res.json().upload.id as number;
    const stored = await uploadsStored();
    const discarded = await admin('DELETE', `/uploads/${draft}`);
    expect(discarded.statusCode, discarded.body).toBe(200);
    expect(discarded.json()).toEqual({ message: 'The draft “not-this-one.csv” is discarded.' });
    expect(await uploadsStored()).toBe((stored as number) - 1);
    expect(await lastAudit()).toMatchObject({
      action: 'catalog.discard',
      subjectId: String(draft),
      before: { file_name: 'not-this-one.csv', row_count: 1 },
    });
    expect((await admin('GET', `/uploads/${draft}`)).statusCode).toBe(404);
    expect((await admin('DELETE', `/uploads/${draft}`)).statusCode).toBe(404);

    const audits = await auditCount();
    const published = await admin('DELETE', `/uploads/${first}`);
    expect(published.statusCode).toBe(409);
    expect(published.json().message).toBe(
      'That upload was published: it stays in the history, so it can be rolled back to.',
    );
    expect(await uploadsStored()).toBe((stored as number) - 1);
    expect(await auditCount()).toBe(audits);
  });

  it('when the file has problems, then each is listed by line, the count is whole, and nothing is kept', async () => {
    const good = catalogCsv([ALPHA]);
    const bad = Array.from(
      { length: CATALOG_LIST_LIMIT + 5 },
      (_, i) => `Bad${i},,bad,10 mg,tablet,generic,,false,30,tablets,30,abc,,1.00`,
    );
    const stored = await uploadsStored();
    const audits = await auditCount();
    const res = await upload([good, ...bad].join('\n'));
    expect(res.statusCode, res.body).toBe(422);
    const body = res.json();
    expect(body).toMatchObject({ upload: null, diff: null, problem_count: CATALOG_LIST_LIMIT + 5 });
    expect(body.problems).toHaveLength(CATALOG_LIST_LIMIT);
    expect(body.problems[0]).toEqual({ line: 4, message: 'cash_price must be an amount in dollars such as 12.50' });
    expect(body.message).toBe(
      `The file has ${CATALOG_LIST_LIMIT + 5} problems, so it was not kept. Correct them and upload the file again.`,
    );
    expect(await uploadsStored()).toBe(stored);
    expect(await auditCount()).toBe(audits);
  });

  it('when the operator downloads an upload, then it is the file as uploaded, as a CSV attachment', async () => {
    const res = await admin('GET', `/uploads/${first}/csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="June.csv"; filename*=UTF-8''June.csv`);
    expect(res.body).toBe(catalogCsv([ALPHA, BETA]));
    expect((await admin('GET', '/uploads/99999/csv')).statusCode).toBe(404);
  });

  it('when the body is larger than an upload may be, then 413 says the limit', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin/catalog/uploads',
      headers: { ...bearer(operator), 'content-type': 'application/json' },
      payload: JSON.stringify({ file_name: 'huge.csv', csv: 'x'.repeat(2 * CATALOG_UPLOAD_MAX_BYTES + 70 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      code: 'payload_too_large',
      message: 'The file is too large: a catalogue upload may be at most 5 MB.',
    });
  });
});
