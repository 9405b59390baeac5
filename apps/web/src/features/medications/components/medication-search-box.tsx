import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useSearchInput } from '../../../lib/use-search-input';

const SEARCH_DEBOUNCE_MS = 300;

type Props = {
  /** The committed term (from the URL). */
  value: string;
  /** Called with the trimmed term, ~300 ms after typing stops or at once on Enter. */
  onSearch: (term: string) => void;
  busy: boolean;
};

export function MedicationSearchBox({ value, onSearch, busy }: Props) {
  const inputId = useId();
  const hintId = useId();
  const { t } = useLingui();
  const { input, setInput, onSubmit } = useSearchInput(value, onSearch, SEARCH_DEBOUNCE_MS);

  return (
    <search className="min-w-0 flex-1">
      <form onSubmit={onSubmit}>
        <label htmlFor={inputId} className="mb-1.5 block font-medium text-ink text-sm">
          <Trans>Search medications</Trans>
        </label>
        <div className="relative">
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500"
          >
            <circle cx="11" cy="11" r="7" />
            <path d="m20 20-3.5-3.5" strokeLinecap="round" />
          </svg>
          <input
            id={inputId}
            type="search"
            value={input}
            onChange={(event) => setInput(event.target.value)}
            maxLength={100}
            autoComplete="off"
            spellCheck={false}
            aria-describedby={hintId}
            placeholder={t`e.g. atorvastatin or Lipitor`}
            className="min-h-12 w-full rounded-lg border border-slate-300 bg-white py-2.5 pr-11 pl-10 text-base text-ink placeholder:text-slate-500 focus-visible:border-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700 focus-visible:outline-offset-1"
          />
          {busy && (
            <span
              aria-hidden="true"
              className="absolute top-1/2 right-3 size-5 -translate-y-1/2 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700"
            />
          )}
        </div>
        <p id={hintId} className="mt-1.5 text-slate-600 text-sm">
          <Trans>Search by brand or generic name, strength or form.</Trans>
        </p>
      </form>
    </search>
  );
}
