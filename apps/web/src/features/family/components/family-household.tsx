import type { FamilyMembership, Membership } from '@arx/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { accountHolderAddress, addMemberLabel } from '../family';
import { AddByDetailsForm } from './add-by-details-form';
import { AddFamilyMemberModal } from './add-family-member-modal';
import { CompleteMemberProfileModal } from './complete-member-profile-modal';
import { EditFamilyMemberModal } from './edit-family-member-modal';
import { FamilyEmptyState } from './family-empty-state';
import { FamilyMemberCards } from './family-member-cards';
import { FamilyMembersTable } from './family-members-table';
import { FamilyPlanWarning } from './family-plan-warning';
import { type CardSlots, MemberCardModal } from './member-card-modal';
import type { MemberHandlers } from './member-list-actions';
import { RemoveMemberDialog } from './remove-member-dialog';

type MemberDialog = 'card' | 'profile' | 'edit' | 'remove';
type OpenDialog = { kind: 'add' } | { kind: MemberDialog; member: FamilyMembership };

type Props = CardSlots & { titleId: string; membership: Membership; onChanged: () => Promise<unknown> };

/** The loaded section: the members, what the plan allows, and one dialog at a time. */
export function FamilyHousehold({ titleId, membership, onChanged, ...cardSlots }: Props) {
  const { i18n } = useLingui();
  const heading = useRef<HTMLHeadingElement>(null);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const members = membership.family_members;
  const eligible = membership.family_plan_eligible;
  const canAdd = membership.can_add_family_members;
  const slots = membership.available_family_member_slots;
  // Dialogs show the member's latest data (a card open during a change shows it after); a member
  // just removed keeps their last copy until the dialog has said so.
  const member =
    dialog && dialog.kind !== 'add' ? (members.find((m) => m.id === dialog.member.id) ?? dialog.member) : undefined;
  const close = () => setDialog(null);
  const openFor = (kind: MemberDialog) => (m: FamilyMembership) => setDialog({ kind, member: m });
  const handlers: MemberHandlers = {
    onGetCard: openFor('card'),
    onCompleteProfile: openFor('profile'),
    onEdit: openFor('edit'),
    onRemove: openFor('remove'),
  };
  const openAdd = () => setDialog({ kind: 'add' });

  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h2 ref={heading} id={titleId} tabIndex={-1} className="font-bold text-ink text-xl outline-none">
            <Trans>Family Members</Trans>
          </h2>
          <p className="mt-1 text-slate-700 text-sm">
            <Trans>Everyone on your plan gets their own savings card.</Trans>
          </p>
        </div>
        {eligible && (canAdd || slots <= 0) && (
          <Button onClick={openAdd} disabled={!canAdd || slots <= 0}>
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
              className="size-4"
            >
              <path d="M12 5v14M5 12h14" />
            </svg>
            {addMemberLabel(slots, i18n)}
          </Button>
        )}
      </div>

      <div className="mt-5 space-y-5">
        {!eligible && members.length > 0 && <FamilyPlanWarning />}
        {members.length === 0 ? (
          <FamilyEmptyState canAdd={canAdd} onAdd={openAdd} />
        ) : (
          <>
            <FamilyMembersTable members={members} {...handlers} />
            <FamilyMemberCards members={members} {...handlers} />
          </>
        )}
        {canAdd && (
          <details className="group rounded-xl border border-slate-200">
            <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 rounded-xl px-4 py-2 font-semibold text-brand-800 text-sm hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700 [&::-webkit-details-marker]:hidden">
              <Trans>Add by details</Trans>
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                className="size-4 transition-transform group-open:rotate-180"
              >
                <path d="M6 9l6 6 6-6" />
              </svg>
            </summary>
            <div className="border-slate-200 border-t p-4">
              <AddByDetailsForm onChanged={onChanged} />
            </div>
          </details>
        )}
      </div>

      {dialog?.kind === 'add' && <AddFamilyMemberModal onChanged={onChanged} onClose={close} />}
      {member && dialog?.kind === 'edit' && (
        <EditFamilyMemberModal member={member} onChanged={onChanged} onClose={close} />
      )}
      {member && dialog?.kind === 'profile' && (
        <CompleteMemberProfileModal
          member={member}
          holderAddress={accountHolderAddress(membership)}
          onChanged={onChanged}
          onClose={close}
        />
      )}
      {member && dialog?.kind === 'card' && <MemberCardModal member={member} {...cardSlots} onClose={close} />}
      {member && dialog?.kind === 'remove' && (
        <RemoveMemberDialog
          member={member}
          onChanged={onChanged}
          onClose={close}
          onRemoved={() => {
            close();
            // The row (and the button that opened this) is gone: the section's heading takes the focus.
            requestAnimationFrame(() => heading.current?.focus());
          }}
        />
      )}
    </>
  );
}
