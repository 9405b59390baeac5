// The API cases: the URLs the web app sends (same parameters, same order, same headers as
// lib/api-client.ts in a browser), with the goals of docs/architecture.md §10; and the
// server-rendered pages, asked for as a browser navigating to them.
import { inspectPage, MEDICATION_NAME, MEDICATION_PAGE, NAVIGATION_HEADERS } from './pages.mjs';

const API = '/api/v1';

/** What Chromium sends on a same-origin fetch; the server compresses larger answers for it. */
export const BROWSER_HEADERS = {
  accept: 'application/json',
  'accept-encoding': 'gzip, deflate, br, zstd',
  'accept-language': 'en-US,en;q=0.9',
  'user-agent': 'arx-bench (autocannon)',
};

/** The estimator's list call (use-price-search.ts): limit 50, with prices, the 30-day supply by default. */
function estimatorPath(search) {
  const params = new URLSearchParams({ limit: '50', has_prices: 'true' });
  if (search) params.set('search', search);
  params.set('day_supply', '30');
  return `${API}/medications?${params}`;
}

/**
 * The GETs the dashboard makes on mount (app/routes/dashboard.tsx): its five queries, then the
 * wallet buttons under the member's own card ask for eligibility once the card shows a completed
 * profile (features/wallet). A family card asks too, with its membership_id, once that member's
 * profile is complete; the bench's dependents have none, so their dashboards make these six.
 */
export const DASHBOARD_CALLS = [
  `${API}/users/profile`,
  `${API}/users/subscription_status`,
  `${API}/memberships/primary`,
  `${API}/bookmarks`,
  `${API}/billing/details`,
  `${API}/wallet_passes/eligibility`,
];

const single = (path) => () => [{ method: 'GET', path }];

/** health/live: what this server does with no work, the yardstick of every other case. */
export function healthCase() {
  return {
    id: 'baseline',
    label: 'health/live (baseline)',
    url: `${API}/health/live`,
    requests: single(`${API}/health/live`),
    goal: null,
  };
}

/** The dashboard's calls, each connection one member after another (also loaded during the renewal batch). */
export function dashboardCase(members) {
  return {
    id: 'dashboard',
    label: `dashboard (${members.length} members)`,
    url: DASHBOARD_CALLS.join(' + '),
    // A connection plays one member opening the dashboard: its calls in turn, then the next member.
    requests: () => {
      let nextMember = 0;
      return DASHBOARD_CALLS.map((path, index) => ({
        method: 'GET',
        path,
        setupRequest: (request, context) => {
          if (index === 0) context.token = members[nextMember++ % members.length].token;
          request.headers.authorization = `Bearer ${context.token}`;
          return request;
        },
      }));
    },
    breakdown: DASHBOARD_CALLS.map((path) => path.slice(API.length)),
    goal: { maxP99Ms: 50 },
  };
}

/**
 * A public page rendered by the server, as a browser navigating to it asks for it (its accept,
 * accept-encoding and accept-language). Before the load, one answer must be a server-rendered
 * HTML page (`inspect`, pages.mjs): the web app's empty shell answered instead misses.
 */
function pageCase(id, path, { mustName } = {}) {
  return {
    id,
    label: `page ${path}`,
    url: path,
    headers: NAVIGATION_HEADERS,
    requests: single(path),
    inspect: (answer) => inspectPage(answer, { mustName }),
    goal: { minRatio: 0.2, maxP99Ms: 50 },
  };
}

/** The server-rendered pages under load: the home page and one medication's page. */
export function ssrCases() {
  return [pageCase('ssr-home', '/'), pageCase('ssr-medication', MEDICATION_PAGE, { mustName: MEDICATION_NAME })];
}

/**
 * Each case: `requests()` makes a fresh autocannon request list (its rotation starts over),
 * `goal` is checked against the measured numbers (ratio = req/s ÷ the baseline's req/s),
 * `headers` (default BROWSER_HEADERS) are sent with every request.
 */
export function apiCases({ terms, members, pages = true }) {
  return [
    healthCase(),
    {
      id: 'search',
      label: `search (${terms.length} terms)`,
      url: estimatorPath('TERM').replace('TERM', '{term}'),
      requests: () => {
        const paths = terms.map((term) => estimatorPath(term));
        let next = 0;
        return [
          {
            method: 'GET',
            setupRequest: (request) => {
              request.path = paths[next++ % paths.length];
              return request;
            },
          },
        ];
      },
      goal: { minRatio: 0.1, maxP99Ms: 50 },
    },
    {
      id: 'estimator',
      label: 'estimator default list',
      url: estimatorPath(),
      requests: single(estimatorPath()),
      goal: { minRatio: 0.25 },
    },
    {
      id: 'products',
      label: 'products',
      url: `${API}/products`,
      requests: single(`${API}/products`),
      goal: { minRatio: 0.25 },
    },
    { id: 'faqs', label: 'faqs', url: `${API}/faqs`, requests: single(`${API}/faqs`), goal: { minRatio: 0.25 } },
    ...(pages ? ssrCases() : []),
    dashboardCase(members),
    {
      // Run by pass-downloads.mjs: the row is health/live loaded as in the baseline case while
      // every member downloads its pass as often as the rate limit allows; compare its p99 with
      // the baseline's.
      id: 'pass-downloads',
      runner: 'pass-downloads',
      label: 'health/live during pass downloads',
      url: `${API}/health/live + ${API}/wallet_passes/{id}/download`,
      members,
      health: { requests: single(`${API}/health/live`) },
      goal: null,
    },
  ];
}
