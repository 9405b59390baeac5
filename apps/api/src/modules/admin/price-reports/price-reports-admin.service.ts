import { centsToDollars } from '@arx/contracts';
import {
  ADMIN_PRICE_REPORT_MESSAGES,
  type AdminPriceReport,
  type AdminPriceReportListQuery,
  type AdminPriceReportListResponse,
} from '@arx/contracts/admin';
import type { Database } from '../../../db/client';
import { withTransaction } from '../../../db/transaction';
import { AppError } from '../../../errors/app-error';
import { type Operator, recordAudit } from '../../audit';
import {
  findPriceReportById,
  findPriceReportPage,
  type PriceReportCursor,
  type ReportInList,
  type ReportWithReporter,
  writePriceReportAnswer,
} from '../../price-reports';

/**
 * Members' price reports in the back office (docs/decisions/0016-back-office.md). The list
 * shows the medication to the operator who must answer it; the audit log keeps only ids and
 * statuses, since a report is health data.
 */

function toAdminPriceReport(row: ReportWithReporter): AdminPriceReport {
  return {
    id: row.id,
    status: row.status,
    reporter: {
      user_id: row.ownerUserId,
      email: row.reporterEmail,
      member_id: row.memberNumber ? `${row.memberNumber}-01` : null,
    },
    medication_name: row.medicationName,
    pack_label: row.packLabel,
    pharmacy: row.pharmacy,
    charged_on: row.chargedOn,
    shown_price: row.shownPriceCents === null ? null : centsToDollars(row.shownPriceCents),
    charged: centsToDollars(row.chargedCents),
    difference: row.shownPriceCents === null ? null : centsToDollars(row.chargedCents - row.shownPriceCents),
    note: row.note,
    answer: row.answer,
    answered_at: row.answeredAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** A page's cursor: "open_2026-03-05T15:00:00.123456Z_12", the contract's `after`. */
const cursorOf = ({ position: p }: ReportInList) => `${p.status}_${p.createdAt}_${p.id}`;

function parseCursor(cursor: string | undefined): PriceReportCursor | undefined {
  if (!cursor) return undefined;
  const [status, createdAt, id] = cursor.split('_');
  return { status: status as PriceReportCursor['status'], createdAt: createdAt as string, id: Number(id) };
}

/** One page of the list, with the cursor of the next; the contract caps the page at 200. */
export async function listPriceReports(
  db: Database,
  query: AdminPriceReportListQuery,
): Promise<AdminPriceReportListResponse> {
  const { status, after, limit, user_id: userId } = query;
  const rows = await findPriceReportPage(db, status, parseCursor(after), limit + 1, userId);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { reports: page.map(toAdminPriceReport), next: rows.length > limit && last ? cursorOf(last) : null };
}

/** Saves the answer (a second one replaces the first), audited in the same transaction. */
export async function answerPriceReport(
  db: Database,
  operator: Operator,
  id: number,
  answer: string,
): Promise<AdminPriceReport> {
  return withTransaction(db, async (tx) => {
    const before = await findPriceReportById(tx, id);
    if (!before) throw new AppError('not_found', ADMIN_PRICE_REPORT_MESSAGES.notFound);
    await writePriceReportAnswer(tx, id, { answer, answeredByUserId: operator.userId });
    await recordAudit(tx, operator, {
      action: 'price_report.answer',
      memberUserId: before.ownerUserId,
      subjectType: 'price_report',
      subjectId: id,
      before: { status: before.status },
      after: { status: 'answered' },
    });
    const after = await findPriceReportById(tx, id);
    return toAdminPriceReport(after as ReportWithReporter);
  });
}
