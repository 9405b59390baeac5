import { AdminAuditQuerySchema } from '@arx/contracts/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, memberships, users } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { recordAudit } from '../audit';
import { findJobByKey } from '../jobs';
import { auditLogPage } from './audit-log.service';
import { jobsForAdmin, retryJobAsOperator } from './job-queue.service';

describe('the back office’s job queue and audit log', () => {
  let database: TestDatabase;
  let ops: { userId: number; email: string };

  beforeAll(async () => {
    database = await createTestDatabase();
    const [operator] = await database.db
      .insert(users)
      .values({ workosId: 'ext|ops', email: 'ops@club.example', name: 'Olu Operator' })
      .returning();
    ops = { userId: operator!.id, email: operator!.email };
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it('lists failed jobs with their reason, and a retry runs one again from a clean count, once', async () => {
    await database.db.insert(jobs).values([
      {
        kind: 'email',
        key: 'q:failed',
        payload: {},
        status: 'failed',
        attempts: 5,
        lastError: 'Error: 550 mailbox unavailable',
        finishedAt: new Date(),
      },
      { kind: 'email', key: 'q:done', payload: {}, status: 'done', attempts: 1, finishedAt: new Date() },
    ]);
    const failed = await jobsForAdmin(database.db, { status: 'failed', limit: 50 });
    expect(failed.map((j) => [j.key, j.last_error])).toEqual([['q:failed', 'Error: 550 mailbox unavailable']]);
    const job = failed[0]!;

    const retried = await retryJobAsOperator(database.db, ops, job.id);
    expect(retried).toMatchObject({ status: 'pending', attempts: 0 });
    expect(await findJobByKey(database.db, 'q:failed')).toMatchObject({
      status: 'pending',
      attempts: 0,
      finishedAt: null,
    });
    expect((await auditLogPage(database.db, { limit: 1 })).events[0]).toMatchObject({
      action: 'job.retry',
      operator_email: 'ops@club.example',
      subject_id: String(job.id),
    });
    // A job that is done has nothing to retry.
    const done = await findJobByKey(database.db, 'q:done');
    await expect(retryJobAsOperator(database.db, ops, done!.id)).rejects.toMatchObject({ code: 'conflict' });
  });

  it('pages entries made in one transaction (one now()) one at a time, skipping none: entries are timed to the millisecond, as the cursor is', async () => {
    const ids = await withTransaction(database.db, async (tx) => {
      const made: number[] = [];
      for (let i = 0; i < 3; i++) {
        made.push((await recordAudit(tx, ops, { action: 'faq.update', subjectType: 'x', subjectId: i })).id);
      }
      return made;
    });
    const seen: number[] = [];
    let before: string | undefined;
    for (let page = 0; page < 3; page++) {
      const result = await auditLogPage(database.db, { limit: 1, action: 'faq.update', before });
      seen.push(...result.events.map((e) => e.id));
      before = result.next ?? undefined;
    }
    expect(seen).toEqual([...ids].reverse());
  });

  it('pages the audit log newest first, filtered by area or action, with a cursor that does not repeat entries', async () => {
    for (let i = 0; i < 5; i++) {
      await recordAudit(database.db, ops, {
        action: i % 2 ? 'member.refund' : 'faq.update',
        subjectType: 'x',
        subjectId: i,
        memberUserId: null,
      });
    }
    const first = await auditLogPage(database.db, { limit: 2 });
    const second = await auditLogPage(database.db, { limit: 2, before: first.next ?? undefined });
    const all = await auditLogPage(database.db, { limit: 200 });
    expect([...first.events, ...second.events].map((e) => e.id)).toEqual(all.events.slice(0, 4).map((e) => e.id));
    expect(all.events.map((e) => e.id)).toEqual([...all.events.map((e) => e.id)].sort((a, b) => b - a));
    const members = await auditLogPage(database.db, { limit: 200, action: 'member' });
    expect(new Set(members.events.map((e) => e.action))).toEqual(new Set(['member.refund']));
    const exact = await auditLogPage(database.db, { limit: 200, action: 'faq.update' });
    expect(exact.events.every((e) => e.action === 'faq.update')).toBe(true);
    expect((await auditLogPage(database.db, { limit: 200, action: 'faq.delete' })).events).toEqual([]);
  });

  it('filters the audit log by the operator’s e-mail, whole and in any case; an unknown one finds nothing', async () => {
    const other = { userId: ops.userId, email: 'second.ops@club.example' };
    await recordAudit(database.db, other, { action: 'faq.create', subjectType: 'faq', subjectId: 77 });
    await recordAudit(database.db, ops, { action: 'faq.create', subjectType: 'faq', subjectId: 78 });

    const query = (operator_email: string) => AdminAuditQuerySchema.parse({ operator_email });
    const theirs = await auditLogPage(database.db, query(' Second.OPS@Club.example '));
    expect(theirs.events.map((e) => [e.operator_email, e.subject_id])).toEqual([['second.ops@club.example', '77']]);
    const mine = await auditLogPage(database.db, query('ops@club.example'));
    expect(mine.events.length).toBeGreaterThan(1);
    expect(new Set(mine.events.map((e) => e.operator_email))).toEqual(new Set(['ops@club.example']));
    // Whole addresses only: the end of one is not a match.
    expect((await auditLogPage(database.db, query('ps@club.example'))).events).toEqual([]);
    expect((await auditLogPage(database.db, query('nobody@club.example'))).events).toEqual([]);
  });

  it('refuses an operator_email that is not an e-mail address, saying so', () => {
    const refused = AdminAuditQuerySchema.safeParse({ operator_email: 'olive' });
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([
      'operator_email must be an e-mail address, such as operator@example.com',
    ]);
  });
  it('names the member a job works for and an entry is about: name, member ID and e-mail; a job for many names none', async () => {
    const [member] = await database.db
      .insert(users)
      .values({ workosId: 'ext|named', email: 'dana@club.example', name: 'Dana Ruiz' })
      .returning();
    const userId = member!.id;
    await database.db.insert(memberships).values({
      ownerUserId: userId,
      personCode: 1,
      sequence: 1,
      memberNumber: 'ARX-000777',
      displayName: 'Dana Ruiz',
      groupCode: 'ARXGRP',
      binNumber: '610000',
      status: 'active',
    });
    await database.db.insert(jobs).values([
      {
        kind: 'email',
        key: 'named:welcome',
        payload: { template: 'welcome', userId },
        status: 'failed',
        finishedAt: new Date(),
      },
      {
        kind: 'wallet.refresh',
        key: 'named:sweep',
        payload: { membershipIds: [1, 2] },
        status: 'failed',
        finishedAt: new Date(),
      },
      { kind: 'email', key: 'named:gone', payload: { userId: 987_654 }, status: 'failed', finishedAt: new Date() },
    ]);
    const listed = await jobsForAdmin(database.db, { status: 'failed', limit: 50 });
    const byKey = new Map(listed.map((job) => [job.key, job.member]));
    const dana = { user_id: userId, name: 'Dana Ruiz', email: 'dana@club.example', member_id: 'ARX-000777-01' };
    expect(byKey.get('named:welcome')).toEqual(dana);
    expect(byKey.get('named:sweep')).toBeNull();
    expect(byKey.get('named:gone')).toBeNull();

    await recordAudit(database.db, ops, {
      action: 'member.welcome_resent',
      subjectType: 'user',
      subjectId: userId,
      memberUserId: userId,
    });
    const [entry] = (await auditLogPage(database.db, { limit: 1, member_user_id: userId })).events;
    expect(entry).toMatchObject({ member_user_id: userId, member: dana });

    // Found as an operator knows the member: by member ID, e-mail or name; no match finds nothing.
    for (const member of ['ARX-000777', 'arx000777-01', 'dana@club', 'Dana Ruiz']) {
      const found = await auditLogPage(database.db, { limit: 50, member });
      expect(
        found.events.map((e) => e.member_user_id),
        member,
      ).toEqual([userId]);
    }
    expect((await auditLogPage(database.db, { limit: 50, member: 'Nobody Here' })).events).toEqual([]);
  });

  it('filters the audit log by several actions and areas at once; a malformed list is refused, saying so', async () => {
    await recordAudit(database.db, ops, { action: 'catalog.publish', subjectType: 'x' });
    await recordAudit(database.db, ops, { action: 'claims.import', subjectType: 'x' });
    await recordAudit(database.db, ops, { action: 'catalog.rollback', subjectType: 'x' });
    const query = AdminAuditQuerySchema.parse({ action: 'claims.import, catalog.publish', limit: 200 });
    const both = await auditLogPage(database.db, query);
    expect(new Set(both.events.map((e) => e.action))).toEqual(new Set(['claims.import', 'catalog.publish']));
    const area = await auditLogPage(database.db, AdminAuditQuerySchema.parse({ action: 'catalog,claims', limit: 200 }));
    expect(new Set(area.events.map((e) => e.action))).toEqual(
      new Set(['claims.import', 'catalog.publish', 'catalog.rollback']),
    );
    const refused = AdminAuditQuerySchema.safeParse({ action: 'catalog;drop' });
    expect(refused.error?.issues[0]?.message).toBe(
      'action must be areas (member) or actions (member.refund), separated by commas, at most 20',
    );
  });
});
