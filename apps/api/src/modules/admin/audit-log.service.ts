import type { AdminAuditQuery, AdminAuditResponse } from '@arx/contracts/admin';
import type { Database } from '../../db/client';
import { type AuditRecord, listAudit } from '../audit';
import { toAdminAuditEvent } from './members/member-views';

/** A page's cursor: the last entry's time and id, which the next page starts after. */
const cursorOf = (row: AuditRecord) => `${row.at.toISOString()}_${row.id}`;

function parseCursor(cursor: string | undefined) {
  if (!cursor) return undefined;
  const [at, id] = cursor.split('_');
  return { at: new Date(at as string), id: Number(id) };
}

/**
 * One page of the audit log, newest first, with the cursor of the next (older) page. An operator's
 * e-mail that no entry recorded finds nothing: it is a filter, not a look-up that could fail.
 */
export async function auditLogPage(db: Database, query: AdminAuditQuery): Promise<AdminAuditResponse> {
  const { limit, before, operator_user_id, operator_email, member_user_id, action } = query;
  const rows = await listAudit(db, {
    operatorUserId: operator_user_id,
    operatorEmail: operator_email,
    memberUserId: member_user_id,
    action,
    before: parseCursor(before),
    limit: limit + 1,
  });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { events: page.map(toAdminAuditEvent), next: rows.length > limit && last ? cursorOf(last) : null };
}
