import { DEFAULT_LOCALE, localePrefix, splitLocalePath } from '@arx/contracts/locales';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { ENTRY_CATALOGS } from './app/entry-catalogs';
import { AppProviders, createQueryClient } from './app/providers';
import { AppRoutes, preloadPage } from './app/router';
import { hydrateQueryState, readStateElement } from './app/ssr/state';
import { loadCatalogs, setPageLocale } from './lib/i18n/catalogs';
import { redirectToChosenLanguage, savedLocaleChoice, saveLocaleChoice } from './lib/i18n/saved-locale';
import { loadSanitizer } from './lib/use-sanitized-html';
import './index.css';

/** `npm run dev:mock` runs the app against in-browser mocks of the API (the test handlers). */
async function enableMocking(): Promise<void> {
  if (import.meta.env.MODE !== 'mock') return;
  try {
    const { worker } = await import('./testing/browser');
    await worker.start({ onUnhandledRequest: 'bypass' });
  } catch (error) {
    console.error(error);
    window.alert('Failed to enable mocking');
  }
}

/**
 * A public page comes rendered by the server with its data in a JSON block
 * (docs/decisions/0018-server-rendering.md): the browser takes over that HTML (hydrates it) once
 * the page's code, and the FAQ sanitizer if answers are on it, have loaded, so its first render
 * is the server's. Member pages come as an empty shell and are rendered here.
 */
async function start(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  const state = readStateElement();
  const queryClient = createQueryClient();
  // The language is the address's (/es/… is Spanish): this page load downloads its messages only.
  const { locale, pathname } = splitLocalePath(window.location.pathname);
  // A member page has no address per language: it follows the language the visitor chose with
  // the switch, or read the Spanish pages in, so a visitor who signs up from /es/register comes
  // back from the payment page (an address without /es) to Spanish pages. Reading an English page
  // changes no choice: English is where links, e-mails and search engines lead by default.
  if (state === null && redirectToChosenLanguage()) return;
  if (locale !== DEFAULT_LOCALE && savedLocaleChoice() !== locale) saveLocaleChoice(locale);
  setPageLocale(locale);
  document.documentElement.lang = locale;
  const messages = loadCatalogs(...ENTRY_CATALOGS);
  // The page's code downloads while the rest starts, not after it. The tree below is the
  // server's (entry-server.tsx) with the browser's router.
  const page = preloadPage(pathname);
  const app = (
    <StrictMode>
      <AppProviders
        queryClient={queryClient}
        initialAuthStatus={state === null ? undefined : 'anonymous'}
        locale={locale}
      >
        <BrowserRouter basename={localePrefix(locale)}>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>
  );
  if (state === null) {
    await Promise.all([enableMocking(), messages]);
    createRoot(root).render(app);
    return;
  }
  const dehydrated = hydrateQueryState(queryClient, state);
  const hasAnswers = dehydrated.queries.some((query) => query.queryKey[0] === 'faqs');
  await Promise.all([page, messages, hasAnswers ? loadSanitizer() : null]);
  hydrateRoot(root, app);
}

void start();
