import type { AdminFaq, AdminFaqInput, AdminFaqTranslation } from '@arx/contracts/admin';
import type { Database } from '../../../db/client';
import { withTransaction } from '../../../db/transaction';
import { AppError } from '../../../errors/app-error';
import { sanitizeFaqHtml } from '../../../lib/sanitize-html';
import { type Operator, recordAudit } from '../../audit';
import {
  deleteFaq,
  type FaqContent,
  type FaqRecord,
  faqOrder,
  findFaq,
  findFaqs,
  insertFaq,
  updateFaq,
  writeFaqOrder,
} from '../../faqs';

const MESSAGES = {
  notFound: 'That FAQ no longer exists.',
  emptyAnswer: 'The answer has no text left once what is not allowed is removed.',
  emptySpanishAnswer: 'The Spanish answer has no text left once what is not allowed is removed.',
  order: 'The new order must list every FAQ exactly once. Reload the page and try again.',
} as const;

/** The Spanish of an FAQ as the back office shows it; null when it has none. */
function spanishOf(row: FaqRecord): AdminFaqTranslation | null {
  const es = row.translations?.es;
  return es ? { question: es.question, answer_html: es.answerHtml } : null;
}

function toAdminFaq(row: FaqRecord): AdminFaq {
  return {
    id: row.id,
    question: row.question,
    answer_html: row.answerHtml,
    rank: row.rank,
    highlighted: row.highlighted,
    translations: { es: spanishOf(row) },
    updated_at: row.updatedAt.toISOString(),
  };
}

/** What the audit log keeps of an FAQ: its public content, in every language. */
const audited = (row: FaqRecord) => ({
  question: row.question,
  answer_html: row.answerHtml,
  highlighted: row.highlighted,
  rank: row.rank,
  translations: { es: spanishOf(row) },
});

/** An answer sanitized exactly as the public page does it, refused when no text is left. */
function safeAnswer(html: string, emptyMessage: string): string {
  const clean = sanitizeFaqHtml(html).trim();
  if (clean.replace(/<[^>]*>/g, '').trim() === '') throw AppError.badRequest(emptyMessage);
  return clean;
}

/**
 * The operator's input made safe: both answers sanitized as the public page does, and not empty
 * after. Spanish left out of the input is left as it is; `es: null` removes it.
 */
function contentOf(input: AdminFaqInput): FaqContent {
  const answerHtml = safeAnswer(input.answer_html, MESSAGES.emptyAnswer);
  const content: FaqContent = { question: input.question, answerHtml, highlighted: input.highlighted };
  if (input.translations) {
    const es = input.translations.es;
    content.translations = es
      ? { es: { question: es.question, answerHtml: safeAnswer(es.answer_html, MESSAGES.emptySpanishAnswer) } }
      : {};
  }
  return content;
}

/**
 * Editing the FAQs (docs/decisions/0016-back-office.md): create, edit, highlight, reorder,
 * delete, each audited with before and after in the transaction of the change, the Spanish
 * question and answer with the English. Answers (Spanish too) are stored sanitized; the public
 * endpoints sanitize again on the way out and pick up a change within a second.
 */
export async function listFaqsForEditing(db: Database): Promise<AdminFaq[]> {
  return (await findFaqs(db, { highlightedOnly: false })).map(toAdminFaq);
}

/** The answer as the public page will show it, and whether sanitising removed anything. */
export function previewFaqAnswer(answerHtml: string): { answer_html: string; changed: boolean } {
  const clean = sanitizeFaqHtml(answerHtml);
  return { answer_html: clean, changed: clean !== answerHtml };
}

export async function createFaq(db: Database, operator: Operator, input: AdminFaqInput): Promise<AdminFaq> {
  const content = contentOf(input);
  return withTransaction(db, async (tx) => {
    const created = await insertFaq(tx, content);
    await recordAudit(tx, operator, {
      action: 'faq.create',
      subjectType: 'faq',
      subjectId: created.id,
      after: audited(created),
    });
    return toAdminFaq(created);
  });
}

export async function editFaq(db: Database, operator: Operator, id: number, input: AdminFaqInput): Promise<AdminFaq> {
  const content = contentOf(input);
  const edited = await withTransaction(db, async (tx) => {
    const before = await findFaq(tx, id);
    if (!before) return null;
    const after = (await updateFaq(tx, before.id, content)) as FaqRecord;
    await recordAudit(tx, operator, {
      action: 'faq.update',
      subjectType: 'faq',
      subjectId: before.id,
      before: audited(before),
      after: audited(after),
    });
    return after;
  });
  if (!edited) throw new AppError('not_found', MESSAGES.notFound);
  return toAdminFaq(edited);
}

export async function removeFaq(db: Database, operator: Operator, id: number): Promise<void> {
  const removed = await withTransaction(db, async (tx) => {
    const gone = await deleteFaq(tx, id);
    if (!gone) return null;
    await recordAudit(tx, operator, {
      action: 'faq.delete',
      subjectType: 'faq',
      subjectId: gone.id,
      before: audited(gone),
    });
    return gone;
  });
  if (!removed) throw new AppError('not_found', MESSAGES.notFound);
}

/** Puts the FAQs in the order given, which must name each of them once (409 otherwise: someone else changed the list). */
export async function reorderFaqs(db: Database, operator: Operator, ids: readonly number[]): Promise<AdminFaq[]> {
  await withTransaction(db, async (tx) => {
    const current = await faqOrder(tx);
    const same =
      ids.length === current.length && new Set(ids).size === ids.length && ids.every((id) => current.includes(id));
    if (!same) throw new AppError('conflict', MESSAGES.order);
    await writeFaqOrder(tx, ids);
    await recordAudit(tx, operator, {
      action: 'faq.reorder',
      subjectType: 'faq',
      before: { order: current },
      after: { order: [...ids] },
    });
  });
  return listFaqsForEditing(db);
}
