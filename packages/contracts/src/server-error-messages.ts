/**
 * The API's words for a failure on its side (5xx), whatever was asked: the web app shows them
 * in the page's language wherever it shows the server's words (docs/decisions/0019-spanish.md).
 * No zod here: the web imports this file at runtime.
 */
export const SERVER_ERROR_MESSAGES = {
  internal: 'Something went wrong on our side. Please try again.',
  unavailable: 'The service is temporarily unavailable. Please try again in a moment.',
} as const;
