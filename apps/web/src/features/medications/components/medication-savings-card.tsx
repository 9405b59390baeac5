import type { Medication, Pricing } from '@arx/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { strengthAndForm } from '../../../lib/dosage-words';
import { formatSavings, formatUsd } from '../../../lib/format';
import { MedicationLink } from './medication-link';

/**
 * Twelve light backgrounds with dark text from the same hue; every pair passes WCAG AA
 * (all above 7:1). A card's colour is palette[id % 12] (docs/product.md §9), so it stays the same across visits.
 */
export const MEDICATION_CARD_PALETTE = [
  { background: 'bg-sky-100', text: 'text-sky-950' },
  { background: 'bg-emerald-100', text: 'text-emerald-950' },
  { background: 'bg-amber-100', text: 'text-amber-950' },
  { background: 'bg-rose-100', text: 'text-rose-950' },
  { background: 'bg-violet-100', text: 'text-violet-950' },
  { background: 'bg-teal-100', text: 'text-teal-950' },
  { background: 'bg-orange-100', text: 'text-orange-950' },
  { background: 'bg-indigo-100', text: 'text-indigo-950' },
  { background: 'bg-lime-100', text: 'text-lime-950' },
  { background: 'bg-pink-100', text: 'text-pink-950' },
  { background: 'bg-cyan-100', text: 'text-cyan-950' },
  { background: 'bg-fuchsia-100', text: 'text-fuchsia-950' },
] as const;

function cardColour(id: number) {
  const size = MEDICATION_CARD_PALETTE.length;
  // The index is always within 0..11, so the entry exists.
  return MEDICATION_CARD_PALETTE[((id % size) + size) % size]!;
}

/** The 30-day price when there is one, else the first the API sent. */
function homePricing(pricings: readonly Pricing[]): Pricing | null {
  return pricings.find((p) => p.day_supply === 30) ?? pricings[0] ?? null;
}

/** Shared with the loading skeleton so swapping one for the other never moves the page. */
export const SAVINGS_CARD_SIZE = 'min-h-60 rounded-2xl p-6';

export function MedicationSavingsCard({ medication }: { medication: Medication }) {
  const { i18n } = useLingui();
  const colour = cardColour(medication.id);
  const pricing = homePricing(medication.pricings);
  const details = strengthAndForm(medication.strength, medication.form, i18n);
  const days = pricing?.day_supply;
  const savings = pricing ? formatSavings(pricing.savings_amount, pricing.savings_percentage) : '';
  return (
    <article
      aria-labelledby={`medication-${medication.id}-name`}
      className={`flex h-full flex-col ring-1 ring-black/5 ${SAVINGS_CARD_SIZE} ${colour.background} ${colour.text}`}
    >
      <h3 id={`medication-${medication.id}-name`} className="font-bold text-xl">
        <MedicationLink name={medication.display_name} />
      </h3>
      <p className="mt-1 text-sm">
        {details}
        {days ? (
          <>
            {' · '}
            <Trans>{days}-day supply</Trans>
          </>
        ) : (
          ''
        )}
      </p>
      {pricing ? (
        <div className="mt-auto pt-6">
          <div className="flex items-end gap-3">
            <p className="text-base">
              <span className="sr-only">
                <Trans>Retail price</Trans>{' '}
              </span>
              <s>{formatUsd(pricing.cash_price)}</s>
            </p>
            <p>
              <span className="block font-medium text-xs uppercase tracking-wide">
                <Trans>Member price</Trans>
              </span>
              <span className="font-extrabold text-3xl">{formatUsd(pricing.member_price)}</span>
            </p>
          </div>
          <p className="mt-4 inline-flex rounded-full bg-white/80 px-3 py-1 font-semibold text-sm">
            <Trans>You save {savings}</Trans>
          </p>
        </div>
      ) : (
        <p className="mt-auto pt-6 text-sm">
          <Trans>Pricing is not available for this medication yet.</Trans>
        </p>
      )}
    </article>
  );
}
