import type { AdminAuditQuery, AdminAuditResponse } from '@arx/contracts/admin';
import type { Database } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { type AuditRecord, listAudit } from '../audit';
import { findMemberRefs } from './members/member-refs';
import { SEARCH_LIMIT, searchMembers } from './members/member-search';
import { toAdminAuditEvent } from './members/member-views';

/** A page's cursor: the last entry's time and id, which the next page starts after. */
const cursorOf = (row: AuditRecord) => `${row.at.toISOString()}_${row.id}`;

function parseCursor(cursor: string | undefined) {
  if (!cursor) return undefined;
  const [at, id] = cursor.split('_');
  return { at: new Date(at as string), id: Number(id) };
}

/**
 * The accounts a `member` filter names, found as the member search finds them (a member ID, part of
 * an e-mail or a name). More than a page of them is refused: the operator should type more.
 */
async function membersNamed(db: Database, member: string | undefined): Promise<number[] | undefined> {
  if (member === undefined) return undefined;
  const found = await searchMembers(db, member);
  if (found.more) {
    throw AppError.badRequest(
      `More than ${SEARCH_LIMIT} members match “${member}”: type more of the member ID, e-mail or name`,
    );
  }
  return found.members.map((m) => m.user_id);
}

/**
 * One page of the audit log, newest first, with the cursor of the next (older) page. An operator's
 * e-mail that no entry recorded, or a member no account matches, finds nothing: they are filters,
 * not look-ups that could fail.
 */
export async function auditLogPage(db: Database, query: AdminAuditQuery): Promise<AdminAuditResponse> {
  const { limit, before, operator_user_id, operator_email, member_user_id, member, action } = query;
  const memberUserIds = await membersNamed(db, member);
  if (memberUserIds?.length === 0) return { events: [], next: null };
  const rows = await listAudit(db, {
    operatorUserId: operator_user_id,
    operatorEmail: operator_email,
    memberUserId: member_user_id,
    memberUserIds,
    action,
    before: parseCursor(before),
    limit: limit + 1,
  });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const members = await findMemberRefs(
    db,
    page.flatMap((row) => (row.memberUserId === null ? [] : [row.memberUserId])),
  );
  return {
    events: page.map((row) => toAdminAuditEvent(row, members)),
    next: rows.length > limit && last ? cursorOf(last) : null,
  };
}
