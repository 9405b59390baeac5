import type { AdminMemberSearchResponse, AdminMemberSummary } from '@arx/contracts/admin';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';

/** Rows shown; more means the operator should type more. */
export const SEARCH_LIMIT = 25;
/** Candidates each index may give before ranking: enough to rank, few enough to stay fast. */
const CANDIDATES = 200;

/** "ARX-000123", "arx000123", "ARX-000123-01": a member number, with or without the person's suffix. */
const MEMBER_ID = /^arx-?(\d{1,9})(?:-(\d{1,2}))?$/i;

/** The member number as stored: "ARX-" and at least six digits (memberships.repository.ts). */
export function memberNumberOf(digits: string): string {
  const n = String(Number(digits));
  return `ARX-${n.padStart(6, '0')}`;
}

/** Characters a LIKE pattern would read as wildcards, taken literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The accounts whose e-mail, name or card name holds `q`. Where a search can be only one of them,
 * only that is searched: an address has no spaces and a name has no "@" or ".". This matters for
 * speed as well as sense: a trigram index splits "jordan.n" into "jordan" and "n", and checking
 * the tens of thousands of Jordans among the names for a "." that none has would take hundreds
 * of milliseconds.
 */
function textHits(q: string) {
  const pattern = `%${escapeLike(q.toLowerCase())}%`;
  const emails = sql`(select id as user_id from users where lower(email) like ${pattern} limit ${CANDIDATES})`;
  const names = sql`(select id as user_id from users where lower(name) like ${pattern} limit ${CANDIDATES})
    union (select owner_user_id from memberships where lower(display_name) like ${pattern} limit ${CANDIDATES})`;
  if (/\s/.test(q)) return names;
  if (/[@.]/.test(q)) return emails;
  return sql`${emails} union ${names}`;
}

type Row = {
  user_id: number;
  email: string;
  name: string | null;
  member_number: string | null;
  sequence: number | null;
  card_name: string | null;
  card_status: AdminMemberSummary['card_status'];
  joined_at: Date | string;
};

/**
 * Finds members for the back office (docs/decisions/0016-back-office.md): a member ID is an exact
 * match on the member number (any person of the household leads to its card holder's account);
 * anything else is a case-insensitive part of the e-mail, the account's name or a card's name
 * (textHits), each served by its trigram index. Exact and prefix matches of the e-mail come first.
 */
export async function searchMembers(db: Database, query: string): Promise<AdminMemberSearchResponse> {
  const q = query.trim();
  const id = MEMBER_ID.exec(q);
  const hits = id
    ? sql`select owner_user_id as user_id from memberships where member_number = ${memberNumberOf(id[1] as string)}`
    : textHits(q);
  const lower = q.toLowerCase();
  const result = (await db.execute(sql`
    with hits as (${hits})
    select u.id as user_id, u.email, u.name, m.member_number, m.sequence, m.display_name as card_name,
           m.status as card_status, u.created_at as joined_at
      from (select distinct user_id from hits) h
      join users u on u.id = h.user_id
      left join memberships m on m.owner_user_id = u.id and m.sequence = 1
     order by (lower(u.email) = ${lower}) desc, (lower(u.email) like ${`${escapeLike(lower)}%`}) desc, u.id
     limit ${SEARCH_LIMIT + 1}`)) as unknown as { rows: Row[] };
  const rows = result.rows;
  return {
    members: rows.slice(0, SEARCH_LIMIT).map((row) => ({
      user_id: row.user_id,
      email: row.email,
      name: row.name,
      member_id: row.member_number ? `${row.member_number}-01` : null,
      card_name: row.card_name,
      card_status: row.card_status,
      joined_at: new Date(row.joined_at).toISOString(),
    })),
    more: rows.length > SEARCH_LIMIT,
  };
}
