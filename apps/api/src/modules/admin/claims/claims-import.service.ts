import {
  type AdminClaimsCounts,
  type AdminClaimsImportRequest,
  type AdminClaimsImportResponse,
  type AdminClaimsImportsResponse,
  type AdminClaimsLine,
  CLAIMS_LIST_LIMIT,
} from '@arx/contracts/admin';
import type { Database } from '../../../db/client';
import { withTransaction } from '../../../db/transaction';
import { listAudit, type Operator, recordAudit } from '../../audit';
import { insertPharmacyFills, type PharmacyFill } from '../../savings';
import { type ClaimLine, ClaimsFileError, readClaimsFile } from './claims-file';
import { findPeopleByMemberNumbers } from './claims-members.repository';

const ACTION = 'claims.import';
/** The history lists this many imports, newest first. */
const HISTORY_LIMIT = 50;

export type ImportOutcome = { status: 200 | 422; body: AdminClaimsImportResponse };

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** Each line to its person, or the reason it names nobody. */
async function matchLines(db: Database, lines: ClaimLine[]) {
  const numbers = [...new Set(lines.map((l) => l.memberNumber))];
  const people = await findPeopleByMemberNumbers(db, numbers);
  const households = new Set(people.map((p) => p.memberNumber));
  const byId = new Map(people.map((p) => [`${p.memberNumber}-${p.sequence}`, p]));
  const matched: PharmacyFill[] = [];
  const unmatched: AdminClaimsLine[] = [];
  for (const line of lines) {
    const person = byId.get(`${line.memberNumber}-${line.sequence}`);
    if (!person) {
      unmatched.push({
        line: line.line,
        message: households.has(line.memberNumber)
          ? `${line.memberId} is not a person of household ${line.memberNumber}`
          : `No member has the ID ${line.memberId}`,
      });
      continue;
    }
    matched.push({
      ownerUserId: person.ownerUserId,
      membershipId: person.membershipId,
      medicationName: line.medicationName,
      filledOn: line.filledOn,
      quantity: line.quantity,
      pricePaidCents: line.pricePaidCents,
      retailCents: line.retailCents,
      pharmacy: line.pharmacy,
      claimKey: line.claimKey,
    });
  }
  return { matched, unmatched };
}

function summary(counts: AdminClaimsCounts): string {
  const parts = [
    `${plural(counts.imported, 'line', 'lines')} imported`,
    `${counts.already_imported.toLocaleString('en-US')} already imported`,
    `${counts.unmatched.toLocaleString('en-US')} unmatched`,
    `${plural(counts.problems, 'line', 'lines')} with problems`,
  ];
  return `${parts.join(', ')}.`;
}

/**
 * Imports a claims file into the members' ledgers. Good lines are imported even when others are
 * bad (docs/claims-file.md); a file that cannot be read at all changes nothing (422). The fills
 * and the audit entry are written together; the entry holds the file's name and the counts,
 * never a line, and the file itself is not kept.
 */
export async function importClaims(
  db: Database,
  operator: Operator,
  input: AdminClaimsImportRequest,
  today: string,
): Promise<ImportOutcome> {
  let file: ReturnType<typeof readClaimsFile>;
  try {
    file = readClaimsFile(input.csv, today);
  } catch (error) {
    if (!(error instanceof ClaimsFileError)) throw error;
    return {
      status: 422,
      body: {
        counts: { lines: 0, imported: 0, already_imported: 0, unmatched: 0, problems: 1 },
        unmatched: [],
        problems: [error.problem],
        message: 'The file cannot be read as a claims file, so nothing was imported. Correct it and import it again.',
      },
    };
  }
  const { matched, unmatched } = await matchLines(db, file.lines);
  const counts = await withTransaction(db, async (tx) => {
    const imported = await insertPharmacyFills(tx, matched);
    const result: AdminClaimsCounts = {
      lines: file.lineCount,
      imported,
      already_imported: matched.length - imported,
      unmatched: unmatched.length,
      problems: file.problems.length,
    };
    await recordAudit(tx, operator, {
      action: ACTION,
      subjectType: 'claims_file',
      after: { file_name: input.file_name, ...result },
    });
    return result;
  });
  return {
    status: 200,
    body: {
      counts,
      unmatched: unmatched.slice(0, CLAIMS_LIST_LIMIT),
      problems: file.problems.slice(0, CLAIMS_LIST_LIMIT),
      message: summary(counts),
    },
  };
}

const countOf = (after: Record<string, unknown>, key: keyof AdminClaimsCounts) =>
  typeof after[key] === 'number' ? after[key] : 0;

/** The latest imports, from the audit log: who, when, which file and the counts. */
export async function listClaimsImports(db: Database): Promise<AdminClaimsImportsResponse> {
  const rows = await listAudit(db, { action: ACTION, limit: HISTORY_LIMIT });
  return {
    imports: rows.map((row) => {
      const after = (row.after ?? {}) as Record<string, unknown>;
      return {
        id: row.id,
        at: row.at.toISOString(),
        operator_email: row.operatorEmail,
        file_name: typeof after.file_name === 'string' ? after.file_name : '',
        counts: {
          lines: countOf(after, 'lines'),
          imported: countOf(after, 'imported'),
          already_imported: countOf(after, 'already_imported'),
          unmatched: countOf(after, 'unmatched'),
          problems: countOf(after, 'problems'),
        },
      };
    }),
  };
}
