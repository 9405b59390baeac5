/**
 * What the API answers a member about their bookmarks, medication pages and other records not
 * covered by a rules file, in English. The web app shows each in the page's language
 * (docs/decisions/0019-spanish.md). No zod here: the web imports this file at runtime.
 */

/**
 * The general message of a refusal that lists its problems (400, `errors`): "Please fix the
 * following errors". The web never shows it: it shows the list, under a heading of its own
 * (components/forms/error-summary.tsx, or the failure's own words).
 */
export const FIX_ERRORS_MESSAGE = 'Please fix the following errors';

/**
 * The bookmark routes' refusals (/bookmarks…). The web only logs a failed bookmark call
 * (docs/product.md §7), so none of these reaches a screen and none is translated
 * (lib/i18n/rule-messages.test.ts names them); a screen that shows one first gives them a table.
 */
export const BOOKMARK_MESSAGES = {
  /** 409: a medication taken off the price list cannot be bookmarked anew (its old bookmark can be removed). */
  medicationRetired: 'This medication is no longer offered, so it cannot be bookmarked.',
  /** 409: the bookmark was removed and added again by another request while this one saved it. */
  changedWhileSaving: 'The bookmark changed while it was being saved. Please try again.',
  /** 404: no such medication. */
  medicationNotFound: 'Medication not found',
  /** 404: no bookmark of the caller's with that id (another member's answers the same). */
  bookmarkNotFound: 'Bookmark not found',
} as const;

export type BookmarkMessageKey = keyof typeof BOOKMARK_MESSAGES;
