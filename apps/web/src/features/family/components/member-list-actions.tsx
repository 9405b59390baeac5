import type { FamilyMembership } from '@arx/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { buttonClasses } from '../../../components/ui/button';

/** What can be done from a member's row or card; each opens its dialog. */
export type MemberHandlers = {
  onGetCard: (member: FamilyMembership) => void;
  onCompleteProfile: (member: FamilyMembership) => void;
  onEdit: (member: FamilyMembership) => void;
  onRemove: (member: FamilyMembership) => void;
};

const SMALL = 'min-h-11 whitespace-nowrap px-3 py-2';

/** "Get Card", named for its member (visible words first) so screen readers can tell the rows apart. */
export function GetCardButton({
  member,
  onGetCard,
}: {
  member: FamilyMembership;
  onGetCard: MemberHandlers['onGetCard'];
}) {
  const { t } = useLingui();
  const name = member.display_name;
  return (
    <button
      type="button"
      onClick={() => onGetCard(member)}
      aria-label={t`Get Card for ${name}`}
      className={buttonClasses('secondary', SMALL)}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" className="size-4">
        <rect x="3" y="5" width="18" height="14" rx="2" />
        <path d="M3 10h18M7 15h4" />
      </svg>
      <Trans>Get Card</Trans>
    </button>
  );
}

/** The Profile column: "Complete", or the button that opens the member's profile dialog. */
export function ProfileStatus({
  member,
  onCompleteProfile,
}: {
  member: FamilyMembership;
  onCompleteProfile: MemberHandlers['onCompleteProfile'];
}) {
  const { t } = useLingui();
  const name = member.display_name;
  if (member.profile_completed) {
    return (
      <span className="inline-flex items-center gap-1.5 font-medium text-emerald-800 text-sm">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          className="size-4"
        >
          <path d="M5 12.5l4.5 4.5L19 7.5" />
        </svg>
        <Trans>Complete</Trans>
      </span>
    );
  }
  return (
    <button
      type="button"
      onClick={() => onCompleteProfile(member)}
      aria-label={t`Complete Profile for ${name}`}
      className={buttonClasses('primary', SMALL)}
    >
      <Trans>Complete Profile</Trans>
    </button>
  );
}
