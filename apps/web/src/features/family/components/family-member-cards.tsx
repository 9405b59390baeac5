import type { FamilyMembership } from '@arx/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { relationshipLabel } from '../family';
import { FamilyStatusBadge } from './family-status-badge';
import { MemberActionsMenu } from './member-actions-menu';
import { GetCardButton, type MemberHandlers, ProfileStatus } from './member-list-actions';

type Props = MemberHandlers & { members: FamilyMembership[] };

/** Narrow screens: one card per member with the table's facts and actions. */
export function FamilyMemberCards({ members, ...handlers }: Props) {
  const { i18n } = useLingui();
  return (
    <ul className="@2xl:hidden grid @lg:grid-cols-2 gap-4">
      {members.map((member) => (
        <li key={member.id} className="min-w-0 rounded-xl border border-slate-200 bg-white p-4">
          <div className="flex items-start justify-between gap-2">
            <div className="min-w-0">
              <h3 className="break-words font-semibold text-ink">{member.display_name}</h3>
              <p className="text-slate-600 text-sm">{relationshipLabel(member, i18n)}</p>
            </div>
            <div className="-mt-2 -mr-2 shrink-0">
              <MemberActionsMenu
                name={member.display_name}
                onEdit={() => handlers.onEdit(member)}
                onRemove={() => handlers.onRemove(member)}
              />
            </div>
          </div>
          {/* A label may wrap ("Número de / miembro") so its value and button keep their room on a phone. */}
          <dl className="mt-3 grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-2 text-sm">
            <dt className="text-slate-600">
              <Trans>Member ID</Trans>
            </dt>
            <dd className="break-all font-mono text-slate-800">{member.full_member_id}</dd>
            <dt className="text-slate-600">
              <Trans>Status</Trans>
            </dt>
            <dd>
              <FamilyStatusBadge member={member} />
            </dd>
            <dt className="text-slate-600">
              <Trans>Profile</Trans>
            </dt>
            <dd>
              <ProfileStatus member={member} onCompleteProfile={handlers.onCompleteProfile} />
            </dd>
          </dl>
          <div className="mt-4">
            <GetCardButton member={member} onGetCard={handlers.onGetCard} />
          </div>
        </li>
      ))}
    </ul>
  );
}
