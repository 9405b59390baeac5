import type { FamilyMembership } from '@arx/contracts';
import type { CardIssuer } from '@arx/contracts/card';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { cardIssuerQueryOptions } from '../../../lib/card-issuer';
import { DEFAULT_CARD_TITLE } from '../membership';
import { cardHolderOf } from './membership-card';
import { PrintCardSheet } from './print-card-sheet';
import './print-card.css';

const ISSUER_FAILED = msg`Could not load the card’s pharmacy details. Check your connection and try again.`;

type PrintCardButtonProps = {
  membership: FamilyMembership;
  /** The family card dialog says "Print Card" (docs/product.md §2). */
  label?: string;
  /** Kept for the callers; a printed card needs no PRIMARY badge. */
  isPrimary?: boolean;
};

/**
 * One sheet of the printer's own paper with the front and back at card size and cut marks
 * (docs/decisions/0017-counter-and-savings.md). The sheet exists only while this print is under
 * way; the print stylesheet then hides everything else, so any other page prints as it is.
 */
export function PrintCardButton({ membership, label }: PrintCardButtonProps) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const toast = useToast();
  // A counter, not a flag: a browser that never says "afterprint" must not block the next print.
  const [printRequest, setPrintRequest] = useState(0);
  const [issuer, setIssuer] = useState<CardIssuer | null>(null);
  const printing = printRequest > 0 && issuer !== null;

  useEffect(() => {
    if (printRequest === 0 || issuer === null) return;
    const done = () => setPrintRequest(0);
    window.addEventListener('afterprint', done, { once: true });
    // Runs after the commit, so the sheet is in the page when the browser takes its snapshot.
    window.print();
    return () => window.removeEventListener('afterprint', done);
  }, [printRequest, issuer]);

  const onPrint = async () => {
    try {
      // Usually already there (the card face asked for it); a card without its numbers is no card.
      setIssuer(await queryClient.ensureQueryData(cardIssuerQueryOptions()));
      setPrintRequest((n) => n + 1);
    } catch {
      toast.show(i18n._(ISSUER_FAILED), 'error');
    }
  };

  return (
    <>
      <Button variant="secondary" onClick={onPrint}>
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
        {label ?? t`Print card`}
      </Button>
      {printing &&
        createPortal(
          <div data-print-card="" className="hidden print:block">
            <PrintCardSheet
              holder={cardHolderOf(membership)}
              issuer={issuer}
              cardTitle={membership.card_title || i18n._(DEFAULT_CARD_TITLE)}
            />
          </div>,
          document.body,
        )}
    </>
  );
}
