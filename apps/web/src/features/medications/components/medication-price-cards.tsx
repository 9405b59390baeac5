import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { MedicationLink } from './medication-link';
import { NotAvailable, type PriceListProps } from './medication-price-table';
import { describeMedication, priceFacts } from './price-rows';

/** Narrow screens (below md): one card per medication with the table's facts. */
export function MedicationPriceCards({ rows, daySupply, renderAction, renderPriceAction }: PriceListProps) {
  const { t, i18n } = useLingui();
  const days = daySupply;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 md:hidden">
      {rows.map(({ medication, pricing }) => {
        const facts = pricing && priceFacts(pricing, i18n);
        const brand = medication.brand_name;
        return (
          // Off-screen cards skip style and layout until scrolled near (a list of fifty on a phone).
          <li
            key={medication.id}
            className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm [contain-intrinsic-size:auto_15rem] [content-visibility:auto]"
          >
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <h3 className="font-semibold text-ink text-lg">
                  <MedicationLink name={medication.display_name} />
                </h3>
                <p className="text-slate-600 text-sm">
                  {describeMedication(medication, i18n)}
                  {brand && (
                    <>
                      {' · '}
                      <Trans>Brand: {brand}</Trans>
                    </>
                  )}
                </p>
              </div>
              {renderAction?.(medication)}
            </div>
            {facts ? (
              <>
                <dl className="mt-4 flex items-end justify-between gap-3 rounded-lg bg-brand-50 px-3 py-2.5">
                  <div>
                    <dt className="text-brand-900 text-xs uppercase tracking-wide">
                      <Trans>Member Price</Trans>
                    </dt>
                    <dd className="font-bold text-2xl text-brand-800 tabular-nums">{facts.member}</dd>
                  </div>
                  <div className="text-right">
                    <dt className="text-brand-900 text-xs uppercase tracking-wide">
                      <Trans>You Save</Trans>
                    </dt>
                    <dd className="font-semibold text-emerald-800 tabular-nums">{facts.savings}</dd>
                  </div>
                </dl>
                <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
                  <Fact label={t`Quantity`}>
                    {facts.quantity}
                    {facts.supplyNote && <span className="block text-slate-600 text-xs">{facts.supplyNote}</span>}
                  </Fact>
                  <Fact label={t`Cash Price`}>{facts.cash}</Fact>
                  <Fact label={t`Competitor's Price`}>{facts.competitor ?? <NotAvailable />}</Fact>
                </dl>
                {renderPriceAction && pricing && (
                  <div className="-ml-3 mt-3">{renderPriceAction(medication, pricing)}</div>
                )}
              </>
            ) : (
              <p className="mt-3 text-slate-600 text-sm">
                <Trans>No {days}-day price listed for this medication.</Trans>
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-medium text-ink tabular-nums">{children}</dd>
    </div>
  );
}
