import { SERVER_ERROR_MESSAGES } from '@arx/contracts/server-errors';
import { HttpResponse } from 'msw';

/**
 * The API's answers that no mock handler gives by itself, as the API gives them
 * (`{message, code}`, apps/api/src/errors): for a test's `server.use(http.post(path, () => …))`.
 */

/** 429: a limited action asked for too often (security/rate-limit.ts); `message` is one of RATE_LIMIT_MESSAGES. */
export const rateLimited = (message: string) =>
  HttpResponse.json({ message, code: 'rate_limited' }, { status: 429, headers: { 'retry-after': '60' } });

/** 404: the record is gone (removed in another tab, say); `message` is the contract's. */
export const notFound = (message: string) => HttpResponse.json({ message, code: 'not_found' }, { status: 404 });

/** 500: the API's general failure (SERVER_ERROR_MESSAGES.internal). */
export const internalError = () =>
  HttpResponse.json({ message: SERVER_ERROR_MESSAGES.internal, code: 'internal' }, { status: 500 });
