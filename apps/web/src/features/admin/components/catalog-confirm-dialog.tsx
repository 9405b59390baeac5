import type { AdminCatalogChangeCounts, AdminCatalogCounts } from '@arx/contracts/admin';
import { type ReactNode, useId, useRef } from 'react';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

/** "2 added, 14 changed, 1 removed"; nothing to say is "no change". */
export function describeCounts(counts: AdminCatalogChangeCounts): string {
  const parts = (['added', 'changed', 'removed'] as const)
    .filter((kind) => counts[kind] > 0)
    .map((kind) => `${counts[kind].toLocaleString()} ${kind}`);
  return parts.length > 0 ? parts.join(', ') : 'no change';
}

type Props = {
  title: string;
  /** What publishing would change; null while it is being read. */
  counts: AdminCatalogCounts | null;
  confirmLabel: string;
  pendingLabel: string;
  isPending: boolean;
  /** Disabled until there is a diff to confirm. */
  canConfirm: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** The diff itself, for a roll back the operator has not seen yet. */
  children?: ReactNode;
};

/**
 * The last step before a catalogue goes live: what changes, in counts, and what that means for
 * members. Cancel has the focus, so a stray Enter publishes nothing; the button is disabled while
 * the request runs, so a double click publishes once.
 */
export function CatalogConfirmDialog({
  title,
  counts,
  confirmLabel,
  pendingLabel,
  isPending,
  canConfirm,
  onConfirm,
  onClose,
  children,
}: Props) {
  const id = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open
      onClose={() => !isPending && onClose()}
      labelledBy={`${id}-title`}
      describedBy={`${id}-effect`}
      initialFocus={cancel}
      className="sm:max-w-4xl"
    >
      <div className="p-5 sm:p-8">
        <h2 id={`${id}-title`} className="font-bold text-2xl text-ink">
          {title}
        </h2>
        <div id={`${id}-effect`} className="mt-3 text-slate-700">
          {counts && (
            <ul className="list-disc space-y-1 pl-5">
              <li>Medications: {describeCounts(counts.medications)}.</li>
              <li>Packs: {describeCounts(counts.packs)}.</li>
              <li>Removed medications are hidden from the price list but kept for members’ bookmarks.</li>
              <li>The prices are live for members and visitors within seconds.</li>
            </ul>
          )}
        </div>
        {children && <div className="mt-5">{children}</div>}
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button
            ref={cancel}
            type="button"
            onClick={onClose}
            disabled={isPending}
            className={buttonClasses('secondary')}
          >
            Cancel
          </button>
          <Button onClick={onConfirm} disabled={isPending || !canConfirm}>
            {isPending ? pendingLabel : confirmLabel}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
