import {
  PRICE_REPORT_NOTE_MAX_LENGTH,
  type PriceReportErrors,
  validatePriceReport,
} from '@arx/contracts/price-report-rules';
import { dateIn, EARLIEST_FILL_DATE } from '@arx/contracts/savings-rules';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useRef, useState } from 'react';
import { ErrorSummary } from '../../../components/forms/error-summary';
import { FieldLabel, INPUT_CLASSES } from '../../../components/forms/field';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useToast } from '../../../components/ui/toast';
import { formatUsd } from '../../../lib/format';
import { reportErrorsOf, useCreatePriceReport } from '../api/create-price-report';
import type { PriceReportSubject } from '../price-report-subject';
import { translatePriceReportMessage } from '../rule-messages';

/** The member's own calendar day, which the counter's date cannot be after. */
const localToday = () => dateIn(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone ?? null);

type Props = { subject: PriceReportSubject; onClose: () => void };

/**
 * "Report a different price": the pharmacy, what it charged and when. The contract's rules check
 * the form first (every message at once, each field marked); the API, which checks with the same
 * rules, answers the same way if it still refuses.
 */
export function PriceReportDialog({ subject, onClose }: Props) {
  const id = useId();
  const { t, i18n } = useLingui();
  const toast = useToast();
  const create = useCreatePriceReport();
  const summaryRef = useRef<HTMLDivElement>(null);
  const today = localToday();
  const [pharmacy, setPharmacy] = useState(subject.pharmacy);
  const [charged, setCharged] = useState('');
  const [chargedOn, setChargedOn] = useState(today);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [fieldErrors, setFieldErrors] = useState<PriceReportErrors>({});
  const busy = create.isPending;

  const showErrors = (list: string[], byField: PriceReportErrors = {}) => {
    setErrors(list);
    setFieldErrors(byField);
    requestAnimationFrame(() => summaryRef.current?.focus());
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = { ...subject.source, pharmacy, charged, charged_on: chargedOn, ...(note.trim() ? { note } : {}) };
    const checked = validatePriceReport(body, today);
    if (!checked.ok) return showErrors(Object.values(checked.errors), checked.errors);
    create.mutate(body, {
      onSuccess: () => {
        toast.show(t`Thank you. Your report is sent; the answer will show on your dashboard.`, 'success');
        onClose();
      },
      onError: (error) => showErrors(reportErrorsOf(error, i18n)),
    });
  };
  const invalid = (field: keyof PriceReportErrors) => (fieldErrors[field] ? true : undefined);
  const { medicationName, packLabel } = subject.describe(i18n);
  const shownPrice = subject.shownPrice === null ? null : formatUsd(subject.shownPrice);
  const noteLength = note.trim().length;
  const maxLength = PRICE_REPORT_NOTE_MAX_LENGTH;

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
          <Trans>Report a Different Price</Trans>
        </h2>
        <div id={`${id}-about`} className="mt-2 text-slate-700">
          <p className="break-words font-semibold text-ink">
            {medicationName}
            {packLabel && <span className="font-normal text-slate-600"> · {packLabel}</span>}
          </p>
          {shownPrice !== null && (
            <p className="text-sm">
              <Trans>Member price shown: {shownPrice}</Trans>
            </p>
          )}
          <p className="mt-1 text-slate-600 text-sm">
            <Trans>Tell us what the pharmacy charged. Only you and the club’s staff see your report.</Trans>
          </p>
        </div>
        <ErrorSummary
          errors={errors}
          translate={(message) => translatePriceReportMessage(i18n, message)}
          ref={summaryRef}
        />
        <div className="mt-5 space-y-4">
          <div>
            <FieldLabel htmlFor={`${id}-pharmacy`}>
              <Trans>Pharmacy</Trans>
            </FieldLabel>
            <input
              id={`${id}-pharmacy`}
              value={pharmacy}
              onChange={(event) => setPharmacy(event.target.value)}
              aria-invalid={invalid('pharmacy')}
              autoComplete="off"
              className={INPUT_CLASSES}
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div>
              <FieldLabel htmlFor={`${id}-charged`}>
                <Trans>Price charged ($)</Trans>
              </FieldLabel>
              <input
                id={`${id}-charged`}
                inputMode="decimal"
                autoComplete="off"
                value={charged}
                onChange={(event) => setCharged(event.target.value)}
                aria-invalid={invalid('charged')}
                className={INPUT_CLASSES}
              />
            </div>
            <div>
              <FieldLabel htmlFor={`${id}-date`}>
                <Trans>Date</Trans>
              </FieldLabel>
              <input
                id={`${id}-date`}
                type="date"
                min={EARLIEST_FILL_DATE}
                max={today}
                value={chargedOn}
                onChange={(event) => setChargedOn(event.target.value)}
                aria-invalid={invalid('charged_on')}
                className={INPUT_CLASSES}
              />
            </div>
          </div>
          <div>
            <FieldLabel htmlFor={`${id}-note`}>
              <Trans>Note (optional)</Trans>
            </FieldLabel>
            <textarea
              id={`${id}-note`}
              rows={3}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              aria-invalid={invalid('note')}
              aria-describedby={`${id}-note-count`}
              className={INPUT_CLASSES}
            />
            <p id={`${id}-note-count`} className="mt-1 text-slate-600 text-xs">
              <Trans>
                {noteLength} of {maxLength} characters
              </Trans>
            </p>
          </div>
        </div>
        <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" onClick={onClose} disabled={busy} className={buttonClasses('ghost')}>
            <Trans>Cancel</Trans>
          </button>
          <Button type="submit" disabled={busy}>
            {busy ? <Trans>Sending...</Trans> : <Trans>Send Report</Trans>}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
