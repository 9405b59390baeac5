/**
 * The query parameters of arriving from sign-in (docs/decisions/0013-sign-in-code-exchange.md):
 * the API appends a one-time `code` to the return path, which the app trades for its token.
 * A `token` parameter is what older links carried: it is never stored, only removed.
 */
const CODE_PARAM = 'code';
const TOKEN_PARAM = 'token';

/**
 * The API's codes are 32 random bytes in base64url. Other pages have a `code` of their own
 * (the pass-expired page's reason), so only this shape is taken for a sign-in code.
 */
const SIGN_IN_CODE_PATTERN = /^[A-Za-z0-9_-]{43}$/;

function isSignInCode(value: string | null): value is string {
  return value !== null && SIGN_IN_CODE_PATTERN.test(value);
}

/** True when the query carries a sign-in code or a token. */
export function hasSignInParams(search: string): boolean {
  const params = new URLSearchParams(search);
  return params.has(TOKEN_PARAM) || isSignInCode(params.get(CODE_PARAM));
}

/** The query ("?a=1", or "") without the sign-in code and without any token. */
export function withoutSignInParams(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(TOKEN_PARAM);
  if (isSignInCode(params.get(CODE_PARAM))) params.delete(CODE_PARAM);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * Takes the sign-in parameters out of the address bar at once, so they are never bookmarked,
 * shared or sent on as a referrer, and gives the code to trade with the path it landed on.
 */
export function takeSignInCodeFromUrl(): { code: string; returnPath: string } | null {
  const { pathname, search, hash } = window.location;
  if (!hasSignInParams(search)) return null;
  const code = new URLSearchParams(search).get(CODE_PARAM);
  const rest = withoutSignInParams(search);
  // The router keeps its own bookkeeping in history.state: leave it as it is.
  window.history.replaceState(window.history.state, '', `${pathname}${rest}${hash}`);
  return isSignInCode(code) ? { code, returnPath: `${pathname}${rest}` } : null;
}
