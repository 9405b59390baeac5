import type { AdminMemberSummary } from '@arx/contracts/admin';
import { Link } from 'react-router';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { formatDay } from '../admin-format';

const HEAD = 'whitespace-nowrap px-4 py-3 text-left font-semibold text-slate-700 text-xs uppercase tracking-wide';
const CELL = 'px-4 py-2 align-middle';

const CARD_STATUS: Record<NonNullable<AdminMemberSummary['card_status']>, { label: string; tone: BadgeTone }> = {
  active: { label: 'Active', tone: 'green' },
  inactive: { label: 'Inactive', tone: 'gray' },
  suspended: { label: 'Suspended', tone: 'red' },
};

type Props = {
  members: AdminMemberSummary[];
  /** The list page with its search, for the member page's way back. */
  listUrl: string;
  /** True while a newer search loads: the rows shown are the previous search's. */
  stale: boolean;
};

/** Search results: one row per account, its name leading to the member's page. */
export function MembersTable({ members, listUrl, stale }: Props) {
  return (
    <section
      aria-label="Members found"
      aria-busy={stale}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus so keyboard users can scroll it (WCAG 2.1.1)
      tabIndex={0}
      className={`relative overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm transition-opacity focus-visible:outline-2 focus-visible:outline-brand-700 ${stale ? 'opacity-60' : ''}`}
    >
      <table className="w-full min-w-[44rem] text-sm">
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={HEAD}>
              Name
            </th>
            <th scope="col" className={HEAD}>
              Member ID
            </th>
            <th scope="col" className={HEAD}>
              E-mail
            </th>
            <th scope="col" className={HEAD}>
              Card status
            </th>
            <th scope="col" className={HEAD}>
              Joined
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {members.map((member) => (
            <MemberRow key={member.user_id} member={member} listUrl={listUrl} />
          ))}
        </tbody>
      </table>
    </section>
  );
}

function MemberRow({ member, listUrl }: { member: AdminMemberSummary; listUrl: string }) {
  const name = member.name ?? member.card_name ?? member.email;
  const status = member.card_status ? CARD_STATUS[member.card_status] : null;
  return (
    <tr>
      <th scope="row" className={`${CELL} text-left font-normal`}>
        <Link
          to={`/admin/members/${member.user_id}`}
          state={{ from: listUrl }}
          className="inline-flex min-h-11 items-center rounded font-semibold text-brand-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          {name}
        </Link>
        {member.card_name && member.card_name !== name && (
          <span className="block text-slate-600 text-xs">Card: {member.card_name}</span>
        )}
      </th>
      <td className={`${CELL} whitespace-nowrap font-mono text-ink`}>
        {member.member_id ?? <span className="font-sans text-slate-600">No card</span>}
      </td>
      <td className={`${CELL} whitespace-nowrap text-ink`}>{member.email}</td>
      <td className={CELL}>
        {status ? <Badge tone={status.tone}>{status.label}</Badge> : <span className="text-slate-600">—</span>}
      </td>
      <td className={`${CELL} whitespace-nowrap text-slate-700`}>
        <time dateTime={member.joined_at}>{formatDay(member.joined_at)}</time>
      </td>
    </tr>
  );
}
