import { createContext, type ReactNode, useCallback, useContext, useLayoutEffect, useMemo, useState } from 'react';
import {
  createBrowserHistory,
  createMemoryHistory,
  createStaticHistory,
  type History,
  type Location,
  type NavigateOptions,
  type To,
} from './history';
import { matchRoutes, type Params, type RouteObject } from './match';

type RouterState = {
  location: Location;
  history: History;
  /** The prefix of every address the app makes ("/es" for Spanish, '' for English). */
  basename: string;
};

const RouterContext = createContext<RouterState | null>(null);

/** The matched route a component sits in: its parameters, where its children's paths start, its child. */
type RouteState = { params: Params; pathnameBase: string; outlet: ReactNode };

const RouteContext = createContext<RouteState>({ params: {}, pathnameBase: '/', outlet: null });

/**
 * The location is React state, set from the history's changes: a navigation made inside
 * startTransition is part of that transition, rendered together with the state set beside it
 * (signing out and leaving the page in one render, say), as React Router does.
 */
function Router({ history, basename = '', children }: { history: History; basename?: string; children: ReactNode }) {
  const [location, setLocation] = useState(history.location);
  useLayoutEffect(() => {
    const update = () => setLocation(history.location);
    // A navigation between the first render and this subscription is not missed.
    update();
    return history.listen(update);
  }, [history]);
  const value = useMemo(() => ({ location, history, basename }), [location, history, basename]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

/** The browser's address bar and history; under `basename`, the app's paths leave it out. */
export function BrowserRouter({ basename = '', children }: { basename?: string; children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory(basename));
  return (
    <Router history={history} basename={basename}>
      {children}
    </Router>
  );
}

/** A history of its own in memory (tests). */
export function MemoryRouter({ initialEntries, children }: { initialEntries?: To[]; children: ReactNode }) {
  const [history] = useState(() => createMemoryHistory(initialEntries));
  return <Router history={history}>{children}</Router>;
}

/** One fixed address (the app's path, without `basename`): the server-side renderer's. */
export function StaticRouter({
  location,
  basename = '',
  children,
}: {
  location: To;
  basename?: string;
  children: ReactNode;
}) {
  const history = useMemo(() => createStaticHistory(location), [location]);
  return (
    <Router history={history} basename={basename}>
      {children}
    </Router>
  );
}

function useRouter(): RouterState {
  const router = useContext(RouterContext);
  if (!router) throw new Error('This component must be rendered inside a router');
  return router;
}

export function useLocation(): Location {
  return useRouter().location;
}

/** The prefix the app's addresses carry in the address bar ("/es"), for links made by hand. */
export function useBasename(): string {
  return useRouter().basename;
}

export type NavigateFunction = (to: To | number, options?: NavigateOptions) => void;

/** Goes to a path, or `delta` steps through the history (-1 is Back). Stable across renders. */
export function useNavigate(): NavigateFunction {
  const { history } = useRouter();
  return useCallback<NavigateFunction>(
    (to, options = {}) => {
      if (typeof to === 'number') history.go(to);
      else if (options.replace) history.replace(to, options.state);
      else history.push(to, options.state);
    },
    [history],
  );
}

/** The parameters of the matched routes (`:name` and `*`). */
export function useParams(): Params {
  return useContext(RouteContext).params;
}

type SearchInit = URLSearchParams | Record<string, string> | string;

/** The query as URLSearchParams, and a way to change it (a navigation, pushed or replaced). */
export function useSearchParams(): [
  URLSearchParams,
  (next: SearchInit | ((previous: URLSearchParams) => SearchInit), options?: NavigateOptions) => void,
] {
  const { location, history } = useRouter();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const setParams = useCallback(
    (next: SearchInit | ((previous: URLSearchParams) => SearchInit), options: NavigateOptions = {}) => {
      const init = typeof next === 'function' ? next(new URLSearchParams(history.location.search)) : next;
      const query = new URLSearchParams(init).toString();
      const to = `${history.location.pathname}${query ? `?${query}` : ''}`;
      if (options.replace) history.replace(to, options.state);
      else history.push(to, options.state);
    },
    [history],
  );
  return [params, setParams];
}

/** Where a layout route shows the child route that matched. */
export function Outlet() {
  return <>{useContext(RouteContext).outlet}</>;
}

/**
 * The elements of the routes matching the location, layouts wrapping their matched child (shown
 * by <Outlet />). Paths inside a route that ends in `/*` are relative to where it matched.
 */
export function useRoutes(routes: RouteObject[], location?: Location): ReactNode {
  const current = useLocation();
  const parent = useContext(RouteContext);
  const { pathname } = location ?? current;
  const matches = useMemo(() => matchRoutes(routes, pathname, parent.pathnameBase), [routes, pathname, parent]);
  if (!matches) return null;
  let outlet: ReactNode = null;
  for (let i = matches.length - 1; i >= 0; i--) {
    const match = matches[i];
    if (!match) continue;
    const value: RouteState = {
      params: { ...parent.params, ...match.params },
      pathnameBase: match.pathnameBase,
      outlet,
    };
    outlet = <RouteContext.Provider value={value}>{match.route.element ?? <Outlet />}</RouteContext.Provider>;
  }
  return outlet;
}
