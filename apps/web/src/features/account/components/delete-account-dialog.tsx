import { ACCOUNT_MESSAGES, DELETE_ACCOUNT_CONFIRMATION } from '@arx/contracts/account';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { startTransition, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useToast } from '../../../components/ui/toast';
import { endSession } from '../../../lib/end-session';
import { signInUrl } from '../../../lib/sign-in';
import { ACCOUNT_UI_MESSAGES, needsRecentSignIn, serverMessage } from '../account-messages';
import { useDeleteAccount } from '../api/delete-account';
import { translateAccountMessage } from '../rule-messages';

const DANGER_BUTTON =
  'inline-flex min-h-11 items-center justify-center rounded-lg bg-red-700 px-5 py-2.5 font-semibold text-sm text-white transition-colors hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-red-700 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:bg-slate-400';

const CONSEQUENCES: readonly MessageDescriptor[] = [
  msg`Your subscription is canceled at once, and you will not be charged again.`,
  msg`Your membership card and your family members’ cards stop working, including passes in Apple or Google Wallet.`,
  msg`Your profile, family members and bookmarked medications are deleted.`,
];

/**
 * The last step before an account is deleted: it says what happens, and the final button stays
 * disabled until the member types the confirmation word. Cancel has the focus, so a stray Enter
 * deletes nothing.
 */
export function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  const [typed, setTyped] = useState('');
  const remove = useDeleteAccount();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const toast = useToast();
  // Still busy after success: the page is on its way to / (the home page may still be loading).
  const busy = remove.isPending || remove.isSuccess;
  const word = DELETE_ACCOUNT_CONFIRMATION;
  const isConfirmed = typed.trim() === word;

  const onDelete = () => {
    if (!isConfirmed || busy) return;
    remove.mutate(undefined, {
      onSuccess: () => {
        // One render leaves the member-only page and signs out: losing the token on its own
        // would have the dashboard send the member to sign in (and / sends a member back). The
        // session ends as at sign-out: the member's answers in memory go too, and counter mode's
        // saved card, offline worker and its caches on the device.
        startTransition(() => {
          navigate('/', { replace: true });
          void endSession(queryClient);
        });
        toast.show(translateAccountMessage(i18n, ACCOUNT_MESSAGES.deleted), 'success');
      },
    });
  };

  return (
    <Dialog
      open
      onClose={() => !busy && onClose()}
      labelledBy={`${id}-title`}
      describedBy={`${id}-warning`}
      initialFocus={cancel}
      className="sm:max-w-lg"
    >
      <form
        className="p-5 sm:p-8"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onDelete();
        }}
      >
        <h2 id={`${id}-title`} className="font-bold text-2xl text-ink">
          <Trans>Delete your account?</Trans>
        </h2>
        <div id={`${id}-warning`} className="mt-3 space-y-3 text-slate-700">
          <p className="font-semibold text-red-900">
            <Trans>This cannot be undone.</Trans>
          </p>
          <ul className="list-disc space-y-1 pl-5">
            {CONSEQUENCES.map((line) => (
              <li key={line.id}>{i18n._(line)}</li>
            ))}
          </ul>
        </div>
        <label htmlFor={`${id}-confirm`} className="mt-6 block font-semibold text-ink text-sm">
          {/* The word itself is the API's: it is typed as it is in every language. */}
          <Trans>Type {word} to confirm</Trans>
        </label>
        <input
          id={`${id}-confirm`}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          disabled={busy}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          className="mt-2 block min-h-11 w-full rounded-lg border border-slate-400 px-3 py-2 text-ink focus-visible:outline-2 focus-visible:outline-brand-700"
        />
        {remove.isError && (
          <p
            role="alert"
            className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 font-semibold text-red-900 text-sm"
          >
            {serverMessage(remove.error, i18n, i18n._(ACCOUNT_UI_MESSAGES.deleteFailed))}
          </p>
        )}
        {remove.isError && needsRecentSignIn(remove.error) && (
          // Back on the dashboard after signing in, where "Delete account" is.
          <a href={signInUrl('/dashboard')} className={buttonClasses('secondary', 'mt-3 w-full sm:w-auto')}>
            <Trans>Sign in again</Trans>
          </a>
        )}
        <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button ref={cancel} type="button" onClick={onClose} disabled={busy} className={buttonClasses('ghost')}>
            <Trans>Cancel</Trans>
          </button>
          <button type="submit" disabled={!isConfirmed || busy} className={DANGER_BUTTON}>
            {busy ? t`Deleting account...` : t`Delete my account`}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
