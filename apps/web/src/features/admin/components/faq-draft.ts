import type { AdminFaq, AdminFaqInput } from '@arx/contracts/admin';
import { useEffect, useState } from 'react';

/** What the FAQ editor holds: the English, and the Spanish (both empty: the FAQ has none). */
export type FaqFormValues = {
  question: string;
  answer_html: string;
  highlighted: boolean;
  question_es: string;
  answer_html_es: string;
};

type Stored = { values: FaqFormValues; base: string | null };

const draftKey = (id: number | null) => `arx.admin.faq-draft.${id ?? 'new'}`;

const valuesOf = (faq: AdminFaq | null): FaqFormValues => ({
  question: faq?.question ?? '',
  answer_html: faq?.answer_html ?? '',
  highlighted: faq?.highlighted ?? false,
  question_es: faq?.translations.es?.question ?? '',
  answer_html_es: faq?.translations.es?.answer_html ?? '',
});

const FIELDS = ['question', 'answer_html', 'highlighted', 'question_es', 'answer_html_es'] as const;
const isSame = (a: FaqFormValues, b: FaqFormValues) => FIELDS.every((field) => a[field] === b[field]);

/**
 * What the API is sent: the Spanish with the English, or `es: null` when both Spanish fields are
 * empty (the Spanish pages then show the English). One of the two alone goes as it is, and the
 * API says what is missing.
 */
export function faqInputOf(values: FaqFormValues): AdminFaqInput {
  const { question_es, answer_html_es, ...english } = values;
  const hasSpanish = question_es.trim() !== '' || answer_html_es.trim() !== '';
  return {
    ...english,
    translations: { es: hasSpanish ? { question: question_es, answer_html: answer_html_es } : null },
  };
}

/**
 * A kept draft, its fields checked one by one. A field it lacks (a draft kept by an older editor
 * had no Spanish) is left out, to be taken from the saved FAQ rather than emptied.
 */
function readDraft(key: string): { values: Partial<FaqFormValues>; base: string | null } | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(key) ?? 'null') as Partial<Stored> | null;
    const kept = stored?.values;
    if (typeof kept?.question !== 'string' || typeof kept.answer_html !== 'string') return null;
    const values: Partial<FaqFormValues> = {
      question: kept.question,
      answer_html: kept.answer_html,
      highlighted: kept.highlighted === true,
    };
    if (typeof kept.question_es === 'string') values.question_es = kept.question_es;
    if (typeof kept.answer_html_es === 'string') values.answer_html_es = kept.answer_html_es;
    return { values, base: stored?.base ?? null };
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
  const [stored] = useState(() => {
    const draft = readDraft(key);
    return draft && { values: { ...saved, ...draft.values }, base: draft.base };
  });
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
