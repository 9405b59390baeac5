import type { FamilyMembership } from '@arx/contracts';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useToast } from '../../../components/ui/toast';
import { useUpdateFamilyMember } from '../api/update-family-member';
import { MemberFormDialog } from './member-form-dialog';

const MEMBER_UPDATED_TOAST = msg`Family member updated`;
const UPDATE_FAILED = msg`Failed to update family member`;

type Props = { member: FamilyMembership; onChanged: () => unknown; onClose: () => void };

/** Edit Member: docs/product.md's placeholder made real, with the Add Family Member rules. */
export function EditFamilyMemberModal({ member, onChanged, onClose }: Props) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const name = member.display_name;
  const update = useUpdateFamilyMember(onChanged);
  return (
    <MemberFormDialog
      title={t`Edit Member`}
      description={t`Change how ${name} appears on your plan and their card.`}
      initial={{
        display_name: member.display_name,
        person_code: String(member.person_code),
        species: member.species ?? '',
      }}
      submitLabel={t`Save Changes`}
      busyLabel={t`Saving...`}
      failureHeading={i18n._(UPDATE_FAILED)}
      saving={update.isPending}
      error={update.error}
      onClose={onClose}
      onSubmit={(changes) =>
        update.mutate(
          { id: member.id, membership: changes },
          {
            onSuccess: () => {
              toast.show(i18n._(MEMBER_UPDATED_TOAST), 'success');
              onClose();
            },
            onError: () => toast.show(i18n._(UPDATE_FAILED), 'error'),
          },
        )
      }
    />
  );
}
