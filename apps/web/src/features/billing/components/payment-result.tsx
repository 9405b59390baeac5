import type { ValidateSessionResponse } from '@arx/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { StatusBadge } from '../../../components/ui/badge';
import { ButtonLink } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { SITE, supportMailto } from '../../../lib/site';
import { validateSession } from '../api/validate-session';
import { translateBillingMessage } from '../rule-messages';

/** After a confirmed payment the member goes on to the dashboard after 3 seconds (docs/product.md §4, §9). */
export const PAYMENT_REDIRECT_MS = 3000;
export const NO_SESSION_MESSAGE = msg`No session ID provided`;
export const VERIFY_FAILED_MESSAGE = msg`Payment verification failed`;
export const VERIFY_ERROR_MESSAGE = msg`Failed to verify your payment. Please contact support.`;

/** The server's own words (English, shown in the page's language), or one of the page's messages. */
type FailureMessage = string | MessageDescriptor;

type Result =
  | { kind: 'verifying' }
  | { kind: 'success'; subscription: NonNullable<ValidateSessionResponse['subscription']> | null }
  | { kind: 'failure'; message: FailureMessage };

/** A refusal the server explained (4xx) shows its words; anything else asks to contact support. */
function failureMessage(error: unknown): FailureMessage {
  if (error instanceof ApiError && error.status < 500) return error.body?.message || VERIFY_FAILED_MESSAGE;
  return VERIFY_ERROR_MESSAGE;
}

/** /billing/success: confirms the checkout with the API before telling the member it worked. */
export function PaymentResult() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [result, setResult] = useState<Result>(() =>
    sessionId ? { kind: 'verifying' } : { kind: 'failure', message: NO_SESSION_MESSAGE },
  );
  // Verification runs once per session id, even under StrictMode's effect replay.
  const verified = useRef<string | null>(null);

  useEffect(() => {
    if (!sessionId || verified.current === sessionId) return;
    verified.current = sessionId;
    validateSession(sessionId)
      .then((response) => {
        if (!response.success) {
          setResult({ kind: 'failure', message: response.message || VERIFY_FAILED_MESSAGE });
          return;
        }
        // The member's plan just changed: every cached view of it is stale.
        void queryClient.invalidateQueries();
        setResult({ kind: 'success', subscription: response.subscription });
      })
      .catch((error: unknown) => setResult({ kind: 'failure', message: failureMessage(error) }));
  }, [sessionId, queryClient]);

  useEffect(() => {
    if (result.kind !== 'success') return;
    const timer = window.setTimeout(() => navigate('/dashboard'), PAYMENT_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [result.kind, navigate]);

  return (
    <section
      aria-labelledby="payment-result-title"
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center"
    >
      {result.kind === 'verifying' && (
        <>
          <Spinner label={t`Verifying your payment...`} className="scale-150" />
          <h1 id="payment-result-title" className="mt-6 font-bold text-2xl text-ink">
            <Trans>Verifying your payment...</Trans>
          </h1>
          <p className="mt-2 text-slate-700">
            <Trans>This only takes a moment. Please keep this page open.</Trans>
          </p>
        </>
      )}
      {result.kind === 'success' && <PaymentSuccess subscription={result.subscription} />}
      {result.kind === 'failure' && <PaymentFailure message={result.message} />}
    </section>
  );
}

function ResultIcon({ ok }: { ok: boolean }) {
  return (
    <span
      className={`flex size-16 items-center justify-center rounded-full ${ok ? 'bg-emerald-100 text-emerald-800' : 'bg-red-100 text-red-800'}`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        className="size-8"
      >
        {ok ? <path d="M5 12.5l4.5 4.5L19 7.5" /> : <path d="M7 7l10 10M17 7L7 17" />}
      </svg>
    </span>
  );
}

function PaymentSuccess({
  subscription,
}: {
  subscription: NonNullable<ValidateSessionResponse['subscription']> | null;
}) {
  const site = SITE.name;
  return (
    <>
      <ResultIcon ok />
      <h1 id="payment-result-title" className="mt-6 font-bold text-3xl text-ink">
        <Trans>Payment Successful!</Trans>
      </h1>
      <p className="mt-3 text-slate-700">
        <Trans>Welcome to {site}. Your membership is ready.</Trans>
      </p>
      {subscription && (
        <dl className="mt-6 grid w-full max-w-sm grid-cols-2 gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 text-left text-sm">
          <dt className="text-slate-600">
            <Trans>Plan</Trans>
          </dt>
          <dd className="font-semibold text-ink">{subscription.plan_name}</dd>
          <dt className="text-slate-600">
            <Trans>Status</Trans>
          </dt>
          <dd>
            <StatusBadge status={subscription.status} />
          </dd>
        </dl>
      )}
      <p role="status" className="mt-6 text-slate-700 text-sm">
        <Trans>Taking you to your dashboard...</Trans>
      </p>
      <ButtonLink to="/dashboard" className="mt-4">
        <Trans>Go to Dashboard</Trans>
      </ButtonLink>
    </>
  );
}

function PaymentFailure({ message }: { message: FailureMessage }) {
  const { i18n } = useLingui();
  const email = SITE.supportEmail;
  return (
    <>
      <ResultIcon ok={false} />
      <h1 id="payment-result-title" className="mt-6 font-bold text-3xl text-ink">
        <Trans>We couldn't confirm your payment</Trans>
      </h1>
      <p role="alert" className="mt-3 font-medium text-red-900">
        {typeof message === 'string' ? translateBillingMessage(i18n, message) : i18n._(message)}
      </p>
      <p className="mt-3 text-slate-700 text-sm">
        {/* The e-mail's subject stays in English: it is for the support team. */}
        <Trans>
          If you were charged, contact{' '}
          <a className="font-medium text-brand-800 underline" href={supportMailto('Payment verification')}>
            {email}
          </a>
          .
        </Trans>
      </p>
      <div className="mt-8 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
        <ButtonLink to="/pricing">
          <Trans>Return to Pricing</Trans>
        </ButtonLink>
        <ButtonLink to="/dashboard" variant="secondary">
          <Trans>Go to Dashboard</Trans>
        </ButtonLink>
      </div>
    </>
  );
}
