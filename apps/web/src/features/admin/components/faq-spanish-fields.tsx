import { useId } from 'react';
import { FieldLabel, INPUT_CLASSES } from '../../../components/forms/field';
import type { FaqFormValues } from './faq-draft';

type Props = {
  values: FaqFormValues;
  onChange: (values: FaqFormValues) => void;
  /** Whether the API refused this Spanish field. */
  isInvalid: (field: 'question' | 'answer') => boolean;
  /** The allowed-HTML hint under the English answer: the same rules apply. */
  answerHintId: string;
};

/**
 * The FAQ's question and answer on the Spanish pages (/es/faq, the Spanish home page). Optional:
 * left empty, those pages show the English. The fields are marked Spanish (lang), so a spell
 * checker and a screen reader take them as such.
 */
export function FaqSpanishFields({ values, onChange, isInvalid, answerHintId }: Props) {
  const ids = { hint: useId(), question: useId(), answer: useId() };
  return (
    <fieldset aria-describedby={ids.hint} className="rounded-xl border border-slate-200 p-4">
      <legend className="px-1 font-semibold text-ink">Spanish (optional)</legend>
      <p id={ids.hint} className="text-slate-600 text-sm">
        Shown on the Spanish pages. Leave both empty and those pages show the English question and answer.
      </p>
      <div className="mt-4 space-y-5">
        <div>
          <FieldLabel htmlFor={ids.question}>Spanish question</FieldLabel>
          <input
            id={ids.question}
            lang="es"
            value={values.question_es}
            onChange={(event) => onChange({ ...values, question_es: event.target.value })}
            aria-invalid={isInvalid('question') || undefined}
            autoComplete="off"
            className={INPUT_CLASSES}
          />
        </div>
        <div>
          <FieldLabel htmlFor={ids.answer}>Spanish answer (HTML)</FieldLabel>
          <textarea
            id={ids.answer}
            lang="es"
            value={values.answer_html_es}
            onChange={(event) => onChange({ ...values, answer_html_es: event.target.value })}
            aria-invalid={isInvalid('answer') || undefined}
            aria-describedby={answerHintId}
            rows={8}
            spellCheck
            className={`${INPUT_CLASSES} font-mono text-sm`}
          />
        </div>
      </div>
    </fieldset>
  );
}
