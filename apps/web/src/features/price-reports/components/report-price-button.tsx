import { useState } from 'react';
import { buttonClasses } from '../../../components/ui/button';
import type { PriceReportSubject } from '../price-report-subject';
import { PriceReportDialog } from './price-report-dialog';

/** The action on a price row or a fill; the dialog opens over the page. */
export function ReportPriceButton({ subject, className = '' }: { subject: PriceReportSubject; className?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={buttonClasses('ghost', `px-3! ${className}`)}
        aria-label={`Report a different price for ${subject.medicationName}`}
        onClick={() => setOpen(true)}
      >
        Report a different price
      </button>
      {open && <PriceReportDialog subject={subject} onClose={() => setOpen(false)} />}
    </>
  );
}
