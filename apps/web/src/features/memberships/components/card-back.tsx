import { type CardHolder, type CardIssuer, cardBackParagraphs } from '@arx/contracts/card';
import { Trans } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { getPageLocale } from '../../../lib/i18n/catalogs';

type CardBackProps = { holder: CardHolder; issuer: CardIssuer };

/**
 * The back of the card: how a pharmacist submits the claim, the price rule, whom to call, in the
 * page's language; the claim instructions stay in English for the pharmacist (@arx/contracts/card).
 */
export function CardBack({ holder, issuer }: CardBackProps) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="flex w-full flex-col gap-1.5 rounded-2xl border border-slate-300 bg-white p-4 text-slate-800 text-xs leading-4"
    >
      <h3 id={titleId} className="sr-only">
        <Trans>Card back</Trans>
      </h3>
      {cardBackParagraphs(holder, issuer, getPageLocale()).map((paragraph) => (
        <p key={paragraph.key}>
          <strong className="font-bold text-ink">{paragraph.title}: </strong>
          {paragraph.text}
        </p>
      ))}
    </article>
  );
}

/** A disclosure under the card face: the back is there when a pharmacist asks, out of the way otherwise. */
export function CardBackToggle(props: CardBackProps) {
  const backId = useId();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={backId}
        onClick={() => setOpen((was) => !was)}
        className="inline-flex min-h-11 items-center gap-1.5 self-start rounded-lg px-2 font-semibold text-brand-800 text-sm hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          className={`size-4 transition-transform ${open ? 'rotate-90' : ''}`}
        >
          <path d="m9 6 6 6-6 6" />
        </svg>
        <Trans>Card back</Trans>
      </button>
      <div id={backId} hidden={!open}>
        {open && <CardBack {...props} />}
      </div>
    </>
  );
}
