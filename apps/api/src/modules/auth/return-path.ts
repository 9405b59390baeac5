import { SignInStateSchema } from '@arx/contracts';

export const DEFAULT_RETURN_PATH = '/dashboard';

/**
 * A return target must be a same-site relative path: "/x", never "//x", "/\x", a scheme, or a
 * control character that a browser might normalise into one (docs/architecture.md §5).
 */
export function isSafeReturnPath(path: string): boolean {
  if (!path.startsWith('/') || path.length > 2000) return false;
  if (path.startsWith('//') || path.startsWith('/\\')) return false;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
  if (/[\u0000-\u001f\u007f\\]/.test(path)) return false;
  try {
    const resolved = new URL(path, 'https://club.invalid');
    return resolved.origin === 'https://club.invalid';
  } catch {
    return false;
  }
}

/** Reads the browser's `state` ({"return_to": path}); null when it is not a safe path. */
export function parseReturnPath(state: string | undefined): string | null {
  if (!state) return DEFAULT_RETURN_PATH;
  let parsed: unknown;
  try {
    parsed = JSON.parse(state);
  } catch {
    return null;
  }
  const result = SignInStateSchema.safeParse(parsed);
  if (!result.success) return null;
  return isSafeReturnPath(result.data.return_to) ? result.data.return_to : null;
}

/** `/register?productId=1` + code → `/register?productId=1&code=…` */
export function withCode(path: string, code: string): string {
  const url = new URL(path, 'https://club.invalid');
  url.searchParams.set('code', code);
  return `${url.pathname}${url.search}${url.hash}`;
}
