import { dateIn, EARLIEST_FILL_DATE } from '@arx/contracts/savings-rules';
import { type FormEvent, useId, useRef, useState } from 'react';
import { ErrorSummary } from '../../../components/forms/error-summary';
import { FieldLabel, INPUT_CLASSES } from '../../../components/forms/field';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useToast } from '../../../components/ui/toast';
import { formatUsd } from '../../../lib/format';
import { reportErrorsOf, useCreatePriceReport } from '../api/create-price-report';
import type { PriceReportSubject } from '../price-report-subject';

/** The note's limit, as the contract's rules say (PRICE_REPORT_NOTE_MAX_LENGTH). */
const NOTE_MAX = 500;

/** The member's own calendar day, which the counter's date cannot be after. */
const localToday = () => dateIn(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone ?? null);

type Props = { subject: PriceReportSubject; onClose: () => void };

/**
 * "Report a different price": the pharmacy, what it charged and when. The API checks the form with
 * the contract's rules and answers every problem at once; they are listed here as it said them.
 */
export function PriceReportDialog({ subject, onClose }: Props) {
  const id = useId();
  const toast = useToast();
  const create = useCreatePriceReport();
  const summaryRef = useRef<HTMLDivElement>(null);
  const today = localToday();
  const [pharmacy, setPharmacy] = useState(subject.pharmacy);
  const [charged, setCharged] = useState('');
  const [chargedOn, setChargedOn] = useState(today);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const busy = create.isPending;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { ...subject.source, pharmacy, charged, charged_on: chargedOn, ...(note.trim() ? { note } : {}) },
      {
        onSuccess: () => {
          toast.show('Thank you. Your report is sent; the answer will show on your dashboard.', 'success');
          onClose();
        },
        onError: (error) => {
          setErrors(reportErrorsOf(error));
          requestAnimationFrame(() => summaryRef.current?.focus());
        },
      },
    );
  };

  return (
    <Dialog
      open
      onClose={() => !busy && onClose()}
      labelledBy={`${id}-title`}
      describedBy={`${id}-about`}
      className="sm:max-w-lg"
    >
      <form noValidate onSubmit={onSubmit} className="p-5 sm:p-8">
        <h2 id={`${id}-title`} className="font-bold text-2xl text-ink">
          Report a Different Price
        </h2>
        <div id={`${id}-about`} className="mt-2 text-slate-700">
          <p className="break-words font-semibold text-ink">
            {subject.medicationName}
            {subject.packLabel && <span className="font-normal text-slate-600"> · {subject.packLabel}</span>}
          </p>
          {subject.shownPrice !== null && (
            <p className="text-sm">Member price shown: {formatUsd(subject.shownPrice)}</p>
          )}
          <p className="mt-1 text-slate-600 text-sm">
            Tell us what the pharmacy charged. Only you and the club’s staff see your report.
          </p>
        </div>
        <ErrorSummary errors={errors} ref={summaryRef} />
        <div className="mt-5 space-y-4">
          <div>
            <FieldLabel htmlFor={`${id}-pharmacy`}>Pharmacy</FieldLabel>
            <input
              id={`${id}-pharmacy`}
              value={pharmacy}
              onChange={(event) => setPharmacy(event.target.value)}
              autoComplete="off"
              className={INPUT_CLASSES}
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div>
              <FieldLabel htmlFor={`${id}-charged`}>Price charged ($)</FieldLabel>
              <input
                id={`${id}-charged`}
                inputMode="decimal"
                autoComplete="off"
                value={charged}
                onChange={(event) => setCharged(event.target.value)}
                className={INPUT_CLASSES}
              />
            </div>
            <div>
              <FieldLabel htmlFor={`${id}-date`}>Date</FieldLabel>
              <input
                id={`${id}-date`}
                type="date"
                min={EARLIEST_FILL_DATE}
                max={today}
                value={chargedOn}
                onChange={(event) => setChargedOn(event.target.value)}
                className={INPUT_CLASSES}
              />
            </div>
          </div>
          <div>
            <FieldLabel htmlFor={`${id}-note`}>Note (optional)</FieldLabel>
            <textarea
              id={`${id}-note`}
              rows={3}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              aria-describedby={`${id}-note-count`}
              className={INPUT_CLASSES}
            />
            <p id={`${id}-note-count`} className="mt-1 text-slate-600 text-xs">
              {note.trim().length} of {NOTE_MAX} characters
            </p>
          </div>
        </div>
        <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" onClick={onClose} disabled={busy} className={buttonClasses('ghost')}>
            Cancel
          </button>
          <Button type="submit" disabled={busy}>
            {busy ? 'Sending...' : 'Send Report'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
