import type { BillingDetails } from '@arx/contracts';
import { INTL_LOCALES, isLocale } from '@arx/contracts/locales';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useBillingDetails } from '../api/get-billing-details';
import { CurrentPlanCard } from './current-plan-card';
import { InvoiceHistory } from './invoice-history';
import { ManageBillingButton } from './manage-billing-button';
import { NoSubscriptionPanel } from './no-subscription-panel';
import { BillingAddressCard, PaymentMethodCard } from './payment-details';

export const BILLING_LOAD_ERROR = msg`Failed to load billing information. Please try again later.`;

/** The time of day in the page's language ("3:04:05 PM" in English). */
const formatTime = (ms: number, locale: string) =>
  new Date(ms).toLocaleTimeString(isLocale(locale) ? INTL_LOCALES[locale] : 'en-US', {
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
  });

type BillingOverviewProps = {
  /** What goes under the current plan (cancel or keep the membership), from another feature via the route. */
  renderPlanActions?: (subscription: NonNullable<BillingDetails['subscription']>) => ReactNode;
};

/** The Billing page (docs/product.md §2): plan, payment method, address, invoices; refreshed every 15 s. */
export function BillingOverview({ renderPlanActions }: BillingOverviewProps = {}) {
  const { t, i18n } = useLingui();
  const details = useBillingDetails();
  const data = details.data;
  const hasSubscription = data?.hasSubscription === true && data.subscription !== null;
  const refreshedAt = formatTime(details.dataUpdatedAt, i18n.locale);

  return (
    <section aria-labelledby="billing-title" className="mx-auto max-w-6xl px-4 py-10 md:py-14">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 id="billing-title" className="font-bold text-3xl text-ink tracking-tight md:text-4xl">
            <Trans>Billing</Trans>
          </h1>
          <p className="mt-2 text-slate-700">
            <Trans>Your plan, payment method and invoices.</Trans>
          </p>
        </div>
        {hasSubscription && <ManageBillingButton />}
      </div>

      <div className="mt-8 min-h-[24rem]">
        {details.isPending ? (
          <div className="flex min-h-[24rem] flex-col items-center justify-center gap-3 text-slate-700">
            <Spinner label={t`Loading billing information...`} className="scale-150" />
            <p aria-hidden="true">
              <Trans>Loading billing information...</Trans>
            </p>
          </div>
        ) : !data ? (
          // Once loaded, a failed background refresh keeps showing the last good data.
          <div
            role="alert"
            className="mx-auto flex max-w-md flex-col items-center gap-4 rounded-2xl border border-red-200 bg-red-50 p-8 text-center"
          >
            <p className="font-semibold text-red-900">{i18n._(BILLING_LOAD_ERROR)}</p>
            <Button onClick={() => void details.refetch()} disabled={details.isFetching}>
              <Trans>Try Again</Trans>
            </Button>
          </div>
        ) : !hasSubscription || !data.subscription ? (
          <NoSubscriptionPanel />
        ) : (
          <div className="space-y-6">
            <div className="grid gap-6 md:grid-cols-3">
              <CurrentPlanCard subscription={data.subscription} actions={renderPlanActions?.(data.subscription)} />
              <PaymentMethodCard method={data.paymentMethod} />
              <BillingAddressCard address={data.billingAddress} />
            </div>
            <InvoiceHistory />
          </div>
        )}
      </div>

      {data && (
        <p className="mt-6 text-slate-600 text-sm">
          <Trans>
            Last refreshed <time dateTime={new Date(details.dataUpdatedAt).toISOString()}>{refreshedAt}</time>
          </Trans>
        </p>
      )}
    </section>
  );
}
