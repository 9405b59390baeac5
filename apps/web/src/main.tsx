import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/providers';
import { AppRoutes, preloadPage } from './app/router';
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

// The page's code downloads while React renders the header and footer, not after them.
void preloadPage(window.location.pathname);
void enableMocking().then(() => {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
});
