import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { SITE, type SiteFigures, siteFigures } from '../../../lib/site';

const percent = SITE.maxSavingsPercent;

const items = ({ pharmaciesShort: pharmacies, medications }: SiteFigures) => [
  {
    label: msg`Savings up to ${percent}%`,
    icon: 'M19 5L5 19M7.5 9a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zm9 9a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z',
  },
  { label: msg`${pharmacies} pharmacies`, icon: 'M4 21V8l8-5 8 5v13M9 21v-6h6v6M12 8v4M10 10h4' },
  { label: msg`${medications} medications`, icon: 'M10.5 3.5a5 5 0 0 1 7 7l-7 7a5 5 0 0 1-7-7zM7 10l7 7' },
  { label: msg`24/7 support`, icon: 'M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H4zM17 14h3v5h-3z' },
  { label: msg`No setup fees`, icon: 'M12 2v20M17 6H9.5a3.5 3.5 0 0 0 0 7h5a3.5 3.5 0 0 1 0 7H6' },
  { label: msg`Cancel anytime`, icon: 'M20 6L9 17l-5-5' },
];

/** The club's headline facts in one glance, right under the hero. */
export function TrustStrip() {
  const { t, i18n } = useLingui();
  return (
    <section aria-label={t`Why members choose us`} className="border-slate-200 border-b bg-brand-50">
      <ul className="mx-auto grid max-w-6xl grid-cols-2 gap-x-4 gap-y-5 px-4 py-8 sm:grid-cols-3 lg:grid-cols-6">
        {items(siteFigures(i18n.locale)).map((item) => (
          <li key={item.icon} className="flex items-center gap-3 font-semibold text-brand-900 text-sm">
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-6 shrink-0 text-brand-700"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d={item.icon} />
            </svg>
            {i18n._(item.label)}
          </li>
        ))}
      </ul>
    </section>
  );
}
