import { act, render } from '@testing-library/react';
import { type Location, MemoryRouter, type NavigateFunction, useLocation, useNavigate } from 'react-router';
import { AppProviders, createQueryClient } from '../app/providers';
import { AppRoutes } from '../app/router';

/** What a test needs of the router: where the app is, and a way to go elsewhere. */
type TestRouter = {
  readonly state: { readonly location: Location };
  /** A path, or a number of steps through the history (-1 is the browser's Back). */
  navigate(to: string | number): Promise<void>;
};

type Probe = { location?: Location; navigate?: NavigateFunction };

function RouterProbe({ probe }: { probe: Probe }) {
  probe.location = useLocation();
  probe.navigate = useNavigate();
  return null;
}

/**
 * Renders the real app (providers, layout, routes) at a URL, backed by the MSW handlers.
 * Each call gets a fresh query cache so tests never share data.
 */
export function renderRoute(url: string) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const probe: Probe = {};
  const router: TestRouter = {
    get state() {
      if (!probe.location) throw new Error('the router has not rendered yet');
      return { location: probe.location };
    },
    async navigate(to) {
      await act(async () => {
        await (typeof to === 'number' ? probe.navigate?.(to) : probe.navigate?.(to));
      });
    },
  };
  const result = render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <RouterProbe probe={probe} />
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...result, router, queryClient };
}
