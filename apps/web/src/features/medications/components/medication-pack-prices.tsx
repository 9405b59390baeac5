import type { Medication, Pricing } from '@arx/contracts';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { describeMedication, priceFacts } from './price-rows';

const COLUMNS = [msg`Pack`, msg`Day supply`, msg`Retail cash price`, msg`Member price`, msg`You save`];

/** 30 days first, then 90, then any other supply, then packs not sold by day supply; smaller packs first. */
function packRank(pricing: Pricing): [number, number, number] {
  const supply = pricing.day_supply;
  const group = supply === 30 ? 0 : supply === 90 ? 1 : supply === null ? 3 : 2;
  return [group, supply ?? 0, pricing.quantity];
}

export function sortPacks(pricings: readonly Pricing[]): Pricing[] {
  return [...pricings].sort((a, b) => {
    const [x, y] = [packRank(a), packRank(b)];
    return x[0] - y[0] || x[1] - y[1] || x[2] - y[2] || a.id - b.id;
  });
}

function supplyLabel(pricing: Pricing, i18n: I18n): string {
  const days = pricing.day_supply;
  return i18n._(days === null ? msg`Sold by the pack` : msg`${days}-day supply`);
}

/**
 * One strength and form of a medication page: every pack with its retail cash price, member
 * price and saving. A table on wide screens, cards below md, as the estimator does.
 */
export function MedicationPackPrices({
  name,
  medication,
  showBrand,
}: {
  name: string;
  medication: Medication;
  /** When the page's medications differ in brand, each strength says its own. */
  showBrand: boolean;
}) {
  const headingId = useId();
  const { t, i18n } = useLingui();
  const strength = describeMedication(medication, i18n);
  const packs = sortPacks(medication.pricings);
  const brandName = medication.brand_name;
  const packsLabel = t`${name} ${strength}: estimated prices for each pack`;
  return (
    <section aria-labelledby={headingId} className="scroll-mt-24">
      <h3 id={headingId} className="font-semibold text-ink text-xl first-letter:uppercase">
        {strength}
      </h3>
      {showBrand && brandName && (
        <p className="mt-1 text-slate-600 text-sm">
          <Trans>Brand name: {brandName}</Trans>
        </p>
      )}
      {packs.length === 0 ? (
        <p className="mt-3 text-slate-600">
          <Trans>No prices are listed for this strength yet.</Trans>
        </p>
      ) : (
        <>
          <div className="mt-4 hidden overflow-x-auto rounded-xl border border-slate-200 shadow-sm md:block">
            <table className="w-full border-collapse text-left text-sm">
              <caption className="sr-only">{packsLabel}</caption>
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
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200 bg-white">
                {packs.map((pricing) => {
                  const facts = priceFacts(pricing, i18n);
                  return (
                    <tr key={pricing.id}>
                      <th scope="row" className="px-4 py-4 text-left font-semibold text-ink">
                        {facts.quantity}
                      </th>
                      <td className="px-4 py-4 text-slate-700">{supplyLabel(pricing, i18n)}</td>
                      <td className="px-4 py-4 text-right text-slate-700 tabular-nums">{facts.cash}</td>
                      <td className="px-4 py-4 text-right font-semibold text-base text-brand-800 tabular-nums">
                        {facts.member}
                      </td>
                      <td className="px-4 py-4 text-right font-semibold text-emerald-800 tabular-nums">
                        {facts.savings}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <ul aria-label={packsLabel} className="mt-4 grid gap-4 sm:grid-cols-2 md:hidden">
            {packs.map((pricing) => (
              <PackCard key={pricing.id} pricing={pricing} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function PackCard({ pricing }: { pricing: Pricing }) {
  const { i18n } = useLingui();
  const facts = priceFacts(pricing, i18n);
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <p className="font-semibold text-ink text-lg">{facts.quantity}</p>
      <p className="text-slate-600 text-sm">{supplyLabel(pricing, i18n)}</p>
      <dl className="mt-3 flex items-end justify-between gap-3 rounded-lg bg-brand-50 px-3 py-2.5">
        <div>
          <dt className="text-brand-900 text-xs uppercase tracking-wide">
            <Trans>Member price</Trans>
          </dt>
          <dd className="font-bold text-2xl text-brand-800 tabular-nums">{facts.member}</dd>
        </div>
        <div className="text-right">
          <dt className="text-brand-900 text-xs uppercase tracking-wide">
            <Trans>You save</Trans>
          </dt>
          <dd className="font-semibold text-emerald-800 tabular-nums">{facts.savings}</dd>
        </div>
      </dl>
      <dl className="mt-3 flex justify-between gap-3 text-sm">
        <dt className="text-slate-600">
          <Trans>Retail cash price</Trans>
        </dt>
        <dd className="font-medium text-ink tabular-nums">{facts.cash}</dd>
      </dl>
    </li>
  );
}
