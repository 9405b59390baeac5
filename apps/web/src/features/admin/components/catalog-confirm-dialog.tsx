import type { AdminCatalogChangeCounts, AdminCatalogCounts } from '@arx/contracts/admin';
import type { ReactNode } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

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
 * members.
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
  return (
    <ConfirmDialog
      title={title}
      confirmLabel={confirmLabel}
      busyLabel={pendingLabel}
      busy={isPending}
      tone="go"
      canConfirm={canConfirm}
      size="wide"
      onConfirm={onConfirm}
      onClose={onClose}
    >
      {counts && (
        <ul className="list-disc space-y-1 pl-5">
          <li>Medications: {describeCounts(counts.medications)}.</li>
          <li>Packs: {describeCounts(counts.packs)}.</li>
          <li>Removed medications are hidden from the price list but kept for members’ bookmarks.</li>
          <li>The prices are live for members and visitors within seconds.</li>
        </ul>
      )}
      {children && <div className="pt-2">{children}</div>}
    </ConfirmDialog>
  );
}
