import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { SITE } from '../../../lib/site';

const pharmacies = SITE.pharmacies;

const STEPS = [
  {
    title: msg`Sign up`,
    text: msg`Pick the Individual, Family or Partner/Pet plan that fits you. No setup fees.`,
    icon: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 8a7 7 0 0 1 14 0M19 8v6M16 11h6',
  },
  {
    title: msg`Activate within 24 hours`,
    text: msg`Your digital savings card activates within 24 hours of sign-up.`,
    icon: 'M13 2L4 14h7l-1 8 9-12h-7l1-8z',
  },
  {
    title: msg`Show your card at the pharmacy`,
    text: msg`Present your card or member ID at any of ${pharmacies}+ participating pharmacies and pay the member price.`,
    icon: 'M3 6h18v12H3zM3 10h18M7 15h4',
  },
  {
    title: msg`Stay covered`,
    text: msg`Your membership stays active until you cancel, and you can cancel anytime.`,
    icon: 'M12 3l7 3v5c0 4.5-3 8.5-7 10-4-1.5-7-5.5-7-10V6l7-3zm-3 9l2 2 4-4',
  },
];

/** The nav's "How It Works" link targets this section's id (docs/product.md §2). */
export function HowItWorks() {
  const { i18n } = useLingui();
  return (
    <section id="how-it-works" aria-labelledby="how-it-works-title" className="scroll-mt-24 bg-white py-16 md:py-24">
      <div className="mx-auto max-w-6xl px-4">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="how-it-works-title" className="font-extrabold text-3xl text-ink tracking-tight sm:text-4xl">
            <Trans>How It Works</Trans>
          </h2>
          <p className="mt-4 text-lg text-slate-600">
            <Trans>Start saving on prescriptions in four simple steps.</Trans>
          </p>
        </div>
        <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((step, i) => (
            <li key={step.icon} className="relative rounded-2xl border border-slate-200 bg-slate-50 p-6 shadow-sm">
              <div className="flex items-center gap-3">
                <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-700 text-white">
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 24 24"
                    className="size-6"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  >
                    <path d={step.icon} />
                  </svg>
                </span>
                <span className="font-semibold text-brand-800 text-sm">
                  <Trans>Step {i + 1}</Trans>
                </span>
              </div>
              <h3 className="mt-4 font-bold text-ink text-lg">{i18n._(step.title)}</h3>
              <p className="mt-2 text-slate-600">{i18n._(step.text)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
