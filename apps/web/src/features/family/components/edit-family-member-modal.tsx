import type { FamilyMembership } from '@arx/contracts';
import { useToast } from '../../../components/ui/toast';
import { useUpdateFamilyMember } from '../api/update-family-member';
import { MemberFormDialog } from './member-form-dialog';

const MEMBER_UPDATED_TOAST = 'Family member updated';
const UPDATE_FAILED = 'Failed to update family member';

type Props = { member: FamilyMembership; onChanged: () => unknown; onClose: () => void };

/** Edit Member: docs/product.md's placeholder made real, with the Add Family Member rules. */
export function EditFamilyMemberModal({ member, onChanged, onClose }: Props) {
  const toast = useToast();
  const update = useUpdateFamilyMember(onChanged);
  return (
    <MemberFormDialog
      title="Edit Member"
      description={`Change how ${member.display_name} appears on your plan and their card.`}
      initial={{
        display_name: member.display_name,
        person_code: String(member.person_code),
        species: member.species ?? '',
      }}
      submitLabel="Save Changes"
      busyLabel="Saving..."
      failureHeading={UPDATE_FAILED}
      saving={update.isPending}
      error={update.error}
      onClose={onClose}
      onSubmit={(changes) =>
        update.mutate(
          { id: member.id, membership: changes },
          {
            onSuccess: () => {
              toast.show(MEMBER_UPDATED_TOAST, 'success');
              onClose();
            },
            onError: () => toast.show(UPDATE_FAILED, 'error'),
          },
        )
      }
    />
  );
}
