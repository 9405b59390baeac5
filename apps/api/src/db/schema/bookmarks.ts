import { index, integer, pgTable, serial, timestamp, unique } from 'drizzle-orm/pg-core';
import { medications } from './catalog';
import { users } from './sign-in';

/** A member's saved medications: each at most once per member. */
export const bookmarks = pgTable(
  'bookmarks',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    medicationId: integer('medication_id')
      .notNull()
      .references(() => medications.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('bookmarks_user_medication').on(t.userId, t.medicationId),
    index('bookmarks_user_idx').on(t.userId, t.createdAt),
  ],
);
