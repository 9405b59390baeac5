import { ApiError } from '../../lib/api-client';

/** 403 reauth_required: an operator's write with a sign-in too old for it (docs/decisions/0016-back-office.md). */
export function isReauthRequired(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 403 && error.body?.code === 'reauth_required';
}

/**
 * What to tell the operator about a failed call: the API's own words when it refused the request
 * (a 4xx explains itself: "Type at least 2 characters", "That job is running or finished…"),
 * otherwise `fallback`. Several problems are listed one after another.
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || error.status >= 500) return fallback;
  const listed = error.body?.errors ?? [];
  if (listed.length > 1) return listed.join(' ');
  return error.body?.message ?? fallback;
}

/** Whether trying the same request again might work: the network, a 5xx, or too many requests. */
export function isWorthRetrying(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status >= 500 || error.status === 429;
}
