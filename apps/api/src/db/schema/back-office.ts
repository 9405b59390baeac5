import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './sign-in';

/**
 * Every operator action in the back office (docs/decisions/0016-back-office.md): who (their id,
 * and their e-mail as it was), what (`member.refund`, `faq.update`, …), which record, the state
 * before and after, the reason when the action has one, and when. Written in the transaction of
 * the change; never updated or deleted by the app. Ids, statuses and amounts only: never a date
 * of birth, an address, or a member's medications.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    operatorUserId: integer('operator_user_id').references(() => users.id, { onDelete: 'set null' }),
    operatorEmail: text('operator_email').notNull(),
    action: text('action').notNull(),
    /** The member the action concerns, if any; cleared when their account is deleted. */
    memberUserId: integer('member_user_id').references(() => users.id, { onDelete: 'set null' }),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
  },
  (t) => [
    index('audit_events_at_idx').on(t.at.desc(), t.id.desc()),
    index('audit_events_operator_idx').on(t.operatorUserId, t.at.desc()),
    // The audit log's filter by operator e-mail, in any case.
    index('audit_events_operator_email_idx').on(sql`lower(${t.operatorEmail})`, t.at.desc()),
    index('audit_events_member_idx').on(t.memberUserId, t.at.desc()),
    index('audit_events_action_idx').on(t.action, t.at.desc()),
  ],
);
