import type { FamilyMembership } from '@arx/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { relationshipLabel } from '../family';
import { FamilyStatusBadge } from './family-status-badge';
import { MemberActionsMenu } from './member-actions-menu';
import { GetCardButton, type MemberHandlers, ProfileStatus } from './member-list-actions';

type Props = MemberHandlers & { members: FamilyMembership[] };

const TH = 'px-4 py-3 font-semibold text-slate-700 text-xs uppercase tracking-wide';

/**
 * Wide screens: the family as a table (docs/product.md §2). It is shown only where the section has the
 * room for all five columns (a container query), so it never scrolls sideways and the
 * actions menu is never clipped.
 */
export function FamilyMembersTable({ members, ...handlers }: Props) {
  const { i18n } = useLingui();
  return (
    <div className="@2xl:block hidden rounded-xl border border-slate-200">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">
          <Trans>Family members on your plan</Trans>
        </caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={`${TH} rounded-tl-xl`}>
              <Trans>Name</Trans>
            </th>
            <th scope="col" className={TH}>
              <Trans>Membership</Trans>
            </th>
            <th scope="col" className={TH}>
              <Trans>Status</Trans>
            </th>
            <th scope="col" className={TH}>
              <Trans>Profile</Trans>
            </th>
            <th scope="col" className={`${TH} rounded-tr-xl`}>
              <span className="sr-only">
                <Trans>Actions</Trans>
              </span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {members.map((member) => (
            <tr key={member.id} className="align-middle">
              <th scope="row" className="max-w-44 px-4 py-3 text-left font-normal">
                <span className="block break-words font-semibold text-ink">{member.display_name}</span>
                <span className="block text-slate-600 text-xs">{relationshipLabel(member, i18n)}</span>
              </th>
              <td className="px-4 py-3">
                <div className="flex flex-col items-start gap-1">
                  <GetCardButton member={member} onGetCard={handlers.onGetCard} />
                  <span className="font-mono text-slate-700 text-xs">{member.full_member_id}</span>
                </div>
              </td>
              <td className="px-4 py-3">
                <FamilyStatusBadge member={member} />
              </td>
              <td className="px-4 py-3">
                <ProfileStatus member={member} onCompleteProfile={handlers.onCompleteProfile} />
              </td>
              <td className="px-2 py-3 text-right">
                <MemberActionsMenu
                  name={member.display_name}
                  onEdit={() => handlers.onEdit(member)}
                  onRemove={() => handlers.onRemove(member)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
