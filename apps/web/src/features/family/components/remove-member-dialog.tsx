import type { FamilyMembership } from '@arx/contracts';
import { FAMILY_MESSAGES } from '@arx/contracts/family';
import { Trans, useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useToast } from '../../../components/ui/toast';
import { useRemoveFamilyMember } from '../api/remove-family-member';
import { translateFamilyMessage } from '../rule-messages';

type Props = { member: FamilyMembership; onChanged: () => unknown; onClose: () => void; onRemoved: () => void };

/**
 * docs/product.md §2: removal is confirmed first; Cancel has the focus, so a stray Enter removes
 * no one. The fills recorded for the member go with their card, so the dialog says so.
 */
export function RemoveMemberDialog({ member, onChanged, onClose, onRemoved }: Props) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const name = member.display_name;
  const remove = useRemoveFamilyMember(onChanged);
  const removeFailed = translateFamilyMessage(i18n, FAMILY_MESSAGES.removeFailed);

  const onRemove = () =>
    remove.mutate(member.id, {
      onSuccess: () => {
        toast.show(t`${name} was removed from your plan`, 'success');
        onRemoved();
      },
      onError: () => toast.show(removeFailed, 'error'),
    });

  return (
    <ConfirmDialog
      title={t`Remove Member`}
      confirmLabel={t`Remove`}
      busyLabel={t`Removing...`}
      busy={remove.isPending}
      error={remove.isError ? removeFailed : null}
      size="compact"
      details={t`Any fills recorded for ${name} in My Savings are deleted with their card, and your savings totals will no longer count them.`}
      onConfirm={onRemove}
      onClose={onClose}
    >
      <p>
        <Trans>Are you sure you want to remove {name}? This action cannot be undone.</Trans>
      </p>
    </ConfirmDialog>
  );
}
