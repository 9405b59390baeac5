import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { SITE, supportMailto } from '../../lib/site';

/** Shown when a page fails while rendering: a plain apology and two ways forward. */
export function ErrorScreen() {
  const { t } = useLingui();
  const site = SITE.name;
  const email = SITE.supportEmail;
  return (
    <main
      id="main"
      className="mx-auto flex min-h-[70vh] max-w-xl flex-col items-center justify-center px-4 text-center"
    >
      <h1 className="font-bold text-3xl text-ink">
        <Trans>Something went wrong</Trans>
      </h1>
      <p className="mt-3 text-slate-700">
        <Trans>This page could not be shown. Please reload it; if it keeps happening, contact us.</Trans>
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <button type="button" className={buttonClasses('primary')} onClick={() => window.location.reload()}>
          <Trans>Reload page</Trans>
        </button>
        <Link to="/" reloadDocument className={buttonClasses('secondary')}>
          <Trans>Go home</Trans>
        </Link>
      </div>
      <p className="mt-6 text-slate-600 text-sm">
        <Trans>
          {site} support:{' '}
          <a className="text-brand-800 underline" href={supportMailto(t`Website problem`)}>
            {email}
          </a>
        </Trans>
      </p>
    </main>
  );
}
