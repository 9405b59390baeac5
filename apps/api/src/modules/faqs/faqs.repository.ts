import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { faqs } from '../../db/schema';

export type FaqRecord = typeof faqs.$inferSelect;

export async function findFaqs(db: Database, options: { highlightedOnly: boolean }): Promise<FaqRecord[]> {
  return db
    .select()
    .from(faqs)
    .where(options.highlightedOnly ? eq(faqs.highlighted, true) : undefined)
    .orderBy(asc(faqs.rank), asc(faqs.id));
}
