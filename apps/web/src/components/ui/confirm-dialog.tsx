import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useId, useRef } from 'react';
import { Button, buttonClasses } from './button';
import { Dialog } from './dialog';

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
  /** danger: it throws something away (red); go: it makes something live. */
  tone?: 'danger' | 'go';
  /**
   * What else to know, below the question and outside the dialog's accessible description, which
   * stays the question itself.
   */
  details?: ReactNode;
  /** Why the last try failed, shown as an alert above the buttons; the dialog stays open. */
  error?: string | null;
  /** False while what is to be confirmed is still loading. */
  canConfirm?: boolean;
  /** compact: a question of a line or two; narrow: a few paragraphs; wide: a table to look over. */
  size?: 'compact' | 'narrow' | 'wide';
  onConfirm: () => void;
  onClose: () => void;
};

const WIDTHS = { compact: 'sm:max-w-md', narrow: 'sm:max-w-lg', wide: 'sm:max-w-4xl' } as const;

/**
 * "Are you sure?" before a step that cannot be taken back: removing a family member, deleting a
 * fill, and in the back office deleting an FAQ, dropping unsaved changes or publishing prices.
 * Cancel has the focus, so a stray Enter does nothing, and the buttons wait while the request
 * runs, so a double click acts once.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  busy = false,
  busyLabel = confirmLabel,
  cancelLabel,
  tone = 'danger',
  details,
  error = null,
  canConfirm = true,
  size = 'narrow',
  onConfirm,
  onClose,
}: Props) {
  const id = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  const { t } = useLingui();
  return (
    <Dialog
      open
      onClose={() => !busy && onClose()}
      labelledBy={`${id}-title`}
      describedBy={`${id}-body`}
      initialFocus={cancel}
      className={WIDTHS[size]}
    >
      <div className="p-5 sm:p-8">
        <h2 id={`${id}-title`} className="font-bold text-2xl text-ink">
          {title}
        </h2>
        <div id={`${id}-body`} className="mt-3 space-y-3 break-words text-slate-700">
          {children}
        </div>
        {details && <div className="mt-3 break-words text-slate-700 text-sm">{details}</div>}
        {error && (
          <p
            role="alert"
            className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 font-semibold text-red-900 text-sm"
          >
            {error}
          </p>
        )}
        <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button ref={cancel} type="button" onClick={onClose} disabled={busy} className={buttonClasses('ghost')}>
            {cancelLabel ?? t`Cancel`}
          </button>
          {tone === 'danger' ? (
            <button type="button" onClick={onConfirm} disabled={busy || !canConfirm} className={DANGER_BUTTON}>
              {busy ? busyLabel : confirmLabel}
            </button>
          ) : (
            <Button onClick={onConfirm} disabled={busy || !canConfirm}>
              {busy ? busyLabel : confirmLabel}
            </Button>
          )}
        </div>
      </div>
    </Dialog>
  );
}
