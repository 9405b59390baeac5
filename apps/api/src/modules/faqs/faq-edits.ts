import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type FaqTranslations, faqs } from '../../db/schema';
import type { FaqRecord } from './faqs.repository';

/**
 * What an operator writes: the answers are already sanitized (the allow-list of
 * lib/sanitize-html.ts). Without `translations`, an update keeps the ones the FAQ has.
 */
export type FaqContent = {
  question: string;
  answerHtml: string;
  highlighted: boolean;
  translations?: FaqTranslations;
};

/** Adds an FAQ after the last one. */
export async function insertFaq(db: Database, content: FaqContent): Promise<FaqRecord> {
  const [row] = await db
    .insert(faqs)
    .values({
      ...content,
      rank: sql`(select coalesce(max(${faqs.rank}), 0) + 1 from ${faqs})`,
    })
    .returning();
  return row as FaqRecord;
}

export async function findFaq(db: Database, id: number): Promise<FaqRecord | null> {
  const [row] = await db.select().from(faqs).where(eq(faqs.id, id));
  return row ?? null;
}

export async function updateFaq(db: Database, id: number, content: FaqContent): Promise<FaqRecord | null> {
  const [row] = await db
    .update(faqs)
    .set({
      question: content.question,
      answerHtml: content.answerHtml,
      highlighted: content.highlighted,
      ...(content.translations ? { translations: content.translations } : {}),
      updatedAt: new Date(),
    })
    .where(eq(faqs.id, id))
    .returning();
  return row ?? null;
}

export async function deleteFaq(db: Database, id: number): Promise<FaqRecord | null> {
  const [row] = await db.delete(faqs).where(eq(faqs.id, id)).returning();
  return row ?? null;
}

/** The FAQs' ids in their order now. */
export async function faqOrder(db: Database): Promise<number[]> {
  const rows = await db.select({ id: faqs.id }).from(faqs).orderBy(asc(faqs.rank), asc(faqs.id));
  return rows.map((row) => row.id);
}

/** Ranks 1…n in the order given; `ids` must be every FAQ exactly once (the caller checks). */
export async function writeFaqOrder(db: Database, ids: readonly number[]): Promise<void> {
  for (const [index, id] of ids.entries()) {
    await db
      .update(faqs)
      .set({ rank: index + 1, updatedAt: new Date() })
      .where(eq(faqs.id, id));
  }
}
