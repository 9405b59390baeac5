import { type ReactNode, useId, useRef } from 'react';
import { buttonClasses } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

const DANGER_BUTTON =
  'inline-flex min-h-11 items-center justify-center rounded-lg bg-red-700 px-5 py-2.5 font-semibold text-sm text-white transition-colors hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-red-700 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:bg-slate-400';

type Props = {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** While true the buttons wait and Escape does nothing: the request is on its way. */
  busy?: boolean;
  busyLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onClose: () => void;
};

/**
 * "Are you sure?" before the FAQ editor throws something away: an FAQ, or changes not saved.
 * Cancel has the focus, so a stray Enter loses nothing.
 */
export function FaqConfirmDialog({
  title,
  children,
  confirmLabel,
  busy = false,
  busyLabel = confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  onClose,
}: Props) {
  const id = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open
      onClose={() => !busy && onClose()}
      labelledBy={`${id}-title`}
      describedBy={`${id}-body`}
      initialFocus={cancel}
      className="sm:max-w-lg"
    >
      <div className="p-5 sm:p-8">
        <h2 id={`${id}-title`} className="font-bold text-2xl text-ink">
          {title}
        </h2>
        <div id={`${id}-body`} className="mt-3 space-y-3 text-slate-700">
          {children}
        </div>
        <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button ref={cancel} type="button" onClick={onClose} disabled={busy} className={buttonClasses('ghost')}>
            {cancelLabel}
          </button>
          <button type="button" onClick={onConfirm} disabled={busy} className={DANGER_BUTTON}>
            {busy ? busyLabel : confirmLabel}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
