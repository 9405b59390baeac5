import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast';
import { useCancelMembership } from '../api/cancel-membership';
import { useCancellationQuote } from '../api/get-cancellation-quote';
import { CANCELLATION_MESSAGES, endsOnLine, isTermsConflict, serverMessage, termsOf } from '../cancellation';
import { cancellationResultMessage } from '../rule-messages';
import { BusyLabel } from './busy-label';

const ALERT = 'rounded-lg border border-red-200 bg-red-50 p-3 font-semibold text-red-900 text-sm';

/**
 * "Cancel membership": asks the API what cancelling does today and says exactly that before the
 * one click that does it. "Keep my membership" has the focus, so a stray Enter cancels nothing.
 * No survey and no second step (docs/product.md §1: cancel anytime).
 */
export function CancelMembershipDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const keep = useRef<HTMLButtonElement>(null);
  const notice = useRef<HTMLDivElement>(null);
  const quote = useCancellationQuote();
  const cancel = useCancelMembership();
  const toast = useToast();
  const [isReloading, setReloading] = useState(false);
  const [termsChanged, setTermsChanged] = useState(false);
  const isLoading = quote.isPending || isReloading;
  const terms = quote.data && !quote.isError ? termsOf(quote.data, i18n) : null;

  // The terms shown no longer hold (day 30 passed, say): show the new ones and say why.
  const reloadTerms = async () => {
    setReloading(true);
    cancel.reset();
    await quote.refetch();
    setReloading(false);
    setTermsChanged(true);
  };

  // The confirm button the member pressed was replaced; the explanation and new terms take the focus.
  useEffect(() => {
    if (termsChanged) notice.current?.focus();
  }, [termsChanged]);

  const onConfirm = () => {
    if (!terms || cancel.isPending || isLoading) return;
    setTermsChanged(false);
    cancel.mutate(
      { expected: terms.expected },
      {
        onSuccess: (response) => {
          toast.show(cancellationResultMessage(i18n, response), 'success');
          onClose();
        },
        onError: (error) => {
          if (isTermsConflict(error)) void reloadTerms();
        },
      },
    );
  };

  return (
    <Dialog
      open
      onClose={() => !cancel.isPending && onClose()}
      labelledBy={`${id}-title`}
      describedBy={`${id}-terms`}
      initialFocus={keep}
      className="sm:max-w-lg"
    >
      <div className="p-5 sm:p-8">
        <h2 id={`${id}-title`} className="font-bold text-2xl text-ink">
          <Trans>Cancel your membership?</Trans>
        </h2>
        <div id={`${id}-terms`} ref={notice} tabIndex={-1} className="mt-3 space-y-3 text-slate-700 outline-none">
          {isLoading ? (
            <Spinner label={i18n._(CANCELLATION_MESSAGES.loading)} visibleLabel />
          ) : quote.isError ? (
            <div role="alert" className={ALERT}>
              <p>{i18n._(CANCELLATION_MESSAGES.loadFailed)}</p>
              <Button
                variant="secondary"
                className="mt-3"
                onClick={() => void quote.refetch()}
                disabled={quote.isFetching}
              >
                <Trans>Try Again</Trans>
              </Button>
            </div>
          ) : (
            <>
              {termsChanged && (
                <p role="alert" className="font-semibold text-amber-900">
                  {i18n._(CANCELLATION_MESSAGES.termsChanged)}
                </p>
              )}
              <p className="text-ink">
                {terms?.text ??
                  (quote.data?.pending
                    ? endsOnLine(quote.data.endsAt, i18n)
                    : i18n._(CANCELLATION_MESSAGES.nothingToCancel))}
              </p>
            </>
          )}
        </div>
        {cancel.isError && !isTermsConflict(cancel.error) && (
          <p role="alert" className={`mt-4 ${ALERT}`}>
            {serverMessage(cancel.error, i18n._(CANCELLATION_MESSAGES.cancelFailed), i18n)}
          </p>
        )}
        <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button
            ref={keep}
            type="button"
            onClick={onClose}
            disabled={cancel.isPending}
            className={buttonClasses('secondary')}
          >
            <Trans>Keep my membership</Trans>
          </button>
          {terms && !isLoading && (
            <Button onClick={onConfirm} disabled={cancel.isPending} aria-busy={cancel.isPending || undefined}>
              {cancel.isPending ? <BusyLabel>{t`Canceling...`}</BusyLabel> : terms.confirmLabel}
            </Button>
          )}
        </div>
      </div>
    </Dialog>
  );
}
