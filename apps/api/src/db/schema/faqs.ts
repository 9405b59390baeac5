import { boolean, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

export const faqs = pgTable('faqs', {
  id: serial('id').primaryKey(),
  question: text('question').notNull(),
  answerHtml: text('answer_html').notNull(),
  rank: integer('rank').notNull(),
  highlighted: boolean('highlighted').notNull().default(false),
  ...timestamps,
});
