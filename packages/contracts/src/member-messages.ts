/**
 * What the API answers a member about their bookmarks, medication pages and other records not
 * covered by a rules file, in English. The web app shows each in the page's language
 * (docs/decisions/0019-spanish.md). No zod here: the web imports this file at runtime.
 */
export {};
