import type { AdminPriceReport } from '@arx/contracts/admin';
import { type FormEvent, useId, useRef, useState } from 'react';
import { INPUT_CLASSES } from '../../../components/forms/field';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { failureMessage, isReauthRequired } from '../admin-errors';
import { isBackOfficeReadOnly } from '../admin-read-only';
import { useAnswerPriceReport } from '../api/answer-price-report';
import { ReauthNotice } from './reauth-notice';

const ANSWER_FAILED = 'The answer could not be saved. Please try again.';

/** A refusal about the answer itself (its length): shown at the field rather than as an alert. */
const isAboutTheAnswer = (error: unknown) => error instanceof ApiError && error.status === 400;

/**
 * The operator's answer to one report; the member sees it on their dashboard. A report already
 * answered starts from its answer, and saving again replaces it. The API checks the answer with
 * the contract's rule and its message is shown at the field.
 */
export function PriceReportAnswerForm({
  report,
  onAnswered,
}: {
  report: AdminPriceReport;
  /** The API's confirmation, said by the page: an answered report leaves the list of open ones. */
  onAnswered: (message: string) => void;
}) {
  const id = useId();
  const answer = useAnswerPriceReport();
  const [text, setText] = useState(report.answer ?? '');
  const field = useRef<HTMLTextAreaElement>(null);
  const notice = useRef<HTMLDivElement>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    answer.mutate(
      { id: report.id, answer: text },
      {
        onSuccess: (result) => onAnswered(result.message),
        onError: (error) =>
          requestAnimationFrame(() => (isAboutTheAnswer(error) ? field.current : notice.current)?.focus()),
      },
    );
  };

  const error = answer.error;
  const problem = isAboutTheAnswer(error) ? failureMessage(error, ANSWER_FAILED) : null;
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-2">
      <label htmlFor={`${id}-answer`} className="block font-medium text-ink text-sm">
        {report.answer ? 'Your answer (saving replaces it)' : 'Answer'}
      </label>
      <textarea
        ref={field}
        id={`${id}-answer`}
        rows={3}
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ''}`}
        className={INPUT_CLASSES}
      />
      <p id={`${id}-hint`} className="text-slate-600 text-xs">
        The member sees this answer on their dashboard.
      </p>
      {problem && (
        <p id={`${id}-problem`} className="font-semibold text-red-800 text-sm">
          {problem}
        </p>
      )}
      {error &&
        !problem &&
        (isReauthRequired(error) ? (
          <ReauthNotice ref={notice} message={failureMessage(error, ANSWER_FAILED)} />
        ) : (
          <div
            ref={notice}
            role="alert"
            tabIndex={-1}
            className="rounded-lg border border-red-200 bg-red-50 p-3 font-semibold text-red-900 text-sm outline-none"
          >
            {failureMessage(error, ANSWER_FAILED)}
          </div>
        ))}
      <Button type="submit" disabled={answer.isPending || isBackOfficeReadOnly()}>
        {answer.isPending ? 'Saving...' : report.answer ? 'Replace Answer' : 'Send Answer'}
      </Button>
    </form>
  );
}
