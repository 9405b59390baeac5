import { createHash } from 'node:crypto';
import type { AdminClaimsLine } from '@arx/contracts/admin';
import {
  EARLIEST_FILL_DATE,
  MAX_QUANTITY,
  MEDICATION_NAME_MAX_LENGTH,
  MEDICATION_NAME_MIN_LENGTH,
  PHARMACY_MAX_LENGTH,
} from '@arx/contracts/savings-rules';
import { CsvSyntaxError, parseCsv } from '../../medications';

/** The claims file's columns (docs/claims-file.md); claim_id is optional. */
export const CLAIMS_COLUMNS = [
  'member_id',
  'fill_date',
  'medication',
  'quantity',
  'pharmacy',
  'usual_price',
  'price_paid',
] as const;
const OPTIONAL_COLUMNS = ['claim_id'] as const;
type Column = (typeof CLAIMS_COLUMNS)[number] | (typeof OPTIONAL_COLUMNS)[number];

const CLAIM_ID_MAX_LENGTH = 100;
/** ARX-000123-02: the household's number (six digits or more) and the person's two-digit suffix. */
const MEMBER_ID = /^(ARX-\d{6,})-(\d{2})$/;
/** At most six digits of dollars and two of cents: larger is a typo, not a prescription. */
const MONEY = /^(\d{1,6})(?:\.(\d{1,2}))?$/;

/** A line that passed the checks, ready to be matched to a person. */
export type ClaimLine = {
  line: number;
  memberNumber: string;
  sequence: number;
  memberId: string;
  filledOn: string;
  medicationName: string;
  quantity: number;
  pharmacy: string;
  retailCents: number;
  pricePaidCents: number;
  claimKey: string;
};

export type ClaimsFile = { lineCount: number; lines: ClaimLine[]; problems: AdminClaimsLine[] };

/** The file cannot be read as a claims file at all: nothing of it is imported. */
export class ClaimsFileError extends Error {
  constructor(readonly problem: AdminClaimsLine) {
    super(`line ${problem.line}: ${problem.message}`);
    this.name = 'ClaimsFileError';
  }
}

/** "YYYY-MM-DD" of a real calendar day, or null. */
function calendarDate(text: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return day.toISOString().slice(0, 10) === text ? text : null;
}

const collapse = (text: string) => text.trim().replace(/\s+/g, ' ');
/** NUL and the like (a quoted line break is only spacing): never part of a name, and PostgreSQL refuses NUL in text. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

function money(field: string, raw: string, errors: string[]): number {
  const match = MONEY.exec(raw.trim());
  if (!match) {
    errors.push(`${field} must be a dollar amount of 0 or more with at most 6 digits and 2 decimals, such as 12.50`);
    return 0;
  }
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/**
 * Without a claim_id, the line's own content is its key: the same fill sent twice is one fill.
 * Normalised first (case, spaces, "12.5" and "12.50") so a re-export that only reformats the
 * file still matches.
 */
function contentKey(line: Omit<ClaimLine, 'claimKey' | 'line'>): string {
  const parts = [
    line.memberId,
    line.filledOn,
    line.medicationName.toLowerCase(),
    String(line.quantity),
    line.pharmacy.toLowerCase(),
    String(line.retailCents),
    String(line.pricePaidCents),
  ];
  return `line:${createHash('sha256').update(parts.join('\u001f')).digest('hex')}`;
}

function readLine(line: number, value: (column: Column) => string, hasClaimId: boolean, today: string) {
  const errors: string[] = [];
  const memberId = value('member_id').trim().toUpperCase();
  const id = MEMBER_ID.exec(memberId);
  if (!id) errors.push('member_id must be a member ID such as ARX-000123-02');
  const filledOn = calendarDate(value('fill_date').trim());
  if (!filledOn) errors.push('fill_date must be a date such as 2026-03-14');
  else if (filledOn < EARLIEST_FILL_DATE) errors.push('fill_date must be in 2000 or later');
  else if (filledOn > today) errors.push('fill_date cannot be in the future');
  const medicationName = collapse(value('medication'));
  if (CONTROL.test(value('medication')) || CONTROL.test(value('pharmacy')) || CONTROL.test(value('claim_id'))) {
    errors.push('medication, pharmacy and claim_id cannot hold control characters');
  }
  if (medicationName.length < MEDICATION_NAME_MIN_LENGTH || medicationName.length > MEDICATION_NAME_MAX_LENGTH) {
    errors.push(
      `medication must be between ${MEDICATION_NAME_MIN_LENGTH} and ${MEDICATION_NAME_MAX_LENGTH} characters`,
    );
  }
  const quantityText = value('quantity').trim();
  const quantity = /^\d+(\.\d+)?$/.test(quantityText) ? Number(quantityText) : 0;
  if (!(quantity > 0 && quantity <= MAX_QUANTITY)) {
    errors.push(`quantity must be a number more than 0 and at most ${MAX_QUANTITY.toLocaleString('en-US')}`);
  }
  const pharmacy = collapse(value('pharmacy'));
  if (pharmacy === '' || pharmacy.length > PHARMACY_MAX_LENGTH) {
    errors.push(`pharmacy must be between 1 and ${PHARMACY_MAX_LENGTH} characters`);
  }
  const retailCents = money('usual_price', value('usual_price'), errors);
  const pricePaidCents = money('price_paid', value('price_paid'), errors);
  const claimId = hasClaimId ? value('claim_id').trim() : '';
  if (hasClaimId && (claimId === '' || claimId.length > CLAIM_ID_MAX_LENGTH)) {
    errors.push(`claim_id must be between 1 and ${CLAIM_ID_MAX_LENGTH} characters`);
  }
  if (errors.length > 0 || !id || !filledOn) return { problem: { line, message: errors.join('; ') } };
  const fields = {
    memberNumber: id[1] as string,
    sequence: Number(id[2]),
    memberId,
    filledOn,
    medicationName,
    quantity,
    pharmacy,
    retailCents,
    pricePaidCents,
  };
  return { claim: { ...fields, line, claimKey: hasClaimId ? `claim:${claimId}` : contentKey(fields) } };
}

/**
 * Reads a claims file: its header must name every column (in any order, claim_id optional, no
 * others), else the whole file is refused. Each line is then checked on its own; a bad line is a
 * problem with its line number, and the others stand. `today` (YYYY-MM-DD) bounds the fill date.
 */
export function readClaimsFile(csv: string, today: string): ClaimsFile {
  let records: ReturnType<typeof parseCsv>;
  try {
    records = parseCsv(csv);
  } catch (error) {
    if (error instanceof CsvSyntaxError) {
      throw new ClaimsFileError({ line: error.line, message: 'A quoted field is never closed' });
    }
    throw error;
  }
  const [header, ...rows] = records;
  const names = (header?.fields ?? []).map((name) => name.trim().toLowerCase());
  const missing = CLAIMS_COLUMNS.filter((column) => !names.includes(column));
  const unknown = names.filter((name) => !([...CLAIMS_COLUMNS, ...OPTIONAL_COLUMNS] as string[]).includes(name));
  const repeated = names.filter((name, index) => names.indexOf(name) !== index);
  if (missing.length > 0 || unknown.length > 0 || repeated.length > 0) {
    const said = [
      missing.length > 0 ? `missing ${missing.join(', ')}` : '',
      unknown.length > 0 ? `unknown ${unknown.map((n) => n || '(blank)').join(', ')}` : '',
      repeated.length > 0 ? `repeated ${repeated.join(', ')}` : '',
    ].filter(Boolean);
    throw new ClaimsFileError({
      line: header?.line ?? 1,
      message: `The header must name the columns ${CLAIMS_COLUMNS.join(', ')} (and optionally claim_id): ${said.join('; ')}`,
    });
  }
  const hasClaimId = names.includes('claim_id');
  const lines: ClaimLine[] = [];
  const problems: AdminClaimsLine[] = [];
  for (const { line, fields } of rows) {
    if (fields.length !== names.length) {
      problems.push({ line, message: `The line has ${fields.length} fields; the header has ${names.length}` });
      continue;
    }
    const value = (column: Column) => fields[names.indexOf(column)] ?? '';
    const read = readLine(line, value, hasClaimId, today);
    if (read.problem) problems.push(read.problem);
    else lines.push(read.claim);
  }
  return { lineCount: rows.length, lines, problems };
}
