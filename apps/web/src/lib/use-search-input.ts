import { type FormEvent, useEffect, useState } from 'react';

/**
 * A search box's text kept in step with the committed search in the URL: typing commits the
 * trimmed text once it pauses for `debounceMs`, Enter commits it at once, and back/forward (or a
 * link) that changes the URL shows its search without undoing a trailing space still being typed.
 */
export function useSearchInput(value: string, onSearch: (term: string) => void, debounceMs: number) {
  const [input, setInput] = useState(value);
  const [synced, setSynced] = useState(value);

  if (value !== synced) {
    setSynced(value);
    if (value !== input.trim()) setInput(value);
  }

  useEffect(() => {
    const term = input.trim();
    if (term === value) return;
    const timer = window.setTimeout(() => onSearch(term), debounceMs);
    return () => window.clearTimeout(timer);
  }, [input, value, onSearch, debounceMs]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const term = input.trim();
    if (term !== value) onSearch(term);
  };

  return { input, setInput, onSubmit };
}
