import { Link } from '../../lib/router';
import { SITE, supportMailto } from '../../lib/site';

const LINKS = [
  { to: '/drug-pricing', label: 'Drug Pricing' },
  { to: '/partners', label: 'Partners' },
  { to: '/faq', label: 'FAQ' },
  { to: '/terms', label: 'Terms of Service' },
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/disclaimer', label: 'Disclaimer' },
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
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 md:grid-cols-3">
        <div>
          <p className="font-bold text-lg text-white">{SITE.name}</p>
          <p className="mt-2 text-sm">
            A prescription savings membership. <strong className="text-white">Not insurance.</strong> Member prices at{' '}
            {SITE.pharmacies}+ participating US pharmacies.
          </p>
        </div>
        <nav aria-label="Footer">
          <ul className="grid grid-cols-2 gap-2 text-sm">
            {LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-white hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="text-sm">
          <p>
            Questions? Support is available 24/7 at{' '}
            <a href={supportMailto()} className="font-medium text-white underline underline-offset-2">
              {SITE.supportEmail}
            </a>
          </p>
          <ul className="mt-4 flex gap-3">
            {SOCIAL.map((s) => (
              <li key={s.label}>
                <a
                  href={s.href}
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
                    <path d={s.path} />
                  </svg>
                  <span className="sr-only">{`${SITE.name} on ${s.label}`}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="border-slate-800 border-t px-4 py-4 text-center text-slate-400 text-xs">
        {/* The server's year and the visitor's differ for a few hours at New Year: keep the server's. */}©{' '}
        <span suppressHydrationWarning>{new Date().getFullYear()}</span> {SITE.name}. Discounts are available only at
        participating pharmacies. This program is not insurance.
      </p>
    </footer>
  );
}
