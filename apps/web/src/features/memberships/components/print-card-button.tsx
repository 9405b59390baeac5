import type { FamilyMembership } from '@arx/contracts';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '../../../components/ui/button';
import { MembershipCard } from './membership-card';

/**
 * docs/product.md §9: the card prints at 85.6 × 53.98 mm. The stylesheet exists only while this print is
 * under way, so printing any other page (billing, say) keeps the normal paper size; everything
 * but the card is hidden from the printout.
 */
const PRINT_CSS = `
@page { size: 85.6mm 53.98mm; margin: 0; }
@media print {
  html, body { margin: 0 !important; padding: 0 !important; background: #fff !important; }
  body > :not([data-print-card]) { display: none !important; }
}`;

type PrintCardButtonProps = {
  membership: FamilyMembership;
  isPrimary: boolean;
  /** The family card dialog says "Print Card" (docs/product.md §2). */
  label?: string;
};

export function PrintCardButton({ membership, isPrimary, label = 'Print card' }: PrintCardButtonProps) {
  // A counter, not a flag: a browser that never says "afterprint" must not block the next print.
  const [printRequest, setPrintRequest] = useState(0);
  const printing = printRequest > 0;

  useEffect(() => {
    if (printRequest === 0) return;
    const done = () => setPrintRequest(0);
    window.addEventListener('afterprint', done, { once: true });
    // Runs after the commit, so the card is in the page when the browser takes its snapshot.
    window.print();
    return () => window.removeEventListener('afterprint', done);
  }, [printRequest]);

  return (
    <>
      <Button variant="secondary" onClick={() => setPrintRequest((n) => n + 1)}>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          className="size-5"
        >
          <path d="M6 9V3h12v6M6 18H4a1 1 0 0 1-1-1v-6a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v6a1 1 0 0 1-1 1h-2" />
          <path d="M6 14h12v7H6z" />
        </svg>
        {label}
      </Button>
      {printing &&
        createPortal(
          <div data-print-card="" className="hidden print:block">
            <style>{PRINT_CSS}</style>
            <MembershipCard membership={membership} isPrimary={isPrimary} forPrint />
          </div>,
          document.body,
        )}
    </>
  );
}
