import type { AdminFaq } from '@arx/contracts/admin';
import { type FormEvent, useEffect, useId, useRef } from 'react';
import { ErrorSummary } from '../../../components/forms/error-summary';
import { FieldLabel, INPUT_CLASSES } from '../../../components/forms/field';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { failureMessage, isReauthRequired } from '../admin-errors';
import { isBackOfficeReadOnly } from '../admin-read-only';
import { useCreateFaq } from '../api/create-faq';
import { usePreviewFaqAnswer } from '../api/preview-faq-answer';
import { useUpdateFaq } from '../api/update-faq';
import { faqInputOf, useFaqDraft } from './faq-draft';
import { FaqPreview } from './faq-preview';
import { FaqSpanishFields } from './faq-spanish-fields';
import { ReauthNotice } from './reauth-notice';

type Props = {
  /** The FAQ to edit, or null for a new one. */
  faq: AdminFaq | null;
  onSaved: (message: string) => void;
  onCancel: () => void;
  onDirtyChange: (isDirty: boolean) => void;
};

/** The contract's words for each problem of a refused save (400); anything else is not about the fields. */
function problemsOf(error: unknown): string[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  return error.body?.errors?.length ? error.body.errors : [error.message];
}

/**
 * Writing one FAQ. The API checks it (the contract's rules and messages) and sanitises the answer;
 * Preview shows what it would publish. Changes not yet saved are kept as a draft in this tab
 * (faq-draft.tsx), and closing or reloading the tab asks first.
 */
export function FaqForm({ faq, onSaved, onCancel, onDirtyChange }: Props) {
  const ids = {
    title: useId(),
    question: useId(),
    answer: useId(),
    answerHint: useId(),
    highlighted: useId(),
    highlightedHint: useId(),
  };
  const draft = useFaqDraft(faq);
  const { values, setValues } = draft;
  const create = useCreateFaq();
  const update = useUpdateFaq();
  const save = faq ? update : create;
  const preview = usePreviewFaqAnswer();
  const previewSpanish = usePreviewFaqAnswer();
  const isPreviewing = preview.isPending || previewSpanish.isPending;
  const heading = useRef<HTMLHeadingElement>(null);
  const outcome = useRef<HTMLDivElement>(null);

  useEffect(() => heading.current?.focus(), []);
  useEffect(() => onDirtyChange(draft.isDirty), [draft.isDirty, onDirtyChange]);
  useEffect(() => {
    if (save.submittedAt && save.isError) outcome.current?.focus();
  }, [save.isError, save.submittedAt]);

  const problems = problemsOf(save.error);
  /** The API's messages name the field, and "Spanish" for the Spanish one. */
  const isInvalidIn = (spanish: boolean) => (field: 'question' | 'answer') =>
    problems.some((problem) => {
      const words = problem.toLowerCase();
      return words.includes(field) && words.includes('spanish') === spanish;
    });
  const isInvalid = isInvalidIn(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const input = faqInputOf(values);
    const onSuccess = ({ message }: { message: string }) => {
      draft.discard();
      onSaved(message);
    };
    if (faq) update.mutate({ id: faq.id, input }, { onSuccess });
    else create.mutate(input, { onSuccess });
  };

  /** Both answers as they would be published: the Spanish too when there is one. */
  const onPreview = () => {
    preview.mutate(values.answer_html);
    if (values.answer_html_es.trim() !== '') previewSpanish.mutate(values.answer_html_es);
    else previewSpanish.reset();
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={ids.title}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 ref={heading} id={ids.title} tabIndex={-1} className="scroll-mt-24 font-bold text-ink text-xl outline-none">
        {faq ? 'Edit FAQ' : 'New FAQ'}
      </h2>
      {draft.isRestored && (
        <div className="mt-3 flex flex-col gap-2 rounded-lg border border-sky-200 bg-sky-50 p-3 text-sky-900 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            Your changes that were not saved are back.
            {draft.isOutdated && ' Someone has edited this FAQ since: saving replaces their version.'}
          </p>
          <Button variant="ghost" className="shrink-0" onClick={draft.discard}>
            Discard changes
          </Button>
        </div>
      )}

      {problems.length > 0 ? (
        <ErrorSummary ref={outcome} errors={problems} />
      ) : (
        save.isError &&
        (isReauthRequired(save.error) ? (
          <div className="mt-5">
            <ReauthNotice ref={outcome} message={save.error.message} />
          </div>
        ) : (
          <div
            ref={outcome}
            role="alert"
            tabIndex={-1}
            className="mt-5 rounded-lg border border-red-200 bg-red-50 p-4 font-medium text-red-900 outline-none focus-visible:outline-2 focus-visible:outline-red-700"
          >
            {failureMessage(save.error, 'The FAQ could not be saved. Please try again.')}
          </div>
        ))
      )}

      <div className="mt-5 space-y-5">
        <div>
          <FieldLabel htmlFor={ids.question}>Question</FieldLabel>
          <input
            id={ids.question}
            value={values.question}
            onChange={(event) => setValues({ ...values, question: event.target.value })}
            aria-required="true"
            aria-invalid={isInvalid('question') || undefined}
            autoComplete="off"
            className={INPUT_CLASSES}
          />
        </div>
        <div>
          <FieldLabel htmlFor={ids.answer}>Answer (HTML)</FieldLabel>
          <textarea
            id={ids.answer}
            value={values.answer_html}
            onChange={(event) => setValues({ ...values, answer_html: event.target.value })}
            aria-required="true"
            aria-invalid={isInvalid('answer') || undefined}
            aria-describedby={ids.answerHint}
            rows={8}
            spellCheck
            className={`${INPUT_CLASSES} font-mono text-sm`}
          />
          <p id={ids.answerHint} className="mt-1.5 text-slate-600 text-sm">
            Allowed HTML: <code>&lt;p&gt;</code>, <code>&lt;br&gt;</code>, <code>&lt;strong&gt;</code>,{' '}
            <code>&lt;em&gt;</code>, <code>&lt;b&gt;</code>, <code>&lt;i&gt;</code>, <code>&lt;ul&gt;</code>,{' '}
            <code>&lt;ol&gt;</code>, <code>&lt;li&gt;</code> and <code>&lt;a href="…"&gt;</code>. Anything else is
            removed when the FAQ is saved.
          </p>
        </div>
        <FaqSpanishFields
          values={values}
          onChange={setValues}
          isInvalid={isInvalidIn(true)}
          answerHintId={ids.answerHint}
        />
        <div className="flex gap-3">
          <input
            id={ids.highlighted}
            type="checkbox"
            checked={values.highlighted}
            onChange={(event) => setValues({ ...values, highlighted: event.target.checked })}
            aria-describedby={ids.highlightedHint}
            className="mt-0.5 size-5 shrink-0 accent-brand-700"
          />
          <div>
            <label htmlFor={ids.highlighted} className="font-medium text-ink text-sm">
              Highlight this question
            </label>
            <p id={ids.highlightedHint} className="text-slate-600 text-sm">
              The home page shows the first highlighted questions (4 on wide screens, 3 on phones).
            </p>
          </div>
        </div>
      </div>

      <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button type="submit" disabled={save.isPending || isBackOfficeReadOnly()}>
          {save.isPending ? 'Saving...' : faq ? 'Save changes' : 'Publish FAQ'}
        </Button>
        <Button variant="secondary" onClick={onPreview} disabled={isPreviewing}>
          {isPreviewing ? 'Previewing...' : 'Preview'}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>

      {(preview.isError || previewSpanish.isError) && (
        <p
          role="alert"
          className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 font-medium text-red-900 text-sm"
        >
          {failureMessage(preview.error ?? previewSpanish.error, 'The preview could not be made. Please try again.')}
        </p>
      )}
      {preview.data && (
        <FaqPreview
          title="Preview"
          question={values.question}
          html={preview.data.answer_html}
          changed={preview.data.changed}
          written={preview.variables ?? ''}
          isStale={preview.variables !== values.answer_html}
        />
      )}
      {previewSpanish.data && (
        <FaqPreview
          title="Spanish preview"
          lang="es"
          question={values.question_es}
          html={previewSpanish.data.answer_html}
          changed={previewSpanish.data.changed}
          written={previewSpanish.variables ?? ''}
          isStale={previewSpanish.variables !== values.answer_html_es}
        />
      )}
    </form>
  );
}
