import type { AdminMemberRef } from '@arx/contracts/admin';
import { Link } from 'react-router';

/** Whom an entry or a job is about: their name (or e-mail) as a link to their page, and their member ID. */
export function MemberRefLink({ member }: { member: AdminMemberRef }) {
  return (
    <>
      <Link
        to={`/admin/members/${member.user_id}`}
        className="break-words font-semibold text-brand-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        {member.name ?? member.email}
      </Link>
      {member.member_id && <span className="block font-mono text-slate-700 text-xs">{member.member_id}</span>}
    </>
  );
}
