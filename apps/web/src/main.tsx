import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
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

void enableMocking().then(() => {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={createAppRouter()} />
      </AppProviders>
    </StrictMode>,
  );
});
