import '@testing-library/jest-dom/vitest';
import type { Messages } from '@lingui/core';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { i18nFor } from '../lib/i18n/catalogs';
import { server } from './server';

// Every English catalogue, loaded up front: a component renders its messages at once, as it does
// in the app once its page's catalogues are in (lib/i18n/catalogs.ts).
const english = import.meta.glob<{ messages: Messages }>(
  ['../locales/en.po', '../app/ssr/locales/en.po', '../features/*/locales/en.po', '../features/*/locales/*/en.po'],
  {
    eager: true,
  },
);
for (const catalogue of Object.values(english)) i18nFor('en').load('en', catalogue.messages);

// A busy two-core machine (CI runs the web tests beside the API tests) can take seconds to load
// and render a lazy page the first time; waiting longer only slows a failing test, never a
// passing one. Within the 15 s test timeout.
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no layout: give the app the window APIs it calls.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
if (!window.matchMedia) {
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  window.localStorage.clear();
  window.sessionStorage.clear();
  // The saved language (lib/i18n/saved-locale.ts), so no test reads another's choice.
  // biome-ignore lint/suspicious/noDocumentCookie: removes the one cookie the app sets
  document.cookie = 'arx_locale=; Path=/; Max-Age=0';
});
// Test files share their worker (vite.config.ts): what one stubbed or faked must not reach the next.
afterAll(() => {
  server.close();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});
