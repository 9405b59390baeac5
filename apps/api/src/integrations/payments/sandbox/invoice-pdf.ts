import { INTL_LOCALES } from '@arx/contracts/locales';
import type { InEachLanguage, Locale } from '../../../lib/i18n/languages';
import { formatDate, formatMoney, formatShortDate, invoiceStatusLabel } from './sandbox-format';

/**
 * A one-page invoice as a real PDF 1.4 file, written by hand: the sandbox needs a few lines of
 * Helvetica, not a PDF library. Readers locate objects through the xref table, so every offset
 * is counted in bytes of the final file.
 */
export type InvoiceForPdf = {
  number: string;
  created: Date;
  description: string;
  amountCents: number;
  currency: string;
  status: string;
  periodStart?: Date | null;
  periodEnd?: Date | null;
  amountRefundedCents?: number;
};

type Line = { text: string; size: number; bold?: boolean; gapBefore?: number };

/** The invoice's words; its line names the plan as the app does, in the same language. */
const WORDS: InEachLanguage<{
  invoice: string;
  date: string;
  description: string;
  period: (from: string, to: string) => string;
  amount: string;
  refunded: string;
  status: string;
  sandbox: string;
}> = {
  en: {
    invoice: 'Invoice',
    date: 'Date',
    description: 'Description',
    period: (from, to) => `Period: ${from} to ${to}`,
    amount: 'Amount',
    refunded: 'Refunded',
    status: 'Status',
    sandbox: 'Sandbox invoice: no real card was charged.',
  },
  es: {
    invoice: 'Factura',
    date: 'Fecha',
    description: 'Descripción',
    period: (from, to) => `Período: del ${from} al ${to}`,
    amount: 'Importe',
    refunded: 'Reembolsado:',
    status: 'Estado',
    sandbox: 'Factura del entorno de pruebas: no se cobró a ninguna tarjeta real.',
  },
};

/** Latin letters with accents (á, é, ñ…) are in WinAnsi, so Spanish prints as it is written. */
export function renderInvoicePdf(invoice: InvoiceForPdf, locale: Locale = 'en'): Buffer {
  const words = WORDS[locale];
  const money = (cents: number) => formatMoney(cents, invoice.currency, locale);
  const lines: Line[] = [
    { text: 'ARX Savings Club', size: 22, bold: true },
    { text: `${words.invoice} ${invoice.number}`, size: 15, bold: true, gapBefore: 14 },
    { text: `${words.date}: ${formatDate(invoice.created, locale)}`, size: 12, gapBefore: 10 },
    { text: `${words.description}: ${invoice.description}`, size: 12 },
    ...(invoice.periodStart && invoice.periodEnd
      ? [
          {
            text: words.period(
              formatShortDate(invoice.periodStart, locale),
              formatShortDate(invoice.periodEnd, locale),
            ),
            size: 12,
          },
        ]
      : []),
    { text: `${words.amount}: ${money(invoice.amountCents)}`, size: 12 },
    ...(invoice.amountRefundedCents
      ? [{ text: `${words.refunded} ${money(invoice.amountRefundedCents)}`, size: 12 }]
      : []),
    { text: `${words.status}: ${invoiceStatusLabel(invoice.status, locale)}`, size: 12 },
    { text: words.sandbox, size: 10, gapBefore: 18 },
  ];
  const objects = [
    `<< /Type /Catalog /Pages 2 0 R /Lang ${pdfString(INTL_LOCALES[locale])} >>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    stream(contentStream(lines)),
    `<< /Title ${pdfString(`${words.invoice} ${invoice.number}`)} /Producer (ARX Savings Club sandbox) >>`,
  ];
  return writePdf(objects, { root: 1, info: 7 });
}

function contentStream(lines: Line[]): string {
  let y = 720;
  const ops: string[] = [];
  for (const line of lines) {
    y -= line.size + 8 + (line.gapBefore ?? 0);
    ops.push(`BT /${line.bold ? 'F2' : 'F1'} ${line.size} Tf 72 ${y} Td ${pdfString(line.text)} Tj ET`);
  }
  return ops.join('\n');
}

function stream(content: string): string {
  return `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`;
}

/** Header, numbered objects, the xref table (one 20-byte entry each), trailer, startxref. */
function writePdf(objects: string[], refs: { root: number; info: number }): Buffer {
  // The binary comment tells transfer tools the file is not plain text.
  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xE2\xE3\xCF\xD3\n', 'latin1')];
  let length = chunks[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(length);
    const chunk = Buffer.from(`${index + 1} 0 obj\n${body}\nendobj\n`, 'latin1');
    chunks.push(chunk);
    length += chunk.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n `),
  ].join('\n');
  const trailer = `trailer\n<< /Size ${objects.length + 1} /Root ${refs.root} 0 R /Info ${refs.info} 0 R >>`;
  chunks.push(Buffer.from(`${xref}\n${trailer}\nstartxref\n${length}\n%%EOF\n`, 'latin1'));
  return Buffer.concat(chunks);
}

/** A literal string: escapes the delimiters; characters WinAnsi cannot show become "?". */
function pdfString(text: string): string {
  const safe = text.replace(/[^\x20-\x7E\xA0-\xFF]/g, '?').replace(/[\\()]/g, (c) => `\\${c}`);
  return `(${safe})`;
}
