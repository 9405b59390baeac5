import type { Fill } from '@arx/contracts';
import { useId, useRef } from 'react';
import { buttonClasses } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useToast } from '../../../components/ui/toast';
import { useDeleteFill } from '../api/delete-fill';
import { formatFillDate } from './fill-list';

const DELETE_FAILED = 'We could not delete this fill. Please try again.';
const DANGER_BUTTON =
  'inline-flex min-h-11 items-center justify-center rounded-lg bg-red-700 px-5 py-2.5 font-semibold text-sm text-white transition-colors hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-red-700 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:bg-slate-400';

/** Deleting is confirmed first; Cancel has the focus, so a stray Enter deletes nothing. */
export function DeleteFillDialog({ fill, onClose }: { fill: Fill; onClose: () => void }) {
  const id = useId();
  const toast = useToast();
  const cancel = useRef<HTMLButtonElement>(null);
  const remove = useDeleteFill();
  const busy = remove.isPending;

  const onDelete = () =>
    remove.mutate(fill.id, {
      onSuccess: () => {
        toast.show('Fill deleted', 'success');
        onClose();
      },
    });

  return (
    <Dialog
      open
      onClose={() => !busy && onClose()}
      labelledBy={`${id}-title`}
      describedBy={`${id}-question`}
      initialFocus={cancel}
      className="sm:max-w-md"
    >
      <div className="p-5 sm:p-8">
        <h2 id={`${id}-title`} className="font-bold text-2xl text-ink">
          Delete Fill
        </h2>
        <p id={`${id}-question`} className="mt-3 break-words text-slate-700">
          Delete {fill.medication_name} for {fill.person_name}, filled on {formatFillDate(fill.filled_on)}? Your totals
          will no longer count it.
        </p>
        {remove.isError && (
          <p
            role="alert"
            className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 font-semibold text-red-900 text-sm"
          >
            {DELETE_FAILED}
          </p>
        )}
        <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button ref={cancel} type="button" onClick={onClose} disabled={busy} className={buttonClasses('ghost')}>
            Cancel
          </button>
          <button type="button" onClick={onDelete} disabled={busy} className={DANGER_BUTTON}>
            {busy ? 'Deleting...' : 'Delete'}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
