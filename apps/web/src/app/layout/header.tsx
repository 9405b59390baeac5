import { DEFAULT_LOCALE, isLocale, type Locale } from '@arx/contracts/locales';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { useAuth } from '../../features/auth/auth-context';
import { startSignIn } from '../../lib/sign-in';
import { SITE } from '../../lib/site';
import { LanguageSwitch } from './language-switch';

type HeaderProps = {
  currentPage: string;
  /** True once the page is scrolled more than 50 px (docs/product.md §2). */
  scrolled: boolean;
  protected: boolean;
};

/**
 * From which width the links sit in the bar, each on one line; narrower, they are in the menu.
 * Spanish's words are longer ("Precios de medicamentos"): its bar needs about 1,150 px.
 */
const BAR_FROM: Record<Locale, { nav: string; menu: string }> = {
  en: { nav: 'hidden lg:flex', menu: 'lg:hidden' },
  es: { nav: 'hidden xl:flex', menu: 'xl:hidden' },
};

const ITEM = 'whitespace-nowrap rounded-lg px-2.5 py-2 font-medium text-sm hover:bg-slate-100 hover:text-ink';

const NAV: { label: MessageDescriptor; to: string }[] = [
  { label: msg`How It Works`, to: '/#how-it-works' },
  { label: msg`Drug Pricing`, to: '/drug-pricing' },
  { label: msg`FAQ`, to: '/faq' },
];

export function Header({ currentPage, scrolled, protected: isProtected }: HeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const { t, i18n } = useLingui();
  const bar = BAR_FROM[isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE];

  // biome-ignore lint/correctness/useExhaustiveDependencies: a route change closes the mobile menu
  useEffect(() => setMenuOpen(false), [currentPage]);

  return (
    <header
      data-scrolled={scrolled}
      data-protected={isProtected}
      className={`sticky top-0 z-40 border-b bg-white/95 backdrop-blur transition-shadow ${scrolled ? 'border-slate-200 shadow-sm' : 'border-transparent'}`}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Link
          to="/"
          className="flex shrink-0 items-center gap-2 whitespace-nowrap rounded font-bold text-brand-800 text-lg"
        >
          <img src="/favicon.svg" alt="" width="32" height="32" className="size-8" />
          <span>{SITE.name}</span>
        </Link>
        <nav aria-label={t`Main`} className={`${bar.nav} items-center gap-1`}>
          {NAV.map((item) => (
            <NavItem key={item.to} {...item} />
          ))}
          <LanguageSwitch className={`${ITEM} text-slate-700`} />
          <AuthActions />
        </nav>
        <button
          type="button"
          className={`inline-flex size-11 items-center justify-center rounded-lg text-brand-800 hover:bg-brand-50 focus-visible:outline-2 ${bar.menu}`}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? t`Close menu` : t`Open menu`}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            {menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
          </svg>
        </button>
      </div>
      {menuOpen && (
        <nav
          id={menuId}
          aria-label={t`Mobile`}
          className={`border-slate-200 border-t bg-white px-4 pt-2 pb-4 ${bar.menu}`}
        >
          <div className="flex flex-col gap-1">
            {NAV.map((item) => (
              <NavItem key={item.to} {...item} />
            ))}
            <LanguageSwitch className="rounded-lg px-3 py-2 font-medium text-slate-700 text-sm hover:bg-slate-100 hover:text-ink" />
            <AuthActions stacked />
          </div>
        </nav>
      )}
    </header>
  );
}

function NavItem({ label: descriptor, to }: { label: MessageDescriptor; to: string }) {
  const { i18n } = useLingui();
  const label = i18n._(descriptor);
  if (to.includes('#')) {
    return (
      <Link to={to} className={`${ITEM} text-slate-700`}>
        {label}
      </Link>
    );
  }
  return (
    <NavLink to={to} className={({ isActive }) => `${ITEM} ${isActive ? 'text-brand-800' : 'text-slate-700'}`}>
      {label}
    </NavLink>
  );
}

function AuthActions({ stacked = false }: { stacked?: boolean }) {
  const { status, user, isSigningOut, signOut } = useAuth();
  const layout = stacked ? 'mt-2 flex flex-col gap-2' : 'ml-2 flex items-center gap-2 whitespace-nowrap';
  if (status === 'loading') {
    return (
      <span className={`${layout} text-slate-600 text-sm`} aria-live="polite">
        <Trans>Loading...</Trans>
      </span>
    );
  }
  if (status === 'authenticated') {
    return (
      <div className={layout}>
        <Link to="/dashboard" className={buttonClasses('ghost')}>
          <Trans>Dashboard</Trans>
        </Link>
        {/* Operators only (docs/decisions/0016-back-office.md); the area's code loads when it opens. */}
        {user?.isOperator && (
          <Link to="/admin" className={buttonClasses('ghost')}>
            <Trans>Back office</Trans>
          </Link>
        )}
        <button
          type="button"
          className={buttonClasses('secondary')}
          disabled={isSigningOut}
          onClick={() => void signOut()}
        >
          {isSigningOut ? <Trans>Signing Out...</Trans> : <Trans>Sign Out</Trans>}
        </button>
      </div>
    );
  }
  return (
    <div className={layout}>
      <button type="button" className={buttonClasses('ghost')} onClick={() => startSignIn('/dashboard')}>
        <Trans>Sign In</Trans>
      </button>
      <Link to="/register" className={buttonClasses('primary')}>
        <Trans>Get Started</Trans>
      </Link>
    </div>
  );
}
