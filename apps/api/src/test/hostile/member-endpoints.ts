import { ACCOUNT_MESSAGES, PRICE_REPORT_MESSAGES } from '@arx/contracts';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { API_PREFIX } from '../../api-routes';
import type { RateLimitedAction } from '../../security/rate-limit';

/**
 * Every endpoint that checks a bearer token, with a request that would read or change a
 * household's data if the check were skipped. The hostile suites send bad tokens, another
 * household's ids and bad bodies to each; `tokenCheckingRoutes` (asserted in tokens.int.test.ts)
 * keeps this table honest: a new member endpoint without an entry here fails the suite.
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One household's ids, as set up by createHostileWorld. */
export type Household = {
  token: string;
  userId: number;
  primaryId: number;
  dependentId: number;
  bookmarkId: number;
  bookmarkedMedicationId: number;
  /** The paid checkout session the card holder validated. */
  sessionId: string;
  /** The download ticket of the card holder's Apple pass. */
  downloadTicket: string;
  /** A fill of the household's savings ledger. */
  fillId: number;
};

export type World = { familyPlanId: number; spareMedicationId: number };

export type HostileCall = { method: Method; url: string; payload?: unknown };

/**
 * How an endpoint answers another household's ids: 404, exactly like an id that does not
 * exist (docs/product.md §7). `ids` are the victim's; `missing` stands in for an id nobody has.
 */
export type ForeignIds = {
  ids(victim: Household): (number | string)[];
  missing: number | string;
  call(id: number | string, world: World): HostileCall;
};

export type MemberEndpoint = {
  method: Method;
  /** As registered, under /api/v1. */
  route: string;
  /** required: 401 without a token; optional: a visitor is served, a bad token is still refused. */
  auth: 'required' | 'optional';
  /** What the household's own member would send: reads its data or changes it. */
  request(h: Household, world: World): HostileCall;
  /** Whether that request, sent by the member, changes stored data. */
  writes: boolean;
  /**
   * Another household's ids. Every endpoint with a path id or a membership_id has this, or
   * `foreignIdsNotOwned` saying why its id belongs to no household.
   */
  foreign?: ForeignIds;
  foreignIdsNotOwned?: string;
  /** An empty body (null, or none) is an edit naming nothing: answered 200 and nothing changes. */
  emptyBodyIsNoOp?: boolean;
  /**
   * Where the contract answers unknown fields with its own single message instead of
   * "Unknown field: x" (the account contract belongs to the account feature).
   */
  unknownFieldMessage?: string;
  /**
   * A benefit of the club: a signed-in account whose household has no live membership is
   * refused 403 with this message, whatever it sends (limits.int.test.ts).
   */
  membershipRequired?: string;
  /**
   * Counted per member against this limit of security/rate-limit.ts, refused requests too: past
   * it, even the member's valid request is 429 with the limit's message (limits.int.test.ts).
   */
  rateLimit?: RateLimitedAction;
};

const MISSING_ID = 2_147_483_000;

const profile = {
  date_of_birth: '1985-05-05',
  sex: 'female',
  address_street: '9 Intruder Road',
  address_city: 'Boise',
  address_state: 'ID',
  address_zip: '83702',
};

const byMembership = (h: Household) => [h.primaryId, h.dependentId];
const byFill = (h: Household) => [h.fillId];

export const MEMBER_ENDPOINTS: MemberEndpoint[] = [
  { method: 'GET', route: '/current_user', auth: 'required', writes: false, request: () => get('/current_user') },
  {
    method: 'DELETE',
    route: '/auth/logout',
    auth: 'required',
    writes: true,
    request: () => ({ method: 'DELETE', url: '/auth/logout' }),
  },
  { method: 'GET', route: '/account/export', auth: 'required', writes: false, request: () => get('/account/export') },
  {
    method: 'DELETE',
    route: '/account',
    auth: 'required',
    writes: true,
    request: () => ({ method: 'DELETE', url: '/account', payload: { confirm: 'DELETE' } }),
    unknownFieldMessage: ACCOUNT_MESSAGES.confirmationRequired,
  },
  { method: 'GET', route: '/users', auth: 'required', writes: false, request: () => get('/users?user_id=1') },
  {
    method: 'GET',
    route: '/users/:id',
    auth: 'required',
    writes: false,
    request: (h) => get(`/users/${h.userId}`),
    foreign: { ids: (v) => [v.userId], missing: MISSING_ID, call: (id) => get(`/users/${id}`) },
  },
  {
    method: 'PUT',
    route: '/users/:id',
    auth: 'required',
    writes: true,
    request: (h) => ({ method: 'PUT', url: `/users/${h.userId}`, payload: { user: { name: 'Taken Over' } } }),
    foreign: {
      ids: (v) => [v.userId],
      missing: MISSING_ID,
      call: (id) => ({ method: 'PUT', url: `/users/${id}`, payload: { user: { name: 'Taken Over' } } }),
    },
  },
  {
    method: 'PUT',
    route: '/users/me/locale',
    auth: 'required',
    writes: true,
    request: () => ({ method: 'PUT', url: '/users/me/locale', payload: { locale: 'es' } }),
  },
  {
    method: 'GET',
    route: '/users/subscription_status',
    auth: 'required',
    writes: false,
    request: () => get('/users/subscription_status'),
  },
  {
    method: 'GET',
    route: '/users/membership',
    auth: 'required',
    writes: false,
    request: () => get('/users/membership'),
  },
  { method: 'GET', route: '/users/profile', auth: 'required', writes: false, request: () => get('/users/profile') },
  {
    method: 'GET',
    route: '/users/family_members',
    auth: 'required',
    writes: false,
    request: () => get('/users/family_members'),
  },
  {
    method: 'POST',
    route: '/subscriptions/checkout',
    auth: 'required',
    writes: true,
    request: (_h, w) => ({
      method: 'POST',
      url: '/subscriptions/checkout',
      payload: { plan_id: w.familyPlanId, interval: 'year', time_zone: 'America/Los_Angeles' },
    }),
  },
  {
    method: 'POST',
    route: '/subscriptions/validate-session',
    auth: 'required',
    writes: true,
    request: (h) => ({ method: 'POST', url: '/subscriptions/validate-session', payload: { session_id: h.sessionId } }),
    foreign: {
      ids: (v) => [v.sessionId],
      missing: 'cs_sandbox_missing_0000000000',
      call: (id) => ({ method: 'POST', url: '/subscriptions/validate-session', payload: { session_id: id } }),
    },
  },
  // Opening a portal creates a provider portal session.
  {
    method: 'GET',
    route: '/subscriptions/portal',
    auth: 'required',
    writes: true,
    request: () => get('/subscriptions/portal'),
  },
  { method: 'GET', route: '/billing/details', auth: 'required', writes: false, request: () => get('/billing/details') },
  {
    method: 'GET',
    route: '/billing/invoices',
    auth: 'required',
    writes: false,
    request: () => get('/billing/invoices?limit=10'),
  },
  { method: 'GET', route: '/billing/portal', auth: 'required', writes: true, request: () => get('/billing/portal') },
  {
    method: 'GET',
    route: '/billing/cancellation',
    auth: 'required',
    writes: false,
    request: () => get('/billing/cancellation'),
  },
  // The household paid minutes ago, so the quote is a refund: asking for the period-end kind is
  // answered 409 and changes nothing, which keeps the world intact for the other endpoints.
  {
    method: 'POST',
    route: '/billing/cancel',
    auth: 'required',
    writes: true,
    request: () => ({ method: 'POST', url: '/billing/cancel', payload: { expected: 'at_period_end' } }),
  },
  // Nothing is pending, so taking a cancellation back is answered 409 and changes nothing.
  {
    method: 'POST',
    route: '/billing/resume',
    auth: 'required',
    writes: true,
    request: () => ({ method: 'POST', url: '/billing/resume' }),
  },
  { method: 'GET', route: '/memberships', auth: 'required', writes: false, request: () => get('/memberships') },
  {
    method: 'POST',
    route: '/memberships',
    auth: 'required',
    writes: true,
    request: () => ({
      method: 'POST',
      url: '/memberships',
      payload: { membership: { display_name: 'Intruder', person_code: 3 } },
    }),
  },
  {
    method: 'GET',
    route: '/memberships/primary',
    auth: 'required',
    writes: false,
    request: () => get('/memberships/primary'),
  },
  {
    method: 'PATCH',
    route: '/memberships/update_profile',
    auth: 'required',
    writes: true,
    request: () => ({
      method: 'PATCH',
      url: '/memberships/update_profile',
      payload: { profile, time_zone: 'America/Los_Angeles' },
    }),
  },
  {
    method: 'GET',
    route: '/memberships/:id',
    auth: 'required',
    writes: false,
    request: (h) => get(`/memberships/${h.dependentId}`),
    foreign: { ids: byMembership, missing: MISSING_ID, call: (id) => get(`/memberships/${id}`) },
  },
  {
    method: 'PATCH',
    route: '/memberships/:id',
    auth: 'required',
    writes: true,
    request: (h) => renameMember(h.dependentId),
    emptyBodyIsNoOp: true,
    foreign: { ids: byMembership, missing: MISSING_ID, call: (id) => renameMember(id) },
  },
  {
    method: 'DELETE',
    route: '/memberships/:id',
    auth: 'required',
    writes: true,
    request: (h) => ({ method: 'DELETE', url: `/memberships/${h.dependentId}` }),
    foreign: {
      ids: byMembership,
      missing: MISSING_ID,
      call: (id) => ({ method: 'DELETE', url: `/memberships/${id}` }),
    },
  },
  {
    method: 'PATCH',
    route: '/memberships/:id/complete_profile',
    auth: 'required',
    writes: true,
    request: (h) => completeProfile(h.dependentId),
    foreign: { ids: byMembership, missing: MISSING_ID, call: (id) => completeProfile(id) },
  },
  { method: 'GET', route: '/bookmarks', auth: 'required', writes: false, request: () => get('/bookmarks?user_id=1') },
  {
    method: 'POST',
    route: '/bookmarks',
    auth: 'required',
    writes: true,
    request: (_h, w) => ({ method: 'POST', url: '/bookmarks', payload: { medication_id: w.spareMedicationId } }),
  },
  {
    method: 'DELETE',
    route: '/bookmarks/:id',
    auth: 'required',
    writes: true,
    request: (h) => ({ method: 'DELETE', url: `/bookmarks/${h.bookmarkId}` }),
    foreign: {
      ids: (v) => [v.bookmarkId],
      missing: MISSING_ID,
      call: (id) => ({ method: 'DELETE', url: `/bookmarks/${id}` }),
    },
  },
  {
    method: 'DELETE',
    route: '/bookmarks/medication/:id',
    auth: 'required',
    writes: true,
    request: (h) => ({ method: 'DELETE', url: `/bookmarks/medication/${h.bookmarkedMedicationId}` }),
    foreignIdsNotOwned:
      'a medication id (the public catalogue); it only ever removes the caller’s own bookmark — cross-household.int.test.ts checks the victim’s stays',
  },
  {
    method: 'GET',
    route: '/bookmarks/check/:id',
    auth: 'required',
    writes: false,
    request: (h) => get(`/bookmarks/check/${h.bookmarkedMedicationId}`),
    foreignIdsNotOwned:
      'a medication id; it answers the caller’s own state — cross-household.int.test.ts checks it never shows the victim’s bookmark',
  },
  {
    method: 'POST',
    route: '/bookmarks/toggle/:id',
    auth: 'required',
    writes: true,
    request: (h) => ({ method: 'POST', url: `/bookmarks/toggle/${h.bookmarkedMedicationId}` }),
    foreignIdsNotOwned: 'a medication id; toggling it changes the caller’s own bookmarks only',
  },
  {
    method: 'GET',
    route: '/wallet_passes/eligibility',
    auth: 'required',
    writes: false,
    request: (h) => get(`/wallet_passes/eligibility?membership_id=${h.dependentId}`),
    foreign: {
      ids: byMembership,
      missing: MISSING_ID,
      call: (id) => get(`/wallet_passes/eligibility?membership_id=${id}`),
    },
  },
  {
    method: 'POST',
    route: '/wallet_passes',
    auth: 'required',
    writes: true,
    request: (h) => ({
      method: 'POST',
      url: '/wallet_passes',
      payload: { platform: 'android', membership_id: h.primaryId },
    }),
    foreign: {
      ids: byMembership,
      missing: MISSING_ID,
      call: (id) => ({ method: 'POST', url: '/wallet_passes', payload: { platform: 'ios', membership_id: id } }),
    },
  },
  {
    method: 'GET',
    route: '/wallet_passes/add_link',
    auth: 'required',
    writes: true,
    request: (h) => get(`/wallet_passes/add_link?platform=android&membership_id=${h.primaryId}`),
    foreign: {
      ids: byMembership,
      missing: MISSING_ID,
      call: (id) => get(`/wallet_passes/add_link?platform=android&membership_id=${id}`),
    },
  },
  // Issuing the .pkpass records the issue (wallet_passes.last_issued_at).
  {
    method: 'GET',
    route: '/wallet_passes/:id/download',
    auth: 'optional',
    writes: true,
    request: (h) => get(`/wallet_passes/${h.primaryId}/download?platform=ios`),
    foreign: {
      ids: byMembership,
      missing: MISSING_ID,
      call: (id) => get(`/wallet_passes/${id}/download?platform=ios`),
    },
  },
  {
    method: 'GET',
    route: '/savings/fills',
    auth: 'required',
    writes: false,
    request: () => get('/savings/fills?limit=20'),
  },
  {
    method: 'POST',
    route: '/savings/fills',
    auth: 'required',
    writes: true,
    request: (h) => recordFill(h.dependentId),
    foreign: { ids: byMembership, missing: MISSING_ID, call: (id) => recordFill(id) },
  },
  {
    method: 'PATCH',
    route: '/savings/fills/:id',
    auth: 'required',
    writes: true,
    request: (h) => editFill(h.fillId),
    foreign: { ids: byFill, missing: MISSING_ID, call: (id) => editFill(id) },
  },
  {
    method: 'DELETE',
    route: '/savings/fills/:id',
    auth: 'required',
    writes: true,
    request: (h) => ({ method: 'DELETE', url: `/savings/fills/${h.fillId}` }),
    foreign: {
      ids: byFill,
      missing: MISSING_ID,
      call: (id) => ({ method: 'DELETE', url: `/savings/fills/${id}` }),
    },
  },
  {
    method: 'GET',
    route: '/savings/summary',
    auth: 'required',
    writes: false,
    request: () => get('/savings/summary'),
  },
  { method: 'GET', route: '/price_reports', auth: 'required', writes: false, request: () => get('/price_reports') },
  {
    method: 'POST',
    route: '/price_reports',
    auth: 'required',
    writes: true,
    request: (h) => reportPrice(h.fillId),
    foreign: { ids: byFill, missing: MISSING_ID, call: (id) => reportPrice(id) },
    membershipRequired: PRICE_REPORT_MESSAGES.membershipRequired,
    rateLimit: 'priceReport',
  },
  { method: 'GET', route: '/medications', auth: 'optional', writes: false, request: () => get('/medications?limit=5') },
  {
    method: 'GET',
    route: '/medications/:id',
    auth: 'optional',
    writes: false,
    request: (_h, w) => get(`/medications/${w.spareMedicationId}`),
    foreignIdsNotOwned: 'a medication id (the public catalogue)',
  },
];

function get(url: string): HostileCall {
  return { method: 'GET', url };
}

function renameMember(id: number | string): HostileCall {
  return {
    method: 'PATCH',
    url: `/memberships/${id}`,
    payload: { membership: { display_name: 'Renamed By Intruder' } },
  };
}

/** A free-text fill: the catalogue's packs are not part of the world. */
function recordFill(membershipId: number | string): HostileCall {
  return {
    method: 'POST',
    url: '/savings/fills',
    payload: {
      membership_id: membershipId,
      medication_name: 'Intruderol cream',
      filled_on: '2026-01-02',
      quantity: '30',
      price_paid: '12.50',
      pharmacy: 'Intruder Pharmacy',
    },
  };
}

/** A report of the price charged for a fill of the ledger: the fill must be the caller's. */
function reportPrice(fillId: number | string): HostileCall {
  return {
    method: 'POST',
    url: '/price_reports',
    payload: { fill_id: fillId, pharmacy: 'Intruder Pharmacy', charged: '99.00', charged_on: '2026-01-02' },
  };
}

function editFill(id: number | string): HostileCall {
  return {
    method: 'PATCH',
    url: `/savings/fills/${id}`,
    payload: { price_paid: '0.01', pharmacy: 'Intruder Pharmacy' },
  };
}

function completeProfile(id: number | string): HostileCall {
  return {
    method: 'PATCH',
    url: `/memberships/${id}/complete_profile`,
    payload: { profile: { ...profile, sex: 'unknown' } },
  };
}

export const endpointKey = (method: string, route: string) => `${method} ${route}`;

/**
 * Every route the app registered, read from Fastify's own route tree (HEAD mirrors GET and is
 * left out). Each one is confirmed with hasRoute, so a misread tree fails loudly.
 */
export function registeredRoutes(app: FastifyInstance): { method: HTTPMethods; url: string }[] {
  const found: { method: HTTPMethods; url: string }[] = [];
  const pathAtDepth: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/.exec(line.trimEnd());
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const url = (depth > 0 ? pathAtDepth[depth - 1]! : '') + match[2]!;
    pathAtDepth[depth] = url;
    pathAtDepth.length = depth + 1;
    for (const method of (match[3] ?? '').split(', ').filter(Boolean) as HTTPMethods[]) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      if (!app.hasRoute({ method, url })) throw new Error(`misread route tree: ${method} ${url}`);
      found.push({ method, url });
    }
  }
  return found;
}

/** A concrete URL for a route pattern, enough to reach its guard (which runs before validation). */
export function sampleUrl(route: string): string {
  return route.replace(/:[A-Za-z_]+/g, '1');
}

export type TokenCheckingRoute = { method: HTTPMethods; route: string; auth: 'required' | 'optional' };

/**
 * Apple's pass web service answers 401 to anything but its pass's own token (`ApplePass …`); it
 * never reads a bearer token, so it is not a member endpoint. Its checks have their own suite
 * (modules/wallet/pass-web-service.int.test.ts).
 */
const OWN_CREDENTIAL_ROUTES = /^\/api\/v1\/wallet_passes\/service\//;

/**
 * The routes that look at a bearer token, found by asking each one: a garbage token is refused
 * with 401 by every guarded route (required or optional) and ignored by every public one. The
 * guard runs before the body and the path are validated, so placeholder values are enough.
 */
export async function tokenCheckingRoutes(app: FastifyInstance): Promise<TokenCheckingRoute[]> {
  const found: TokenCheckingRoute[] = [];
  for (const { method, url } of registeredRoutes(app)) {
    if (OWN_CREDENTIAL_ROUTES.test(url)) continue;
    const withGarbage = await app.inject({
      method,
      url: sampleUrl(url),
      headers: { authorization: 'Bearer probe.not-a.token' },
    });
    if (withGarbage.statusCode !== 401) continue;
    const anonymous = await app.inject({ method, url: sampleUrl(url) });
    const required = anonymous.statusCode === 401 && anonymous.json().message === 'Sign in to continue';
    found.push({ method, route: url.slice(API_PREFIX.length), auth: required ? 'required' : 'optional' });
  }
  return found;
}
