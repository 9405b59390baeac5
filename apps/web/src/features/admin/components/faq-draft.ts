import type { AdminFaq, AdminFaqInput } from '@arx/contracts/admin';
import { useEffect, useState } from 'react';

type Stored = { values: AdminFaqInput; base: string | null };

const draftKey = (id: number | null) => `arx.admin.faq-draft.${id ?? 'new'}`;

const valuesOf = (faq: AdminFaq | null): AdminFaqInput => ({
  question: faq?.question ?? '',
  answer_html: faq?.answer_html ?? '',
  highlighted: faq?.highlighted ?? false,
});

const isSame = (a: AdminFaqInput, b: AdminFaqInput) =>
  a.question === b.question && a.answer_html === b.answer_html && a.highlighted === b.highlighted;

function readDraft(key: string): Stored | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(key) ?? 'null') as Stored | null;
    const values = stored?.values;
    if (typeof values?.question !== 'string' || typeof values.answer_html !== 'string') return null;
    return { values: { ...values, highlighted: values.highlighted === true }, base: stored?.base ?? null };
  } catch {
    return null;
  }
}

/** Keeps or forgets a draft. Storage can be full or refused (some private modes): the form still works. */
function storeDraft(key: string, draft: Stored | null) {
  try {
    if (draft) sessionStorage.setItem(key, JSON.stringify(draft));
    else sessionStorage.removeItem(key);
  } catch {
    // Nothing kept: the warning on closing the tab still stands.
  }
}

/** Forgets the changes kept for an FAQ (null: the new one), once the operator chose to lose them. */
export function discardFaqDraft(id: number | null) {
  storeDraft(draftKey(id), null);
}

/**
 * The values of the FAQ editor, kept in this tab's session storage while they differ from the
 * saved FAQ: leaving for another page of the back office, or signing in again after a 403,
 * loses nothing, and the editor opened again picks them up. Closing or reloading the tab with
 * changes asks first, as the browser does.
 */
export function useFaqDraft(faq: AdminFaq | null) {
  const key = draftKey(faq?.id ?? null);
  const saved = valuesOf(faq);
  const [stored] = useState(() => readDraft(key));
  const [values, setValues] = useState(stored?.values ?? saved);
  const [isRestored, setRestored] = useState(stored !== null && !isSame(stored.values, saved));
  const isDirty = !isSame(values, saved);
  const base = faq?.updated_at ?? null;

  useEffect(() => {
    storeDraft(key, isDirty ? { values, base: stored?.base ?? base } : null);
  }, [key, values, isDirty, base, stored]);

  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);

  const discard = () => {
    storeDraft(key, null);
    setValues(saved);
    setRestored(false);
  };

  return {
    values,
    setValues,
    isDirty,
    isRestored,
    /** The FAQ was saved by someone since these changes began. */
    isOutdated: isRestored && stored?.base !== base,
    discard,
  };
}
