import type { Product } from '@arx/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatUsd } from '../../../lib/format';
import { effectiveMonthlyCost, isPopularPlan, type PlanInterval, priceForInterval } from '../plan-selection';
import { PlanFeatureItem } from './plan-feature-item';

type PlanCardProps = {
  product: Product;
  interval: PlanInterval;
  isSignedIn: boolean;
  isCurrentPlan: boolean;
  isBusy: boolean;
  /** Another plan's choice is in progress: every plan button waits. */
  isDisabled: boolean;
  onChoose(product: Product): void;
};

export function PlanCard({
  product,
  interval,
  isSignedIn,
  isCurrentPlan,
  isBusy,
  isDisabled,
  onChoose,
}: PlanCardProps) {
  const { t } = useLingui();
  const price = priceForInterval(product, interval);
  const isPopular = isPopularPlan(product);
  const titleId = `plan-${product.id}-title`;
  const monthlyCost = price ? formatUsd(effectiveMonthlyCost(price)) : '';
  // A plan's own button text (cta_text) comes from the server, as written there.
  const label = isBusy ? t`Processing...` : (product.cta_text ?? (isSignedIn ? t`Upgrade Plan` : t`Choose Plan`));

  return (
    <article
      aria-labelledby={titleId}
      className={`relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm sm:p-8 ${
        isPopular ? 'border-brand-600 ring-2 ring-brand-600' : 'border-slate-200'
      }`}
    >
      <div className="flex flex-wrap items-center gap-2 lg:min-h-7">
        {isPopular && (
          <span className="rounded-full bg-brand-700 px-3 py-1 font-semibold text-white text-xs">
            <Trans>Most Popular</Trans>
          </span>
        )}
        {isCurrentPlan && (
          <span className="rounded-full bg-emerald-100 px-3 py-1 font-semibold text-emerald-900 text-xs">
            <Trans>Your Current Plan</Trans>
          </span>
        )}
      </div>
      <h2 id={titleId} className="mt-3 font-bold text-2xl text-ink">
        {product.name}
      </h2>
      <p className="mt-2 text-slate-700">{product.description}</p>

      <div className="mt-6 lg:min-h-24">
        {price ? (
          <>
            <p className="flex items-baseline gap-1">
              <span className="font-extrabold text-4xl text-ink tracking-tight">{formatUsd(price.price_per_unit)}</span>
              <span className="text-slate-600">
                {interval === 'year' ? (
                  <Trans comment="After a plan's yearly price: $274.89/year">/year</Trans>
                ) : (
                  <Trans comment="After a plan's monthly price: $24.99/month">/month</Trans>
                )}
              </span>
            </p>
            {interval === 'month' && (
              <p className="mt-1 text-slate-700 text-sm">
                <Trans>Billed monthly</Trans>
              </p>
            )}
            {interval === 'year' && (
              <>
                <p className="mt-1 text-slate-700 text-sm">
                  <Trans>{monthlyCost}/month billed yearly</Trans>
                </p>
                <p className="mt-2 inline-block rounded-full bg-brand-50 px-3 py-1 font-semibold text-brand-800 text-sm">
                  <Trans>1 month free</Trans>
                </p>
              </>
            )}
            {/* Automatic-renewal laws want the terms beside the price, before the member pays. The
                API words them in the page's language, and the consent record keeps the same words. */}
            <p className="mt-3 text-slate-600 text-xs leading-relaxed">{price.renewal_terms}</p>
          </>
        ) : (
          <p className="text-slate-700">
            {interval === 'year' ? (
              <Trans>Not available with yearly billing.</Trans>
            ) : (
              <Trans>Not available with monthly billing.</Trans>
            )}
          </p>
        )}
      </div>

      {product.deal_text && <p className="mt-4 font-medium text-brand-800 text-sm">{product.deal_text}</p>}

      <ul className="mt-6 flex-1 space-y-3 border-slate-100 border-t pt-6">
        {product.features.map((feature, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: features have no id and keep their order
          <PlanFeatureItem key={i} feature={feature} />
        ))}
      </ul>

      <button
        type="button"
        onClick={() => onChoose(product)}
        disabled={!price || isCurrentPlan || isDisabled}
        aria-busy={isBusy || undefined}
        className={`mt-8 inline-flex min-h-12 w-full items-center justify-center rounded-lg px-5 py-3 font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-brand-700 focus-visible:outline-offset-2 disabled:cursor-not-allowed ${
          isPopular
            ? 'bg-brand-700 text-white hover:bg-brand-800 disabled:bg-slate-500'
            : 'border border-brand-700 bg-white text-brand-800 hover:bg-brand-50 disabled:border-slate-300 disabled:text-slate-600'
        }`}
      >
        {label}
      </button>
    </article>
  );
}
