import {
  type CardHolder,
  type CardIssuer,
  cardBackParagraphs,
  cardFrontFields,
  notInsuranceStatement,
  petStatement,
  telHref,
} from '@arx/contracts/card';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { getPageLocale } from '../../../lib/i18n/catalogs';
import { SITE } from '../../../lib/site';

/** ISO/IEC 7810 ID-1, the size of a bank card: what a wallet slot holds. */
export const CARD_WIDTH_MM = 85.6;
export const CARD_HEIGHT_MM = 53.98;

type PrintCardSheetProps = { holder: CardHolder; issuer: CardIssuer; cardTitle: string };

/**
 * The printed sheet: the front above the back, each at card size with cut marks at its corners,
 * so a member cuts both out and glues them back to back. White with dark text, because a home
 * printer rarely prints a full-bleed colour evenly; sizes are in millimetres and points only.
 */
export function PrintCardSheet({ holder, issuer, cardTitle }: PrintCardSheetProps) {
  const { t } = useLingui();
  // The card in the page's language; RxBIN, RxPCN and RxGroup keep the words pharmacists read, and
  // the back's claim instructions and the not-insurance statement keep their English (@arx/contracts/card).
  const locale = getPageLocale();
  const [name, memberId, ...codes] = cardFrontFields(holder, issuer, locale);
  const pet = petStatement(holder, locale);
  return (
    <div className="flex flex-col items-start gap-[14mm] p-[6mm] font-sans text-black">
      <CutOut label={t`Card front`}>
        <div className="-mx-[3mm] -mt-[3mm] mb-[1.5mm] flex items-baseline justify-between bg-brand-800 px-[3mm] py-[1.2mm] text-white [print-color-adjust:exact]">
          <span className="font-bold text-[8pt]">{SITE.name}</span>
          <span className="text-[6.5pt]">{cardTitle}</span>
        </div>
        <p className="font-semibold text-[10pt] leading-[12pt]">{name?.value}</p>
        {pet && <p className="font-bold text-[7.5pt] uppercase">{pet}</p>}
        <p className="text-[7.5pt]">
          <span className="mr-[1.5mm] uppercase">
            <Trans>Member ID</Trans>
          </span>
          <span className="font-bold font-mono text-[11pt]">{memberId?.value}</span>
        </p>
        <dl className="mt-[1mm] flex gap-[4mm] text-[8pt]">
          {codes.map((field) => (
            <div key={field.key} className="flex gap-[1mm]">
              <dt>{field.label}</dt>
              <dd className="font-mono font-semibold">{field.value}</dd>
            </div>
          ))}
        </dl>
        <dl className="mt-auto grid grid-cols-[auto_1fr] gap-x-[1.5mm] text-[7pt] leading-[8.6pt]">
          <dt>
            <Trans>Processor</Trans>
          </dt>
          <dd className="font-semibold">{issuer.processor_name}</dd>
          <dt>
            <Trans>Pharmacist help desk</Trans>
          </dt>
          <dd className="font-semibold">
            <a href={telHref(issuer.helpdesk_phone)}>{issuer.helpdesk_phone}</a>
          </dd>
          <dt>
            <Trans>Member services</Trans>
          </dt>
          <dd className="font-semibold">
            <a href={telHref(issuer.member_services_phone)}>{issuer.member_services_phone}</a> ·{' '}
            <a href={issuer.website_url}>{issuer.website_label}</a>
          </dd>
        </dl>
        <p className="mt-[1mm] text-[9pt] tracking-wide">
          <strong className="font-extrabold">{notInsuranceStatement(locale)}</strong>
        </p>
      </CutOut>
      <CutOut label={t`Card back`}>
        {cardBackParagraphs(holder, issuer, locale).map((paragraph) => (
          <p key={paragraph.key} className="text-[6.6pt] leading-[8pt]">
            <strong className="font-bold">{paragraph.title}: </strong>
            {paragraph.text}
          </p>
        ))}
      </CutOut>
    </div>
  );
}

/** One face at card size, with cut marks at its corners. */
function CutOut({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section
      aria-label={label}
      data-card-face=""
      className="relative flex h-[53.98mm] w-[85.6mm] flex-col gap-[0.8mm] border-[0.2mm] border-slate-300 p-[3mm]"
    >
      {children}
      <CutMarks />
    </section>
  );
}

/** How far the marks reach out from the card, and the gap they leave so no mark is on the card. */
const MARK_REACH_MM = 6;
const MARK_GAP_MM = 1.5;
/** To the hundredth of a millimetre, so 53.98 + 12 is written 65.98, not 65.97999999999999. */
const mm = (value: number) => Math.round(value * 100) / 100;

/**
 * Eight short lines on the extensions of the card's edges, drawn in a box 6 mm larger on every
 * side whose user units are millimetres, so the marks sit exactly on the cut lines.
 */
function CutMarks() {
  const r = MARK_REACH_MM;
  const [left, right] = [r, mm(r + CARD_WIDTH_MM)];
  const [top, bottom] = [r, mm(r + CARD_HEIGHT_MM)];
  const width = mm(CARD_WIDTH_MM + 2 * r);
  const height = mm(CARD_HEIGHT_MM + 2 * r);
  const near = mm(r - MARK_GAP_MM);
  const lines = [
    // Horizontal marks, left and right of the top and bottom edges.
    ...[top, bottom].flatMap((y) => [
      [0, y, near, y],
      [mm(width - near), y, width, y],
    ]),
    // Vertical marks, above and below the left and right edges.
    ...[left, right].flatMap((x) => [
      [x, 0, x, near],
      [x, mm(height - near), x, height],
    ]),
  ];
  return (
    <svg
      aria-hidden="true"
      data-cut-marks=""
      className="pointer-events-none absolute"
      style={{ left: `-${r}mm`, top: `-${r}mm`, width: `${width}mm`, height: `${height}mm` }}
      viewBox={`0 0 ${width} ${height}`}
    >
      {lines.map(([x1, y1, x2, y2]) => (
        <line key={`${x1},${y1},${x2},${y2}`} x1={x1} y1={y1} x2={x2} y2={y2} stroke="black" strokeWidth="0.2" />
      ))}
    </svg>
  );
}
