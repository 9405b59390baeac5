import { DEFAULT_PERSON_CODE, FAMILY_MESSAGES } from '@arx/contracts/family';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useToast } from '../../../components/ui/toast';
import { useAddFamilyMember } from '../api/add-family-member';
import { translateFamilyMessage } from '../rule-messages';
import { MemberFormDialog } from './member-form-dialog';

export const MEMBER_ADDED_TOAST = msg`Family member added`;

type Props = { onChanged: () => unknown; onClose: () => void };

/**
 * docs/product.md §2, §5: a display name (2–50 characters) and a relationship, Spouse
 * preselected; or a pet and its species.
 */
export function AddFamilyMemberModal({ onChanged, onClose }: Props) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const add = useAddFamilyMember(onChanged);
  const addFailed = translateFamilyMessage(i18n, FAMILY_MESSAGES.addFailed);
  return (
    <MemberFormDialog
      title={t`Add Family Member`}
      description={t`They get their own card on your plan once their profile is complete.`}
      initial={{ display_name: '', person_code: String(DEFAULT_PERSON_CODE), species: '' }}
      submitLabel={t`Add Member`}
      busyLabel={t`Adding...`}
      failureHeading={addFailed}
      saving={add.isPending}
      error={add.error}
      onClose={onClose}
      onSubmit={(membership) =>
        add.mutate(
          { membership },
          {
            onSuccess: () => {
              toast.show(i18n._(MEMBER_ADDED_TOAST), 'success');
              onClose();
            },
            onError: () => toast.show(addFailed, 'error'),
          },
        )
      }
    />
  );
}
