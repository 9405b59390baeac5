import type { Fill } from '@arx/contracts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useToast } from '../../../components/ui/toast';
import { useDeleteFill } from '../api/delete-fill';
import { formatFillDate } from './fill-list';

const DELETE_FAILED = 'We could not delete this fill. Please try again.';

/** Deleting is confirmed first; Cancel has the focus, so a stray Enter deletes nothing. */
export function DeleteFillDialog({ fill, onClose }: { fill: Fill; onClose: () => void }) {
  const toast = useToast();
  const remove = useDeleteFill();

  const onDelete = () =>
    remove.mutate(fill.id, {
      onSuccess: () => {
        toast.show('Fill deleted', 'success');
        onClose();
      },
    });

  return (
    <ConfirmDialog
      title="Delete Fill"
      confirmLabel="Delete"
      busyLabel="Deleting..."
      busy={remove.isPending}
      error={remove.isError ? DELETE_FAILED : null}
      size="compact"
      onConfirm={onDelete}
      onClose={onClose}
    >
      <p>
        Delete {fill.medication_name} for {fill.person_name}, filled on {formatFillDate(fill.filled_on)}? Your totals
        will no longer count it.
      </p>
    </ConfirmDialog>
  );
}
