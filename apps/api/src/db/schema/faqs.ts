import type { Locale } from '@arx/contracts/locales';
import { boolean, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/** A question in another language than English; a language without one shows the English. */
export type FaqTranslation = { question: string; answerHtml: string };
export type FaqTranslations = Partial<Record<Exclude<Locale, 'en'>, FaqTranslation>>;

export const faqs = pgTable('faqs', {
  id: serial('id').primaryKey(),
  question: text('question').notNull(),
  answerHtml: text('answer_html').notNull(),
  rank: integer('rank').notNull(),
  highlighted: boolean('highlighted').notNull().default(false),
  /** The question and answer in each other language (docs/decisions/0019-spanish.md). */
  translations: jsonb('translations').$type<FaqTranslations>().notNull().default({}),
  ...timestamps,
});
