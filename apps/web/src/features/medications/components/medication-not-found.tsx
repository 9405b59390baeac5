import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId } from 'react';
import { useNavigate } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { StatusScreen } from '../../../components/ui/status-screen';

const ESTIMATOR_PATH = '/drug-pricing';

/** The estimator with a search filled in: it reads the term from ?search= (use-price-search.ts). */
function estimatorSearchPath(term: string): string {
  const trimmed = term.trim();
  return trimmed ? `${ESTIMATOR_PATH}?${new URLSearchParams({ search: trimmed })}` : ESTIMATOR_PATH;
}

/** "insulin-glargine-lantus" → "insulin glargine lantus": a first guess at what the visitor looked for. */
function termFromSlug(slug: string): string {
  return slug
    .replace(/[-_+]+/g, ' ')
    .trim()
    .slice(0, 100);
}

/**
 * /drugs/<slug> when there is no such medication (the server answers HTTP 404 with it). The
 * search is a plain GET form to the estimator, so it works before the page's script has loaded;
 * once it has, the visitor stays in the app.
 */
export function MedicationNotFound({ slug }: { slug: string }) {
  const navigate = useNavigate();
  const inputId = useId();
  const hintId = useId();
  const { t } = useLingui();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const term = new FormData(event.currentTarget).get('search');
    navigate(estimatorSearchPath(typeof term === 'string' ? term : ''));
  };

  return (
    <StatusScreen
      icon={
        <>
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </>
      }
      title={t`We couldn't find that medication`}
      actions={
        <ButtonLink to={ESTIMATOR_PATH} variant="secondary">
          <Trans>See all medication prices</Trans>
        </ButtonLink>
      }
    >
      <p className="mt-3 text-lg text-slate-700">
        <Trans>
          There is no medication page at this address. The name may be spelled differently, or we may list it under its
          brand or generic name. Search the Savings Estimator instead.
        </Trans>
      </p>
      <search className="mt-6 w-full text-left">
        <form action={ESTIMATOR_PATH} method="get" onSubmit={onSubmit}>
          <label htmlFor={inputId} className="mb-1.5 block font-medium text-ink text-sm">
            <Trans>Search medications</Trans>
          </label>
          <div className="flex flex-col gap-3 sm:flex-row">
            <input
              id={inputId}
              name="search"
              type="search"
              defaultValue={termFromSlug(slug)}
              maxLength={100}
              autoComplete="off"
              spellCheck={false}
              aria-describedby={hintId}
              placeholder={t`e.g. atorvastatin or Lipitor`}
              className="min-h-12 w-full min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-ink placeholder:text-slate-500 focus-visible:border-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700 focus-visible:outline-offset-1"
            />
            <Button type="submit" className="min-h-12">
              <Trans>Search</Trans>
            </Button>
          </div>
          <p id={hintId} className="mt-1.5 text-slate-600 text-sm">
            <Trans>Search by brand or generic name, strength or form.</Trans>
          </p>
        </form>
      </search>
    </StatusScreen>
  );
}
