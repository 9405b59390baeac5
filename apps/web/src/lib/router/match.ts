import type { ReactNode } from 'react';

/**
 * A route: a path (absolute, or relative to its parent's), or none for a layout that only
 * wraps its children; `index` for what a parent shows at its own path; `handle` for anything
 * the app wants to know about a match (the protected area, say).
 */
export type RouteObject = {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  children?: RouteObject[];
  handle?: unknown;
};

export type Params = Record<string, string | undefined>;

export type PathMatch = { params: Params; pathname: string; pathnameBase: string };

export type RouteMatch = PathMatch & { route: RouteObject };

const PARAM = /^:(\w+)$/;

function segmentsOf(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/**
 * Matches `pathname` against a pattern of static segments, `:name` parameters and a final `*`
 * (the rest, as the `*` parameter). Case-insensitive; a trailing slash does not matter.
 * `pathnameBase` is the part matched before a `*`: where relative child routes start.
 */
export function matchPath(pattern: string, pathname: string): PathMatch | null {
  const wanted = segmentsOf(pattern);
  const actual = segmentsOf(pathname);
  const params: Params = {};
  const splat = wanted.at(-1) === '*';
  const fixed = splat ? wanted.slice(0, -1) : wanted;
  if (splat ? actual.length < fixed.length : actual.length !== fixed.length) return null;
  for (const [i, segment] of fixed.entries()) {
    const value = actual[i] as string;
    const param = PARAM.exec(segment);
    if (param) params[param[1] as string] = safeDecode(value);
    else if (segment.toLowerCase() !== value.toLowerCase()) return null;
  }
  const base = `/${actual.slice(0, fixed.length).join('/')}`;
  if (splat) params['*'] = actual.slice(fixed.length).map(safeDecode).join('/');
  return { params, pathname: splat ? `/${actual.join('/')}` : base, pathnameBase: base };
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

type Branch = { routes: RouteObject[]; pattern: string; score: number; order: number };

/** How specific a pattern is: static segments beat parameters, which beat a `*` (as React Router ranks). */
function scoreOf(pattern: string, index: boolean): number {
  const segments = segmentsOf(pattern);
  let score = segments.length;
  for (const segment of segments) {
    if (segment === '*') score -= 2 + 1;
    else if (PARAM.test(segment)) score += 3;
    else score += 10;
  }
  if (segments.length === 0) score += 1;
  return index ? score + 2 : score;
}

function joinPaths(parent: string, path: string): string {
  if (path.startsWith('/')) return path;
  return `${parent.replace(/\/+$/, '')}/${path}`;
}

function flatten(routes: RouteObject[], parents: RouteObject[] = [], parentPath = '/', branches: Branch[] = []) {
  for (const route of routes) {
    const chain = [...parents, route];
    const pattern = route.path === undefined ? parentPath : joinPaths(parentPath, route.path);
    if (route.children?.length) flatten(route.children, chain, pattern, branches);
    // A layout without a path is only ever part of a child's branch.
    if (route.path !== undefined || route.index) {
      branches.push({ routes: chain, pattern, score: scoreOf(pattern, !!route.index), order: branches.length });
    }
  }
  return branches;
}

const ranked = new WeakMap<RouteObject[], Branch[]>();

function branchesOf(routes: RouteObject[]): Branch[] {
  let branches = ranked.get(routes);
  if (!branches) {
    branches = flatten(routes).sort((a, b) => b.score - a.score || a.order - b.order);
    ranked.set(routes, branches);
  }
  return branches;
}

/**
 * The chain of routes (layouts first) whose most specific branch matches `pathname`, each with
 * the parameters known at its level; null when none does.
 */
export function matchRoutes(
  routes: RouteObject[],
  location: string | { pathname: string },
  basename = '/',
): RouteMatch[] | null {
  const full = typeof location === 'string' ? (location.split(/[?#]/)[0] ?? '/') : location.pathname;
  const base = basename.replace(/\/+$/, '');
  if (base && !(full.toLowerCase() === base.toLowerCase() || full.toLowerCase().startsWith(`${base.toLowerCase()}/`))) {
    return null;
  }
  const pathname = full.slice(base.length) || '/';
  for (const branch of branchesOf(routes)) {
    const match = matchPath(branch.pattern, pathname);
    if (!match) continue;
    const toBase = (path: string) => (base ? (path === '/' ? base : `${base}${path}`) : path);
    return branch.routes.map((route) => ({
      route,
      params: match.params,
      pathname: toBase(match.pathname),
      pathnameBase: toBase(match.pathnameBase),
    }));
  }
  return null;
}
