import type { Medication, Pricing } from '@arx/contracts';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { MedicationLink } from './medication-link';
import { describeMedication, type PriceRow, priceFacts } from './price-rows';

const COLUMNS = [
  msg`Medication`,
  msg`Quantity`,
  msg`Cash Price`,
  msg`Competitor's Price`,
  msg`Member Price`,
  msg`You Save`,
];

export type PriceListProps = {
  rows: PriceRow[];
  daySupply: number;
  /** The member page's per-row action (the bookmark toggle); the public estimator has none. */
  renderAction?: (medication: Medication) => ReactNode;
  /** The member page's action on a row's price (report a different price); the public estimator has none. */
  renderPriceAction?: (medication: Medication, pricing: Pricing) => ReactNode;
  /** What the prices are, for the table's caption ("Estimated prices", "Member prices"). */
  priceLabel?: string;
};

/** Wide screens only (md and up); the cards carry the same facts below that. */
export function MedicationPriceTable({ rows, daySupply, renderAction, renderPriceAction, priceLabel }: PriceListProps) {
  const { t, i18n } = useLingui();
  const prices = priceLabel ?? t`Estimated prices`;
  const days = daySupply;
  return (
    <div className="hidden overflow-x-auto rounded-xl border border-slate-200 shadow-sm md:block">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">
          <Trans>
            {prices} for a {days}-day supply
          </Trans>
        </caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {COLUMNS.map((column, i) => (
              <th
                key={column.id}
                scope="col"
                className={`px-4 py-3 font-semibold text-xs uppercase tracking-wide ${i > 1 ? 'text-right' : ''}`}
              >
                {i18n._(column)}
              </th>
            ))}
            {renderAction && (
              <th scope="col" className="w-16 px-4 py-3">
                <span className="sr-only">
                  <Trans>Bookmark</Trans>
                </span>
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 bg-white">
          {rows.map(({ medication, pricing }) => {
            const facts = pricing && priceFacts(pricing, i18n);
            const brand = medication.brand_name;
            return (
              <tr key={medication.id} className="align-top hover:bg-brand-50/40">
                <th scope="row" className="px-4 py-4 text-left font-normal">
                  <span className="block font-semibold text-base text-ink">
                    <MedicationLink name={medication.display_name} />
                  </span>
                  <span className="block text-slate-600">{describeMedication(medication, i18n)}</span>
                  {brand && (
                    <span className="block text-slate-600">
                      <Trans>Brand: {brand}</Trans>
                    </span>
                  )}
                </th>
                {facts ? (
                  <>
                    <td className="px-4 py-4 text-slate-700">
                      {facts.quantity}
                      {facts.supplyNote && <span className="block text-slate-600 text-xs">{facts.supplyNote}</span>}
                    </td>
                    <td className="px-4 py-4 text-right text-slate-700 tabular-nums">{facts.cash}</td>
                    <td className="px-4 py-4 text-right text-slate-700 tabular-nums">
                      {facts.competitor ?? <NotAvailable />}
                    </td>
                    <td className="px-4 py-4 text-right font-semibold text-base text-brand-800 tabular-nums">
                      {facts.member}
                      {renderPriceAction && pricing && (
                        <div className="mt-1 font-normal text-sm">{renderPriceAction(medication, pricing)}</div>
                      )}
                    </td>
                    <td className="px-4 py-4 text-right font-semibold text-emerald-800 tabular-nums">
                      {facts.savings}
                    </td>
                  </>
                ) : (
                  <td colSpan={5} className="px-4 py-4 text-slate-600">
                    <Trans>No {days}-day price listed for this medication.</Trans>
                  </td>
                )}
                {renderAction && <td className="px-4 py-3 text-right">{renderAction(medication)}</td>}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

export function NotAvailable() {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">
        <Trans>Not available</Trans>
      </span>
    </>
  );
}
