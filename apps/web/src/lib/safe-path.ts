import { type Locale, localizePath, splitLocalePath } from '@arx/contracts/locales';

/**
 * Every address the app computes and then goes to (the language redirect, the return after
 * sign-in, the router's navigations) passes here: only a path of this site, "/x", never another
 * site. The API applies the same rules to sign-in's return path (apps/api/src/modules/auth/return-path.ts).
 */
const MAX_LENGTH = 2000;
/** Control characters, which URL parsers drop ("/\t/evil" is "//evil"), and backslashes, read as "/". */
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
const CONTROL_OR_BACKSLASH = /[\u0000-\u001f\u007f\\]/;
/** Beyond this many layers of percent-encoding a path is refused rather than decoded further. */
const MAX_DECODES = 3;
/** The origin to check against where there is no page (the server-side renderer). */
const SERVER_ORIGIN = 'https://club.invalid';

function currentOrigin(): string {
  return typeof window === 'undefined' ? SERVER_ORIGIN : window.location.origin;
}

/**
 * The path as a server or a later decode may read it: "/%2F%2Fevil" is "//evil" to some. Null when
 * it is malformed or still encoded after MAX_DECODES layers.
 */
function decodedPath(path: string): string | null {
  let current = path;
  for (let i = 0; i <= MAX_DECODES; i++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null;
}

/** True for a path of this site ("/faq?x=1#a"); false for "//host", "/\host", "/%2F…", a scheme, "x". */
export function isSafePath(target: string, origin: string = currentOrigin()): boolean {
  if (typeof target !== 'string' || !target.startsWith('/') || target.length > MAX_LENGTH) return false;
  if (target.startsWith('//') || CONTROL_OR_BACKSLASH.test(target)) return false;
  const decoded = decodedPath(target.split(/[?#]/, 1)[0] as string);
  if (decoded === null || decoded.startsWith('//') || CONTROL_OR_BACKSLASH.test(decoded)) return false;
  try {
    return new URL(target, origin).origin === origin;
  } catch {
    return false;
  }
}

/** `target` when it is a path of this site, else `fallback` (a constant path of the app). */
export function safePath(target: string, fallback = '/', origin: string = currentOrigin()): string {
  return isSafePath(target, origin) ? target : fallback;
}

/**
 * An app path in a language ("/faq" or "/es/faq" → "/es/faq"); an unsafe one becomes `fallback`
 * in that language ("/es/"). A path that already names a language is moved, not prefixed twice.
 */
export function localizedSafePath(path: string, locale: Locale, fallback = '/'): string {
  return localizePath(splitLocalePath(safePath(path, fallback)).pathname, locale);
}
