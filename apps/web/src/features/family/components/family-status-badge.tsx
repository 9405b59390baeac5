import type { FamilyMembership } from '@arx/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '../../../components/ui/badge';
import { isPending, memberStatusLabel, memberStatusTone } from '../family';

/** docs/product.md §4: the member's status in its colour, and "(Pending)" while only the profile is missing. */
export function FamilyStatusBadge({ member }: { member: FamilyMembership }) {
  const { i18n } = useLingui();
  return (
    <span className="inline-flex flex-wrap items-center gap-x-1.5 gap-y-1">
      <Badge tone={memberStatusTone(member.status)}>{memberStatusLabel(member.status, i18n)}</Badge>
      {isPending(member) && (
        <span className="font-medium text-slate-700 text-xs">
          <Trans>(Pending)</Trans>
        </span>
      )}
    </span>
  );
}
