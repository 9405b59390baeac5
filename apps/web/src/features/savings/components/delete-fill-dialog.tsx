import type { Fill } from '@arx/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useToast } from '../../../components/ui/toast';
import { recordedMedication } from '../../../lib/dosage-words';
import { formatCalendarDay } from '../../../lib/format';
import { useDeleteFill } from '../api/delete-fill';

/**
 * Deleting is confirmed first; Cancel has the focus, so a stray Enter deletes nothing. A fill
 * from the pharmacy's claim can be deleted but never edited, and the dialog says so.
 */
export function DeleteFillDialog({ fill, onClose }: { fill: Fill; onClose: () => void }) {
  const toast = useToast();
  const remove = useDeleteFill();
  const { t, i18n } = useLingui();
  const medication = recordedMedication(fill, i18n).medicationName;
  const person = fill.person_name;
  const date = formatCalendarDay(fill.filled_on);

  const onDelete = () =>
    remove.mutate(fill.id, {
      onSuccess: () => {
        toast.show(t`Fill deleted`, 'success');
        onClose();
      },
    });

  return (
    <ConfirmDialog
      title={t`Delete Fill`}
      confirmLabel={t`Delete`}
      busyLabel={t`Deleting...`}
      cancelLabel={t`Cancel`}
      busy={remove.isPending}
      error={remove.isError ? t`We could not delete this fill. Please try again.` : null}
      size="compact"
      onConfirm={onDelete}
      onClose={onClose}
    >
      <p>
        <Trans>
          Delete {medication} for {person}, filled on {date}? Your totals will no longer count it.
        </Trans>
      </p>
      {fill.source === 'pharmacy' && (
        <p className="mt-3">
          <Trans>
            This fill came from your pharmacy's claim, so it is kept as the pharmacy sent it and cannot be edited. You
            can delete it if it is not right: it will not come back when your pharmacy's claims are read again.
          </Trans>
        </p>
      )}
    </ConfirmDialog>
  );
}
