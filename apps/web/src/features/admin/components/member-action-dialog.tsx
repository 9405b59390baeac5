import { type FormEvent, type ReactNode, useId, useRef } from 'react';
import { buttonClasses } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { failureMessage, isReauthRequired } from '../admin-errors';
import { isBackOfficeReadOnly } from '../admin-read-only';
import { ReauthNotice } from './reauth-notice';

const DANGER =
  'inline-flex min-h-11 items-center justify-center rounded-lg bg-red-700 px-5 py-2.5 font-semibold text-sm text-white transition-colors hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-red-700 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:bg-slate-400';

type Props = {
  title: string;
  /** What the action will do, said before the operator confirms; the dialog's description. */
  consequence: ReactNode;
  submitLabel: string;
  /** Red for what cannot be taken back (a refund, ending a membership). */
  isDanger?: boolean;
  closeLabel?: string;
  busy: boolean;
  /** The last attempt's failure: shown in the dialog, which keeps what was typed. */
  error: unknown;
  errorFallback: string;
  onSubmit: () => void;
  onClose: () => void;
  /** Before "Sign in again" leaves the page: keep what was typed, to reopen the dialog with it. */
  onSignIn?: () => void;
  /** Focus the close button on opening, for a confirmation with nothing to fill in. */
  isCloseFocused?: boolean;
  children?: ReactNode;
};

/**
 * The frame of the member page's actions: the title, the consequence, the form, what went
 * wrong (the sign-in notice for 403 reauth_required, else the server's words) and the buttons.
 * Escape and the close button do nothing while the request is out, so its answer is not lost.
 */
export function MemberActionDialog(props: Props) {
  const id = useId();
  const close = useRef<HTMLButtonElement>(null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!props.busy) props.onSubmit();
  };
  return (
    <Dialog
      open
      onClose={() => !props.busy && props.onClose()}
      labelledBy={`${id}-title`}
      describedBy={`${id}-consequence`}
      initialFocus={props.isCloseFocused ? close : undefined}
      className="sm:max-w-lg"
    >
      <form className="p-5 sm:p-8" noValidate onSubmit={onSubmit}>
        <h2 id={`${id}-title`} className="font-bold text-2xl text-ink">
          {props.title}
        </h2>
        {props.children}
        <div id={`${id}-consequence`} className="mt-5 rounded-lg bg-slate-50 p-3 text-slate-800 text-sm">
          {props.consequence}
        </div>
        {props.error != null && (
          <div className="mt-4">
            {isReauthRequired(props.error) ? (
              <ReauthNotice message={props.error.message} onSignIn={props.onSignIn} />
            ) : (
              <p
                role="alert"
                className="rounded-lg border border-red-200 bg-red-50 p-3 font-medium text-red-900 text-sm"
              >
                {failureMessage(props.error, props.errorFallback)}
              </p>
            )}
          </div>
        )}
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button
            ref={close}
            type="button"
            onClick={props.onClose}
            disabled={props.busy}
            className={buttonClasses('ghost')}
          >
            {props.closeLabel ?? 'Cancel'}
          </button>
          <button
            type="submit"
            disabled={props.busy || isBackOfficeReadOnly()}
            className={props.isDanger ? DANGER : buttonClasses('primary')}
          >
            {props.submitLabel}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/** A field's own problem, under it: linked by aria-describedby from the field. */
export function FieldProblem({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1.5 font-medium text-red-800 text-sm">
      {children}
    </p>
  );
}
