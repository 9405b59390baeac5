import type { AdminMemberSummary } from '@arx/contracts/admin';
import { Link } from 'react-router';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { formatDay } from '../admin-format';
import { StackedCell, StackedRow, StackedTable } from './admin-stacked-table';

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

/** Search results: one row per account (a card of its own on a phone), its name leading to the member's page. */
export function MembersTable({ members, listUrl, stale }: Props) {
  return (
    <section
      aria-label="Members found"
      aria-busy={stale}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus so keyboard users can scroll it (WCAG 2.1.1)
      tabIndex={0}
      className={`relative rounded-2xl transition-opacity focus-visible:outline-2 focus-visible:outline-brand-700 sm:overflow-x-auto sm:border sm:border-slate-200 sm:bg-white sm:shadow-sm ${stale ? 'opacity-60' : ''}`}
    >
      <StackedTable columns={['Name', 'Member ID', 'E-mail', 'Card status', 'Joined']} className="sm:min-w-[44rem]">
        {members.map((member) => (
          <MemberRow key={member.user_id} member={member} listUrl={listUrl} />
        ))}
      </StackedTable>
    </section>
  );
}

function MemberRow({ member, listUrl }: { member: AdminMemberSummary; listUrl: string }) {
  const name = member.name ?? member.card_name ?? member.email;
  const status = member.card_status ? CARD_STATUS[member.card_status] : null;
  return (
    <StackedRow>
      {/* On a phone the name heads the card, so it has no label before it. */}
      <th scope="row" className="px-4 py-2 text-left align-middle font-normal max-sm:block max-sm:px-0 max-sm:py-0">
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
      <StackedCell label="Member ID" className="whitespace-nowrap font-mono text-ink">
        {member.member_id ?? <span className="font-sans text-slate-600">No card</span>}
      </StackedCell>
      <StackedCell label="E-mail" className="text-ink sm:whitespace-nowrap max-sm:break-all">
        {member.email}
      </StackedCell>
      <StackedCell label="Card status">
        {status ? <Badge tone={status.tone}>{status.label}</Badge> : <span className="text-slate-600">—</span>}
      </StackedCell>
      <StackedCell label="Joined" className="whitespace-nowrap text-slate-700">
        <time dateTime={member.joined_at}>{formatDay(member.joined_at)}</time>
      </StackedCell>
    </StackedRow>
  );
}
