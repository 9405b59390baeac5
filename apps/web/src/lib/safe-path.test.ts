import { describe, expect, it } from 'vitest';
import { isSafePath, localizedSafePath, safePath } from './safe-path';

const ORIGIN = 'https://club.example';

describe('safePath: a navigation target stays on the app’s origin', () => {
  it.each([
    ['protocol-relative', '//evil.example/phish'],
    ['three slashes', '///evil.example'],
    ['slash backslash', '/\\evil.example'],
    ['backslash backslash', '\\\\evil.example'],
    ['a backslash further on', '/drugs\\..\\..\\evil'],
    ['a tab the URL parser strips', '/\t/evil.example'],
    ['a newline the URL parser strips', '/\n/evil.example'],
    ['a carriage return the URL parser strips', '/\r/evil.example'],
    ['a NUL', '/\u0000/evil.example'],
    ['a DEL', '/x\u007f'],
    ['leading whitespace', ' //evil.example'],
    ['an absolute URL elsewhere', 'https://evil.example/phish'],
    ['an absolute URL of this very origin', `${ORIGIN}/dashboard`],
    ['a scheme without slashes', 'http:evil.example'],
    ['javascript:', 'javascript:alert(1)'],
    ['JavaScript: in mixed case', 'JavaScript:alert(1)'],
    ['javascript: behind a tab', '\tjavascript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['an encoded slash', '/%2Fevil.example'],
    ['an encoded slash in lower case', '/%2fevil.example'],
    ['two encoded slashes', '/%2F%2Fevil.example'],
    ['an encoded backslash', '/%5Cevil.example'],
    ['an encoded backslash in lower case', '/%5cevil.example'],
    ['a double-encoded slash', '/%252Fevil.example'],
    ['a triple-encoded slash', '/%25252Fevil.example'],
    ['an encoded tab', '/%09/evil.example'],
    ['an encoded newline', '/%0A/evil.example'],
    ['malformed percent-encoding', '/%E0%A4%A'],
    ['a relative path', 'dashboard'],
    ['a query alone', '?x=1'],
    ['a fragment alone', '#top'],
    ['nothing', ''],
    ['a very long path', `/${'a'.repeat(2001)}`],
  ])('refuses %s (%j)', (_, target) => {
    expect(isSafePath(target, ORIGIN)).toBe(false);
    expect(safePath(target, '/', ORIGIN)).toBe('/');
    expect(safePath(target, '/dashboard', ORIGIN)).toBe('/dashboard');
  });

  it.each([
    '/',
    '/dashboard',
    '/billing?tab=invoices',
    '/faq#refunds',
    '/faq?topic=billing#refunds',
    '/es/faq',
    '/es/',
    '/drugs/atorvastatin',
    '/register?productId=1',
    // Encoded slashes in the query are a value, not a path.
    '/drug-pricing?search=%2F%2Fevil.example',
    '/admin/members?from=%2Fadmin%2Fmembers',
  ])('keeps the app path %j as it is', (target) => {
    expect(isSafePath(target, ORIGIN)).toBe(true);
    expect(safePath(target, '/dashboard', ORIGIN)).toBe(target);
  });

  it('checks against the page’s own origin by default', () => {
    expect(isSafePath('/dashboard')).toBe(true);
    expect(isSafePath('//evil.example/phish')).toBe(false);
    expect(safePath(`${window.location.origin}/dashboard`)).toBe('/');
  });
});

describe('localizedSafePath: an app path in a language', () => {
  it('puts a safe path under the language’s prefix', () => {
    expect(localizedSafePath('/faq?x=1#a', 'es')).toBe('/es/faq?x=1#a');
    expect(localizedSafePath('/faq', 'en')).toBe('/faq');
  });

  it('moves a path that already names a language instead of prefixing it twice', () => {
    // A Spanish page's failed sign-in carries "/es/billing" back as its return path.
    expect(localizedSafePath('/es/billing', 'es')).toBe('/es/billing');
    expect(localizedSafePath('/es/billing', 'en')).toBe('/billing');
    expect(localizedSafePath('/es/', 'es')).toBe('/es/');
  });

  it('sends an unsafe path to the home page of that language, or the fallback in it', () => {
    expect(localizedSafePath('//evil.example/phish', 'en')).toBe('/');
    expect(localizedSafePath('//evil.example/phish', 'es')).toBe('/es/');
    expect(localizedSafePath('/%2F%2Fevil.example', 'es', '/dashboard')).toBe('/es/dashboard');
  });
});
