import type { ErrorResponse } from '@arx/contracts';
import { SERVER_ERROR_MESSAGES } from '@arx/contracts/server-errors';
import { msg } from '@lingui/core/macro';
import { readToken } from './auth-token';
import { endSession } from './end-session';
import { getPageLocale, i18nFor } from './i18n/catalogs';
import { ruleMessages, translateRuleMessage } from './i18n/rule-messages';

export const API_BASE = '/api/v1';

/**
 * The API's words for a failure on its side, in the shell's catalogue: any feature may show them
 * (a toast that gives the server's message), so they reach every page in its language.
 */
export const SERVER_ERROR_RULE_MESSAGES = ruleMessages(SERVER_ERROR_MESSAGES, {
  internal: msg`Something went wrong on our side. Please try again.`,
  unavailable: msg`The service is temporarily unavailable. Please try again in a moment.`,
});

/** A failed API call: the HTTP status and the server's message, when it sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: Partial<ErrorResponse> | null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type RequestOptions = {
  method?: string;
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
  /** What the caller wants back; JSON unless said otherwise (a .pkpass download, say). */
  accept?: string;
};

/**
 * How requests leave: the browser's fetch against its own origin. The server-side renderer
 * (entry-server.tsx) replaces it with a call into the API in the same process, so a page's
 * data on the server comes from the same routes, services and catalogue index as in the browser.
 */
export const transport: { fetch: typeof fetch; origin: () => string } = {
  fetch: (input, init) => fetch(input, init),
  origin: () => window.location.origin,
};

/** Where a 401 sends the member, once the session has ended on this device; replaced in tests. */
export const session = {
  onUnauthorized: () => {
    window.location.assign('/login');
  },
};

/**
 * The one way the app calls the API: same origin, credentials included, the bearer token
 * attached. A 401 ends the session (lib/end-session.ts) and goes to /login, except on medication URLs, which are
 * public and must keep working for a visitor whose token just expired (docs/product.md §6, §7).
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await sendApiRequest(path, options);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** The same call for answers that are not JSON: the OK response itself, for its blob or text. */
export async function sendApiRequest(path: string, options: RequestOptions = {}): Promise<Response> {
  const url = new URL(`${API_BASE}${path}`, transport.origin());
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== '') url.searchParams.set(key, String(value));
  }
  const headers: Record<string, string> = { accept: options.accept ?? 'application/json' };
  const token = readToken();
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';

  const response = await transport.fetch(url, {
    method: options.method ?? 'GET',
    headers,
    credentials: 'include',
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });

  if (response.status === 401 && !path.includes('/medications')) {
    // The token goes at once; the page leaves once the device is clean, as sign-out does (a page
    // load would cut the cleaning short).
    void endSession().then(() => session.onUnauthorized());
  }
  if (!response.ok) {
    const answer = (await response.json().catch(() => null)) as Partial<ErrorResponse> | null;
    const status = response.status;
    const i18n = i18nFor(getPageLocale());
    // The API's general failure words come in the page's language, for every feature alike.
    const body =
      answer?.message === undefined
        ? answer
        : { ...answer, message: translateRuleMessage(i18n, SERVER_ERROR_RULE_MESSAGES, answer.message) };
    throw new ApiError(status, body?.message ?? i18n._(msg`Request failed with status ${status}`), body);
  }
  return response;
}
