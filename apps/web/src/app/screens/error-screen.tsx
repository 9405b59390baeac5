import { buttonClasses } from '../../components/ui/button';
import { Link } from '../../lib/router';
import { SITE, supportMailto } from '../../lib/site';

/** Shown when a page fails while rendering: a plain apology and two ways forward. */
export function ErrorScreen() {
  return (
    <main
      id="main"
      className="mx-auto flex min-h-[70vh] max-w-xl flex-col items-center justify-center px-4 text-center"
    >
      <h1 className="font-bold text-3xl text-ink">Something went wrong</h1>
      <p className="mt-3 text-slate-700">
        This page could not be shown. Please reload it; if it keeps happening, contact us.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <button type="button" className={buttonClasses('primary')} onClick={() => window.location.reload()}>
          Reload page
        </button>
        <Link to="/" reloadDocument className={buttonClasses('secondary')}>
          Go home
        </Link>
      </div>
      <p className="mt-6 text-slate-600 text-sm">
        {SITE.name} support:{' '}
        <a className="text-brand-800 underline" href={supportMailto('Website problem')}>
          {SITE.supportEmail}
        </a>
      </p>
    </main>
  );
}
