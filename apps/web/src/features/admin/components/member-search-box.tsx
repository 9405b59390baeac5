import { useId } from 'react';
import { INPUT_CLASSES } from '../../../components/forms/field';
import { Button } from '../../../components/ui/button';
import { useSearchInput } from '../../../lib/use-search-input';

const SEARCH_DEBOUNCE_MS = 400;

type Props = {
  /** The committed search (from the URL). */
  value: string;
  /** Called with the trimmed search once typing pauses, or at once on Enter or Search. */
  onSearch: (term: string) => void;
  busy: boolean;
  /** Why the API refused the search ("Type at least 2 characters"), shown under the box. */
  refusal: string | null;
};

export function MemberSearchBox({ value, onSearch, busy, refusal }: Props) {
  const inputId = useId();
  const hintId = useId();
  const refusalId = useId();
  const { input, setInput, onSubmit } = useSearchInput(value, onSearch, SEARCH_DEBOUNCE_MS);

  return (
    <search>
      <form onSubmit={onSubmit}>
        <label htmlFor={inputId} className="mb-1.5 block font-medium text-ink text-sm">
          Search members
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <div className="relative min-w-0 flex-1">
            <input
              id={inputId}
              type="search"
              value={input}
              onChange={(event) => setInput(event.target.value)}
              maxLength={100}
              autoComplete="off"
              spellCheck={false}
              aria-describedby={refusal ? `${hintId} ${refusalId}` : hintId}
              aria-invalid={refusal ? true : undefined}
              placeholder="ARX-000123, e-mail or name"
              className={`${INPUT_CLASSES} pr-10`}
            />
            {busy && (
              <span
                aria-hidden="true"
                className="absolute top-1/2 right-3 size-5 -translate-y-1/2 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700"
              />
            )}
          </div>
          <Button type="submit" variant="secondary">
            Search
          </Button>
        </div>
        <p id={hintId} className="mt-1.5 text-slate-600 text-sm">
          A member ID (with or without -01), or at least 2 characters of an e-mail or a name.
        </p>
        {refusal && (
          <p id={refusalId} role="alert" className="mt-1.5 font-medium text-red-800 text-sm">
            {refusal}
          </p>
        )}
      </form>
    </search>
  );
}
