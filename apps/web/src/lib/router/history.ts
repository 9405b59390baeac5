import { isSafePath } from '../safe-path';

/**
 * Where the app is and how it moves: the browser's history, a list in memory (tests), or one
 * fixed address (the server-side renderer). Kept small on purpose: decision 0018 says why the
 * app has its own router.
 */
export type Location = {
  pathname: string;
  search: string;
  hash: string;
  /** What the page that navigated here passed along (a back link's target, say). */
  state: unknown;
  /** 'default' for the first entry; a new one for each navigation. */
  key: string;
};

/** A path with its query and fragment ("/faq?x=1#top"), or just "?x=1" or "#top" on this page. */
export type To = string;

export type NavigateOptions = { replace?: boolean; state?: unknown };

export type History = {
  readonly location: Location;
  push(to: To, state?: unknown): void;
  replace(to: To, state?: unknown): void;
  go(delta: number): void;
  /** Calls `listener` after every change of location; returns the unsubscribe. */
  listen(listener: () => void): () => void;
};

/** "/a?b=1#c" → its parts; a "?…" or "#…" alone keeps the current path (and query, for "#…"). */
export function resolvePath(to: To, from: Pick<Location, 'pathname' | 'search'>): Omit<Location, 'state' | 'key'> {
  let rest = to;
  let hash = '';
  const hashAt = rest.indexOf('#');
  if (hashAt >= 0) {
    hash = rest.slice(hashAt);
    rest = rest.slice(0, hashAt);
  }
  let search = '';
  const searchAt = rest.indexOf('?');
  if (searchAt >= 0) {
    search = rest.slice(searchAt);
    rest = rest.slice(0, searchAt);
  }
  if (rest === '') {
    return { pathname: from.pathname, search: searchAt >= 0 ? normalizeSearch(search) : from.search, hash };
  }
  return { pathname: rest, search: normalizeSearch(search), hash: hash === '#' ? '' : hash };
}

/**
 * Where a navigation or a link to `to` goes: `resolvePath`'s answer when it is a path of this
 * site, else the home page. A page opened at "//evil.example/x" (or told to go there) could
 * otherwise hand the browser another site's address ("?q" on that page is "//evil.example/x?q").
 */
export function resolveTarget(to: To, from: Pick<Location, 'pathname' | 'search'>): Omit<Location, 'state' | 'key'> {
  const next = resolvePath(to, from);
  return isSafePath(createPath(next)) ? next : { pathname: '/', search: '', hash: '' };
}

function normalizeSearch(search: string): string {
  return search === '?' ? '' : search;
}

export function createPath({ pathname, search, hash }: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  return `${pathname}${search}${hash}`;
}

let keys = 0;
const nextKey = () => `k${(++keys).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

type EntryState = { usr?: unknown; key?: string };

/** The app's path of an address under `basename`: ("/es/faq", "/es") → "/faq"; ("/es", "/es") → "/". */
export function stripBasename(pathname: string, basename: string): string {
  if (!basename) return pathname;
  if (pathname === basename) return '/';
  return pathname.startsWith(`${basename}/`) ? pathname.slice(basename.length) : pathname;
}

/** The address of an app path under `basename` ("/es" + "/faq"); relative ones ("?q", "#x") stay. */
export function withBasename(path: string, basename: string): string {
  return basename && path.startsWith('/') ? `${basename}${path}` : path;
}

/**
 * The browser's own history: back and forward work, and each entry keeps its state. Under a
 * `basename` (a language's prefix, "/es") the app sees and gives paths without it.
 */
export function createBrowserHistory(basename = ''): History {
  const listeners = new Set<() => void>();
  const read = (): Location => {
    const entry = (window.history.state ?? {}) as EntryState;
    return {
      pathname: stripBasename(window.location.pathname, basename),
      search: window.location.search,
      hash: window.location.hash,
      state: entry.usr ?? null,
      key: entry.key ?? 'default',
    };
  };
  let location = read();
  const notify = () => {
    location = read();
    for (const listener of listeners) listener();
  };
  window.addEventListener('popstate', notify);
  const write = (method: 'pushState' | 'replaceState', to: To, state: unknown) => {
    const next = resolveTarget(to, location);
    const entry: EntryState = { usr: state ?? null, key: nextKey() };
    window.history[method](entry, '', withBasename(createPath(next), basename));
    notify();
  };
  return {
    get location() {
      return location;
    },
    push: (to, state) => write('pushState', to, state),
    replace: (to, state) => write('replaceState', to, state),
    go: (delta) => window.history.go(delta),
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** A history in memory: the entries given, the last one current. */
export function createMemoryHistory(initialEntries: readonly To[] = ['/']): History {
  const listeners = new Set<() => void>();
  const root = { pathname: '/', search: '' };
  const entries: Location[] = (initialEntries.length > 0 ? initialEntries : ['/']).map((to, i) => ({
    ...resolvePath(to, root),
    state: null,
    key: i === 0 ? 'default' : nextKey(),
  }));
  let index = entries.length - 1;
  const notify = () => {
    for (const listener of listeners) listener();
  };
  return {
    get location() {
      return entries[index] as Location;
    },
    push(to, state) {
      const next = { ...resolveTarget(to, entries[index] as Location), state: state ?? null, key: nextKey() };
      entries.splice(index + 1, entries.length, next);
      index = entries.length - 1;
      notify();
    },
    replace(to, state) {
      entries[index] = { ...resolveTarget(to, entries[index] as Location), state: state ?? null, key: nextKey() };
      notify();
    },
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (next === index) return;
      index = next;
      notify();
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** One address that never changes: the server renders a page, it does not navigate. */
export function createStaticHistory(url: To): History {
  const location: Location = { ...resolvePath(url, { pathname: '/', search: '' }), state: null, key: 'default' };
  const refuse = () => {
    throw new Error('navigation is not possible while rendering on the server');
  };
  return { location, push: refuse, replace: refuse, go: refuse, listen: () => () => {} };
}
