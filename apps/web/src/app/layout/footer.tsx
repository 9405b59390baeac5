import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { SITE, supportMailto } from '../../lib/site';
import { LanguageSwitch } from './language-switch';

const LINKS = [
  { to: '/drug-pricing', label: msg`Drug Pricing` },
  { to: '/partners', label: msg`Partners` },
  { to: '/faq', label: msg`FAQ` },
  { to: '/terms', label: msg`Terms of Service` },
  { to: '/privacy', label: msg`Privacy Policy` },
  { to: '/disclaimer', label: msg`Disclaimer` },
];

const SOCIAL = [
  {
    href: 'https://www.facebook.com/',
    label: 'Facebook',
    path: 'M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v8h4v-8h3l1-4h-4V8z',
  },
  {
    href: 'https://www.instagram.com/',
    label: 'Instagram',
    path: 'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5.5-1.5h.01',
  },
  {
    href: 'https://www.linkedin.com/',
    label: 'LinkedIn',
    path: 'M4 9h4v12H4zM6 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4zm4 6h4v2c.6-1.1 2-2.2 4-2.2 3.6 0 4 2.4 4 5.4V21h-4v-5.6c0-1.4 0-3-2-3s-2 1.5-2 3V21h-4z',
  },
];

export function Footer() {
  const { t, i18n } = useLingui();
  const site = SITE.name;
  const pharmacies = SITE.pharmacies;
  const email = SITE.supportEmail;
  const year = new Date().getFullYear();
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 md:grid-cols-3">
        <div>
          <p className="font-bold text-lg text-white">{SITE.name}</p>
          <p className="mt-2 text-sm">
            <Trans>
              A prescription savings membership. <strong className="text-white">Not insurance.</strong> Member prices at{' '}
              {pharmacies}+ participating US pharmacies.
            </Trans>
          </p>
        </div>
        <nav aria-label={t`Footer`}>
          <ul className="grid grid-cols-2 gap-2 text-sm">
            {LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-white hover:underline">
                  {i18n._(link.label)}
                </Link>
              </li>
            ))}
            <li>
              <LanguageSwitch className="hover:text-white hover:underline" />
            </li>
          </ul>
        </nav>
        <div className="text-sm">
          <p>
            <Trans>
              Questions? Support is available 24/7 at{' '}
              <a href={supportMailto()} className="font-medium text-white underline underline-offset-2">
                {email}
              </a>
            </Trans>
          </p>
          <ul className="mt-4 flex gap-3">
            {SOCIAL.map(({ label: network, href, path }) => (
              <li key={network}>
                <a
                  href={href}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="inline-flex size-10 items-center justify-center rounded-full bg-slate-800 hover:bg-slate-700"
                >
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 24 24"
                    className="size-5"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.8"
                  >
                    <path d={path} />
                  </svg>
                  <span className="sr-only">{t`${site} on ${network}`}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="border-slate-800 border-t px-4 py-4 text-center text-slate-400 text-xs">
        {/* The server's year and the visitor's differ for a few hours at New Year: keep the server's. */}
        <Trans>
          © <span suppressHydrationWarning>{year}</span> {site}. Discounts are available only at participating
          pharmacies. This program is not insurance.
        </Trans>
      </p>
    </footer>
  );
}
