import { z } from 'zod';
import { requestObject } from './request-body';

export const BookmarkSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  medication: z.object({
    id: z.number().int(),
    display_name: z.string(),
    strength: z.string(),
    form: z.string(),
    /** Highest cash price over its packs, and lowest member price (docs/product.md §9). */
    max_cash_price: z.number().nullable(),
    min_membership_price: z.number().nullable(),
    /** max(0, max cash − min member price), and its rounded percent of the max cash price. */
    savings_amount: z.number(),
    savings_percentage: z.number().int(),
    /**
     * True when a published catalogue no longer lists it: it has no price and cannot be bookmarked
     * again, but the member's bookmark stays until they remove it.
     */
    retired: z.boolean(),
  }),
});
export type Bookmark = z.infer<typeof BookmarkSchema>;

export const BookmarkListResponseSchema = z.object({ bookmarks: z.array(BookmarkSchema) });
export const BookmarkResponseSchema = z.object({ bookmark: BookmarkSchema });
export const CreateBookmarkRequestSchema = requestObject(
  {
    medication_id: z
      .number({ error: 'medication_id must be a number' })
      .int({ error: 'medication_id must be a whole number' })
      .positive({ error: 'medication_id must be positive' }),
  },
  'The request body must be a JSON object with medication_id',
);
export const BookmarkStateResponseSchema = z.object({
  is_bookmarked: z.boolean(),
  bookmark_id: z.number().int().nullable(),
});
export type BookmarkStateResponse = z.infer<typeof BookmarkStateResponseSchema>;
