import type { ReactNode } from 'react';
import { NavLink, Outlet } from 'react-router';
import { isBackOfficeReadOnly, READ_ONLY_MESSAGE } from '../admin-read-only';

/** The back office's pages. */
const AREAS = [
  { to: '/admin/members', label: 'Members' },
  { to: '/admin/prices', label: 'Prices' },
  { to: '/admin/faqs', label: 'FAQs' },
  { to: '/admin/business', label: 'Business' },
  { to: '/admin/price-reports', label: 'Price reports' },
  { to: '/admin/claims', label: 'Claims' },
  { to: '/admin/jobs', label: 'Jobs' },
  { to: '/admin/audit', label: 'Audit log' },
];

const LINK =
  'inline-flex min-h-11 items-center whitespace-nowrap rounded-lg px-3 py-2 font-medium text-sm hover:bg-slate-100 hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-700';

/**
 * Every back-office page: the area's name and its navigation above the page, and in a public
 * demo the notice that it is read-only (docs/decisions/0016-back-office.md).
 */
export function AdminLayout() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 md:py-10">
      {/* A div, not <header>: the site header is the page's one banner. */}
      <div className="flex flex-col gap-2 border-slate-200 border-b pb-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="font-semibold text-brand-800 text-sm uppercase tracking-wide">Back office</p>
        <nav aria-label="Back office" className="-mx-1">
          <ul className="flex flex-wrap gap-1 px-1 py-1">
            {AREAS.map((area) => (
              <li key={area.to}>
                <NavLink
                  to={area.to}
                  className={({ isActive }) => `${LINK} ${isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700'}`}
                >
                  {area.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      {isBackOfficeReadOnly() && (
        <p role="status" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900 text-sm">
          <strong className="font-semibold">{READ_ONLY_MESSAGE}</strong> Anyone can sign in as an operator here, so you
          can look around, but nothing can be changed: refunds, cancellations, publishing and every other change are
          turned off.
        </p>
      )}
      <div className="pt-6">
        <Outlet />
      </div>
    </div>
  );
}

/** A page's title and what it is for, the same on every back-office page. */
export function AdminPageTitle({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <div className="mb-6">
      <h1 id={id} className="font-bold text-3xl text-ink tracking-tight">
        {title}
      </h1>
      <p className="mt-2 text-slate-700">{children}</p>
    </div>
  );
}
