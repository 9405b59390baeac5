import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { buttonClasses } from '../../../components/ui/button';
import type { PriceReportSubject } from '../price-report-subject';
import { PriceReportDialog } from './price-report-dialog';

/** The action on a price row or a fill; the dialog opens over the page. */
export function ReportPriceButton({ subject, className = '' }: { subject: PriceReportSubject; className?: string }) {
  const [open, setOpen] = useState(false);
  const { t, i18n } = useLingui();
  const name = subject.describe(i18n).medicationName;
  return (
    <>
      <button
        type="button"
        className={buttonClasses('ghost', `px-3! ${className}`)}
        aria-label={t`Report a different price for ${name}`}
        onClick={() => setOpen(true)}
      >
        <Trans>Report a different price</Trans>
      </button>
      {open && <PriceReportDialog subject={subject} onClose={() => setOpen(false)} />}
    </>
  );
}
