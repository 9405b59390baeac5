import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { SITE } from '../../../lib/site';

/**
 * How the card is used for this medication at the counter. The wording follows the card's back
 * and the terms (docs/product.md §12): the card's details, the lower of the two prices, never
 * together with insurance on the same fill, not insurance.
 */
export function MedicationHowTo({ name }: { name: string }) {
  const headingId = useId();
  const { t } = useLingui();
  const pharmacies = SITE.pharmacies;
  const site = SITE.name;
  const steps = [
    {
      title: t`Join and get your card`,
      text: t`Choose a plan. Your digital card activates within 24 hours of sign-up; keep it on your phone or print it.`,
    },
    {
      title: t`Go to a participating pharmacy`,
      text: t`Take your prescription for ${name} to any of the ${pharmacies}+ participating pharmacies.`,
    },
    {
      title: t`Show your card`,
      text: t`Before you pay, show your card at the counter. The pharmacist enters your member ID, the BIN and the group number printed on it.`,
    },
    {
      title: t`Pay the lower price`,
      text: t`The pharmacist charges you the lower of the member price and the pharmacy's own cash price.`,
    },
  ];
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm md:p-8">
      <h2 id={headingId} className="font-bold text-2xl text-ink">
        <Trans>How to use your card for {name}</Trans>
      </h2>
      <ol className="mt-6 grid gap-6 md:grid-cols-2">
        {steps.map((step, i) => (
          <li key={step.title} className="flex gap-4">
            <span
              aria-hidden="true"
              className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800"
            >
              {i + 1}
            </span>
            <div>
              <h3 className="font-semibold text-ink">{step.title}</h3>
              <p className="mt-1 text-slate-700">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
      <div className="mt-8 space-y-3 rounded-xl bg-slate-50 p-4 text-slate-700 md:p-5">
        <p>
          <Trans>
            <strong className="font-semibold text-ink">If you have insurance:</strong> the card works with or without
            insurance, but it cannot be combined with insurance on the same prescription fill. Ask the pharmacist to
            compare prices and choose the lower one.
          </Trans>
        </p>
        <p>
          <Trans>
            <strong className="font-semibold text-ink">
              {site} is a prescription savings membership, not insurance.
            </strong>{' '}
            The club does not pay for your prescriptions: you pay the pharmacy the discounted price in full when you
            pick up your medication.
          </Trans>
        </p>
        <p>
          <Trans>
            This page shows prices, not medical advice. Ask your doctor or pharmacist which medication and strength are
            right for you.
          </Trans>
        </p>
      </div>
    </section>
  );
}
