import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ButtonLink } from '../../../components/ui/button';
import { SITE, type SiteFigures, siteFigures } from '../../../lib/site';

const percent = SITE.maxSavingsPercent;

const claims = ({ pharmaciesShort: pharmacies }: SiteFigures): readonly MessageDescriptor[] => [
  msg`Save up to ${percent}% on prescriptions`,
  msg`Accepted at ${pharmacies} pharmacies`,
  msg`Cancel anytime`,
];

/** A signed-in user without an active subscription is told to choose a plan (docs/product.md §1, §2). */
export function CompleteRegistrationPanel() {
  const { i18n } = useLingui();
  return (
    <section
      aria-labelledby="complete-registration-title"
      className="mx-auto max-w-2xl rounded-2xl border border-brand-200 bg-gradient-to-b from-brand-50 to-white px-6 py-10 text-center shadow-sm sm:px-10"
    >
      <h2 id="complete-registration-title" className="font-bold text-2xl text-ink">
        <Trans>Complete Your Registration</Trans>
      </h2>
      <p className="mt-3 text-slate-700">
        <Trans>Choose a plan to activate your membership and your digital savings card.</Trans>
      </p>
      <ul className="mx-auto mt-6 inline-flex flex-col gap-3 text-left">
        {claims(siteFigures(i18n.locale)).map((claim) => (
          <li key={claim.id} className="flex items-center gap-3 text-ink">
            <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white">
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="3"
                className="size-3.5"
              >
                <path d="M5 12.5l4.5 4.5L19 7.5" />
              </svg>
            </span>
            {i18n._(claim)}
          </li>
        ))}
      </ul>
      <div className="mt-8">
        <ButtonLink to="/register?step=plans">
          <Trans>Choose Your Plan</Trans>
        </ButtonLink>
      </div>
    </section>
  );
}
