import { SITE } from '../../../lib/site';

const STEPS = [
  'Present your card or member ID at the pharmacy counter.',
  'Your savings are applied automatically.',
  'Works with or without insurance.',
  `Accepted at ${SITE.pharmaciesShort} pharmacies.`,
];

export function HowToUse() {
  return (
    <section aria-labelledby="how-to-use-title" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="how-to-use-title" className="font-bold text-ink text-xl">
        How to Use
      </h2>
      <ol className="mt-4 space-y-3">
        {STEPS.map((step, i) => (
          <li key={step} className="flex items-start gap-3 text-slate-700">
            <span
              aria-hidden="true"
              className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-900 text-sm"
            >
              {i + 1}
            </span>
            <span className="pt-0.5">{step}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
