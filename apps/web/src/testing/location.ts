import { vi } from 'vitest';

const READ_THROUGH = ['href', 'origin', 'protocol', 'host', 'hostname', 'port', 'pathname', 'search', 'hash'] as const;

/**
 * jsdom cannot navigate, and its location methods can be neither spied on nor proxied (they
 * are frozen). This puts a stand-in in front of window.location whose assign/replace/reload
 * are spies; the URL parts read the real location, so history.replaceState still shows.
 * Call restore() after the test.
 */
export function mockLocation() {
  const descriptor = Object.getOwnPropertyDescriptor(window, 'location')!;
  const real = window.location;
  const spies = { assign: vi.fn(), replace: vi.fn(), reload: vi.fn() };
  const standIn: Record<string, unknown> = { ...spies, toString: () => real.href };
  for (const key of READ_THROUGH) Object.defineProperty(standIn, key, { get: () => real[key], enumerable: true });
  Object.defineProperty(window, 'location', { configurable: true, get: () => standIn });
  return {
    ...spies,
    restore() {
      Object.defineProperty(window, 'location', descriptor);
    },
  };
}
