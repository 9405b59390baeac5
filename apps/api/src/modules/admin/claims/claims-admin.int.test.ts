import { CLAIMS_LIST_LIMIT } from '@arx/contracts/admin';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OPERATOR_EMAIL } from '../../../config/config';
import { auditEvents, fills, memberships } from '../../../db/schema';
import { bearer, signInThroughLocalProvider } from '../../../test/sign-in';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { claimsCsv } from './claims-test-files';

type Household = { token: string; userId: number; number: string };

describe('operators import the card processor’s claims file into members’ ledgers', () => {
  let ctx: TestContext;
  let operator: string;
  let smith: Household;
  let jones: Household;
  let counter = 100;

  /** A signed-in card holder with a household (ARX-000nnn-01) and, optionally, a spouse (-02). */
  async function household(email: string, withSpouse: boolean): Promise<Household> {
    const { token } = await signInThroughLocalProvider(ctx, { email });
    const userId = (await ctx.app.tokens.verify(token)).user_id;
    const number = `ARX-${String(++counter).padStart(6, '0')}`;
    const person = (sequence: number, personCode: number, displayName: string) => ({
      ownerUserId: userId,
      personCode,
      sequence,
      memberNumber: number,
      displayName,
      groupCode: 'ARXGRP',
      binNumber: '610000',
      status: 'active' as const,
    });
    await ctx.database.db
      .insert(memberships)
      .values(withSpouse ? [person(1, 1, 'Card Holder'), person(2, 2, 'Spouse')] : [person(1, 1, 'Card Holder')]);
    return { token, userId, number };
  }

  const importFile = (csv: string, token = operator, fileName = 'claims-june.csv') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin/claims/imports',
      headers: bearer(token),
      payload: { file_name: fileName, csv },
    });
  const fillsOf = (h: Household) =>
    ctx.database.db.select().from(fills).where(eq(fills.ownerUserId, h.userId)).orderBy(fills.id);
  const ledger = async (h: Household) =>
    (await ctx.app.inject({ method: 'GET', url: '/api/v1/savings/fills', headers: bearer(h.token) })).json();
  const auditCount = async () => (await ctx.database.db.select({ n: count() }).from(auditEvents))[0]?.n;

  beforeAll(async () => {
    ctx = await createTestApp();
    operator = (await signInThroughLocalProvider(ctx, { email: DEMO_OPERATOR_EMAIL, name: 'Olu Operator' })).token;
    smith = await household('smith@example.com', true);
    jones = await household('jones@example.com', false);
  });
  afterAll(() => ctx.close());

  it('when a file has matched, unmatched and bad lines, then the matched ones are imported and the rest reported by line', async () => {
    const csv = claimsCsv([
      { member_id: `${smith.number}-01` },
      { member_id: `${smith.number}-02`, medication: 'Lisinopril 10 mg tablet', usual_price: '15', price_paid: '4' },
      { member_id: 'ARX-999999-01' },
      { member_id: `${smith.number}-05` },
      { member_id: 'ARX-12-1', quantity: '0' },
      { member_id: `${jones.number}-01`, fill_date: '2999-01-01' },
      { member_id: `${jones.number}-01`, price_paid: '1234567.00' },
    ]);
    const res = await importFile(csv);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      counts: { lines: 7, imported: 2, already_imported: 0, unmatched: 2, problems: 3 },
      unmatched: [
        { line: 4, message: 'No member has the ID ARX-999999-01' },
        { line: 5, message: `${smith.number}-05 is not a person of household ${smith.number}` },
      ],
      problems: [
        {
          line: 6,
          message:
            'member_id must be a member ID such as ARX-000123-02; quantity must be a number more than 0 and at most 100,000',
        },
        { line: 7, message: 'fill_date cannot be in the future' },
        {
          line: 8,
          message:
            'price_paid must be a dollar amount of 0 or more with at most 6 digits and 2 decimals, such as 12.50',
        },
      ],
    });
    const stored = await fillsOf(smith);
    expect(stored.map((f) => [f.medicationName, f.retailCents, f.pricePaidCents, f.source])).toEqual([
      ['Atorvastatin 20 mg tablet', 4000, 1250, 'pharmacy'],
      ['Lisinopril 10 mg tablet', 1500, 400, 'pharmacy'],
    ]);
    expect(await fillsOf(jones)).toEqual([]);
  });

  it('when the same file is imported again, then nothing changes: every matched line is already imported', async () => {
    const csv = claimsCsv([
      { member_id: `${jones.number}-01`, pharmacy: 'Elm Pharmacy' },
      { member_id: 'ARX-999998-01' },
    ]);
    const first = (await importFile(csv)).json();
    expect(first.counts).toMatchObject({ imported: 1, already_imported: 0, unmatched: 1 });
    // Reformatted by a re-export (case, spaces, "12.5"): the same lines.
    const again = await importFile(csv.replace('Elm Pharmacy', ' ELM  pharmacy ').replace('12.50', '12.5'));
    expect(again.json().counts).toMatchObject({ lines: 2, imported: 0, already_imported: 1, unmatched: 1 });
    expect(await fillsOf(jones)).toHaveLength(1);
  });

  it('when the file has claim_id, then it is the key: the same claim is imported once even if a line changed', async () => {
    const line = { member_id: `${jones.number}-01`, claim_id: 'CLM-0001', medication: 'Metformin 500 mg tablet' };
    expect((await importFile(claimsCsv([line]))).json().counts.imported).toBe(1);
    const again = await importFile(claimsCsv([{ ...line, price_paid: '3.00' }]));
    expect(again.json().counts).toMatchObject({ imported: 0, already_imported: 1 });
  });

  it('then matched lines are in the member’s ledger marked from the pharmacy, and not in another household’s', async () => {
    const smithLedger = await ledger(smith);
    expect(smithLedger.fills).toHaveLength(2);
    expect(smithLedger.fills.every((f: { source: string }) => f.source === 'pharmacy')).toBe(true);
    expect(smithLedger.fills.map((f: { person_name: string }) => f.person_name).sort()).toEqual([
      'Card Holder',
      'Spouse',
    ]);
    const jonesNames = (await ledger(jones)).fills.map((f: { medication_name: string }) => f.medication_name);
    expect(jonesNames).not.toContain('Lisinopril 10 mg tablet');
  });

  it('when the header is wrong or a quote is never closed, then the file is refused whole (422) and nothing is kept', async () => {
    const before = await auditCount();
    const wrong = await importFile('member_id,fill_date,medication\nARX-000001-01,2026-01-01,X');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().problems).toEqual([
      {
        line: 1,
        message:
          'The header must name the columns member_id, fill_date, medication, quantity, pharmacy, usual_price, price_paid (and optionally claim_id): missing quantity, pharmacy, usual_price, price_paid',
      },
    ]);
    const open = await importFile(`${claimsCsv([{ member_id: `${jones.number}-01` }])}\n"unclosed`);
    expect(open.statusCode).toBe(422);
    expect(await auditCount()).toBe(before);
  });

  it('then each import is in the history with its counts, and the audit entry holds counts, never a line', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/claims/imports', headers: bearer(operator) });
    const { imports } = res.json();
    expect(imports).toHaveLength(5);
    expect(imports.at(-1)).toMatchObject({
      operator_email: DEMO_OPERATOR_EMAIL,
      file_name: 'claims-june.csv',
      counts: { lines: 7, imported: 2, already_imported: 0, unmatched: 2, problems: 3 },
    });
    const entries = await ctx.database.db.select().from(auditEvents).where(eq(auditEvents.action, 'claims.import'));
    const written = JSON.stringify(entries);
    for (const health of ['Atorvastatin', 'Lisinopril', 'Corner Pharmacy', 'ARX-999999']) {
      expect(written).not.toContain(health);
    }
  });

  it('when a long file has more unmatched lines than the list holds, then the list stops and the count is whole', async () => {
    const lines = Array.from({ length: CLAIMS_LIST_LIMIT + 5 }, (_, i) => ({
      member_id: `ARX-${String(900000 + i)}-01`,
    }));
    const body = (await importFile(claimsCsv(lines))).json();
    expect(body.counts.unmatched).toBe(CLAIMS_LIST_LIMIT + 5);
    expect(body.unmatched).toHaveLength(CLAIMS_LIST_LIMIT);
  });
  it('when a member deletes a fill from the claims file, then importing the file again does not bring it back', async () => {
    const lee = await household('lee@example.com', false);
    // Keyed both ways: by the processor's claim id, and by the line itself.
    const csv = claimsCsv([
      { member_id: `${lee.number}-01`, claim_id: 'CLM-LEE-1' },
      { member_id: `${lee.number}-01`, claim_id: 'CLM-LEE-2', medication: 'Metformin 500 mg tablet' },
    ]);
    const plain = claimsCsv([{ member_id: `${lee.number}-01`, medication: 'Lisinopril 10 mg tablet' }]);
    expect((await importFile(csv)).json().counts.imported).toBe(2);
    expect((await importFile(plain)).json().counts.imported).toBe(1);
    for (const fill of await fillsOf(lee)) {
      const removed = await ctx.app.inject({
        method: 'DELETE',
        url: `/api/v1/savings/fills/${fill.id}`,
        headers: bearer(lee.token),
      });
      expect(removed.statusCode, removed.body).toBe(204);
    }
    expect((await importFile(csv)).json().counts).toMatchObject({ imported: 0, already_imported: 2 });
    expect((await importFile(plain)).json().counts).toMatchObject({ imported: 0, already_imported: 1 });
    expect(await fillsOf(lee)).toEqual([]);
  });
});
