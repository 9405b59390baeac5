import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../sign-in';
import type { TestContext } from '../test-app';
import {
  createHostileClient,
  createHostileWorld,
  expectClearError,
  type HostileClient,
  reportCount,
  type SentCall,
  withoutRateLimits,
} from './harness';
import { endpointKey, type Household, MEMBER_ENDPOINTS, type World } from './member-endpoints';

/** Fields a member may never set: ids, ownership, billing and plan state, audit columns. */
const FORBIDDEN_FIELDS = [
  'id',
  'owner_user_id',
  'user_id',
  'member_id',
  'member_number',
  'sequence',
  'status',
  'plan',
  'product_id',
  'is_primary',
  'email',
  'payment_customer_id',
  'profile_completed',
  'group_code',
  'created_at',
  'admin',
  'role',
];

const TEN_THOUSAND = 'x'.repeat(10_000);
const MISSING_JSON = ['{', '{"a":', "{'single': 1}", '{"a": 1,}', 'undefined', 'NaN', '{"a": 1}}', '\u0000'];
const WRONG_ROOTS: [string, unknown][] = [
  ['an array', []],
  ['a number', 42],
  ['a string', 'text'],
  ['true', true],
];

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = string[];

/** Every object and every value inside a body, with its path. */
function walk(value: Json, path: Path = []): { objects: Path[]; leaves: { path: Path; value: Json }[] } {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const objects: Path[] = [path];
    const leaves: { path: Path; value: Json }[] = [];
    for (const [key, child] of Object.entries(value)) {
      const inner = walk(child, [...path, key]);
      objects.push(...inner.objects);
      leaves.push(...inner.leaves);
    }
    return { objects, leaves };
  }
  return { objects: [], leaves: [{ path, value }] };
}

function replaceAt(body: Json, path: Path, replacement: Json | undefined): Json {
  if (path.length === 0) return replacement as Json;
  const [head, ...rest] = path as [string, ...string[]];
  const copy = { ...(body as Record<string, Json>) };
  copy[head] = replaceAt(copy[head] as Json, rest, replacement);
  return copy;
}

function objectAt(body: Json, path: Path): Record<string, Json> {
  return path.reduce((node, key) => (node as Record<string, Json>)[key] as Json, body) as Record<string, Json>;
}

/** The raw JSON of `body` with `extra` (already JSON text) added as the first member of the object at `path`. */
function rawWith(body: Json, path: Path, extra: string): string {
  const marker = '"__hostile_marker__":0';
  const withMarker = replaceAt(body, path, { __hostile_marker__: 0, ...objectAt(body, path) });
  return JSON.stringify(withMarker).replace(marker, extra);
}

const words = (text: string) => text.toLowerCase().replace(/_/g, ' ');
/** A field's message names it ("plan_id must be…", "Name must be…"), or a rule names it in docs/product.md's words. */
const FIELD_WORDS: Record<string, string[]> = {
  person_code: ['relationship'],
  address_street: ['street'],
  address_city: ['city'],
  address_state: ['state'],
  address_zip: ['zip'],
  confirm: ['delete your account'],
};
function namesField(texts: string[], field: string): boolean {
  const said = words(texts.join(' | '));
  return [field, ...(FIELD_WORDS[field] ?? [])].some((w) => said.includes(words(w)));
}

describe('hostile bodies, queries and paths: the right 4xx with a clear message, never a 500, never a change', () => {
  let ctx: TestContext;
  let world: World;
  let member: Household;
  let client: HostileClient;

  beforeAll(async () => {
    const built = await createHostileWorld();
    ({ ctx, world, a: member } = built);
    client = createHostileClient(ctx);
    withoutRateLimits(ctx);
  });
  afterAll(async () => {
    if (client) reportCount('bodies', client);
    await ctx?.close();
  });

  /** The member's own token and ids: only the body (or query, or path) is wrong. */
  const send = (call: SentCall, label: string) =>
    client.send({ ...call, headers: { ...bearer(member.token), ...call.headers } }, label);

  const expect400 = async (call: SentCall, label: string) => {
    const res = await send(call, label);
    expect(res.statusCode, `${label}: ${res.body}`).toBe(400);
    return expectClearError(res, label);
  };

  const withBody = MEMBER_ENDPOINTS.filter((e) => e.request({} as Household, {} as World).payload !== undefined);
  const bodyCases = withBody.map((e) => [endpointKey(e.method, e.route), e] as const);

  it.each(bodyCases)(
    'when %s gets a body of the wrong shape or types, then 400 names the field',
    async (_, endpoint) => {
      const call = endpoint.request(member, world);
      const body = call.payload as Json;
      const { objects, leaves } = walk(body);
      for (const [what, root] of WRONG_ROOTS) {
        await expect400(
          { ...call, payload: undefined, rawBody: JSON.stringify(root), contentType: 'application/json' },
          `${call.url} with ${what}`,
        );
      }
      for (const [what, empty] of [
        ['null', { rawBody: 'null', contentType: 'application/json' }],
        ['no body', {}],
      ] as const) {
        const label = `${call.url} with ${what}`;
        if (!endpoint.emptyBodyIsNoOp) await expect400({ ...call, payload: undefined, ...empty }, label);
        else expect((await send({ ...call, payload: undefined, ...empty }, label)).statusCode).toBe(200);
      }
      for (const path of objects.filter((p) => p.length > 0)) {
        for (const wrong of [[], 'text', 7, null] as Json[]) {
          const label = `${call.url} with ${path.join('.')} = ${JSON.stringify(wrong)}`;
          await expect400({ ...call, payload: replaceAt(body, path, wrong) }, label);
        }
      }
      for (const { path, value } of leaves) {
        const field = path[path.length - 1]!;
        const wrongs: Json[] =
          typeof value === 'number' ? ['12', true, [], {}, 1.5, null] : [12345, true, [value], { value }];
        for (const wrong of wrongs) {
          const label = `${call.url} with ${path.join('.')} = ${JSON.stringify(wrong)}`;
          const { message, errors } = await expect400({ ...call, payload: replaceAt(body, path, wrong) }, label);
          expect(namesField([message, ...errors], field), `${label}: names ${field} (${message} ${errors})`).toBe(true);
        }
      }
    },
  );

  it.each(bodyCases)(
    'when %s gets a 10,000-character string in every field, then 400 says how long it may be',
    async (_, endpoint) => {
      const call = endpoint.request(member, world);
      const body = call.payload as Json;
      for (const { path, value } of walk(body).leaves) {
        const field = path[path.length - 1]!;
        const label = `${call.url} with a 10,000-character ${path.join('.')}`;
        const { message, errors } = await expect400({ ...call, payload: replaceAt(body, path, TEN_THOUSAND) }, label);
        const texts = [message, ...errors];
        // Free text says its limit; a number or a choice (month/year, ios/android) names the field.
        const aboutLength = texts.some((t) => /at most \d+ characters|between \d+ and \d+ characters/.test(t));
        if (typeof value === 'string' && !isChoice(field)) expect(aboutLength, `${label}: ${texts}`).toBe(true);
        else expect(aboutLength || namesField(texts, field), `${label}: ${texts}`).toBe(true);
      }
    },
  );

  it.each(bodyCases)(
    'when %s gets fields a member may not set, then 400 names each unknown field',
    async (_, endpoint) => {
      const call = endpoint.request(member, world);
      const body = call.payload as Json;
      for (const path of walk(body).objects) {
        const allowed = Object.keys(objectAt(body, path));
        for (const field of FORBIDDEN_FIELDS.filter((f) => !allowed.includes(f))) {
          const label = `${call.url} with ${[...path, field].join('.')}`;
          const payload = replaceAt(body, path, { ...objectAt(body, path), [field]: 1 });
          const { message, errors } = await expect400({ ...call, payload }, label);
          expect([message, ...errors], label).toContain(endpoint.unknownFieldMessage ?? `Unknown field: ${field}`);
        }
      }
    },
  );

  const withTimeZone = withBody.filter(
    (e) => 'time_zone' in (e.request({} as Household, {} as World).payload as object),
  );

  it.each(withTimeZone.map((e) => [endpointKey(e.method, e.route), e] as const))(
    'when %s gets a time_zone that is no IANA zone, then 400 says what it must be and nothing is kept',
    async (_, endpoint) => {
      const call = endpoint.request(member, world);
      for (const zone of ['', 'Mars/Olympus_Mons', 'Etc/Unknown', 'America/Los Angeles', "UTC'; drop table users;--"]) {
        const label = `${call.url} with time_zone = ${JSON.stringify(zone)}`;
        const { message, errors } = await expect400(
          { ...call, payload: { ...(call.payload as object), time_zone: zone } },
          label,
        );
        expect([message, ...errors], label).toContain('time_zone must be an IANA time zone, such as America/New_York');
      }
    },
  );

  const writers = MEMBER_ENDPOINTS.filter((e) => e.method !== 'GET').map(
    (e) => [endpointKey(e.method, e.route), e] as const,
  );

  it.each(writers)(
    'when %s gets prototype-pollution keys, malformed JSON or the wrong content type, then it is refused before anything runs',
    async (_, endpoint) => {
      const call = endpoint.request(member, world);
      const body = (call.payload ?? {}) as Json;
      const raw = (rawBody: string, label: string, contentType = 'application/json') =>
        send({ ...call, payload: undefined, rawBody, contentType }, `${call.url} with ${label}`);

      for (const path of walk(body).objects) {
        const where = path.length ? ` in ${path.join('.')}` : '';
        for (const [what, extra] of [
          ['__proto__', '"__proto__":{"admin":true,"status":"active"}'],
          ['constructor.prototype', '"constructor":{"prototype":{"admin":true}}'],
        ] as const) {
          const res = await raw(rawWith(body, path, extra), `${what}${where}`);
          expect(res.statusCode, `${what}${where}: ${res.body}`).toBe(400);
          const { message } = expectClearError(res, `${what}${where}`);
          expect(message).toMatch(/__proto__|constructor|JSON/);
        }
        // Harmless names alone are just unknown fields, where the body takes none.
        if (call.payload !== undefined) {
          for (const name of ['constructor', 'prototype']) {
            const res = await raw(rawWith(body, path, `"${name}":{"admin":true}`), `"${name}"${where}`);
            expect(res.statusCode, res.body).toBe(400);
            const { message, errors } = expectClearError(res, `"${name}"${where}`);
            expect([message, ...errors]).toContain(endpoint.unknownFieldMessage ?? `Unknown field: ${name}`);
          }
        }
      }
      expect(({} as Record<string, unknown>).admin, 'Object.prototype untouched').toBeUndefined();

      for (const text of MISSING_JSON) {
        const res = await raw(text, `malformed JSON ${JSON.stringify(text)}`);
        expect(res.statusCode, `${JSON.stringify(text)}: ${res.body}`).toBe(400);
        expect(expectClearError(res, text).message).toMatch(/JSON/);
      }
      const empty = await raw('', 'an empty JSON body');
      expect(empty.statusCode, empty.body).toBe(400);
      expectClearError(empty, 'empty JSON body');

      for (const contentType of [
        'application/xml',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
      ]) {
        const res = await raw('<a/>', contentType, contentType);
        expect(res.statusCode, `${contentType}: ${res.body}`).toBe(415);
        expect(expectClearError(res, contentType).message).toMatch(/JSON/);
      }
      if (call.payload !== undefined) {
        // Text that happens to be JSON is still text: the body must be a JSON object.
        const res = await raw(JSON.stringify(call.payload), 'text/plain', 'text/plain');
        expect(res.statusCode, res.body).toBe(400);
        expectClearError(res, 'text/plain');
      }

      const huge = await raw(JSON.stringify({ ...(body as object), padding: 'x'.repeat(70 * 1024) }), 'a 70 KB body');
      expect(huge.statusCode, huge.body).toBe(413);
      expect(expectClearError(huge, 'huge body')).toMatchObject({ message: expect.stringMatching(/too large/) });
      expect(huge.json().code).toBe('payload_too_large');
    },
  );

  const idRoutes = MEMBER_ENDPOINTS.filter((e) => e.route.includes(':id')).map(
    (e) => [endpointKey(e.method, e.route), e] as const,
  );
  const BAD_IDS = [
    'abc',
    '-1',
    '0',
    '1.5',
    '1e9',
    '2147483648',
    '99999999999999999999',
    '%00',
    "1'%20or%20'1'%3D'1",
    '1;DROP%20TABLE%20users',
    '9'.repeat(199),
    '1'.repeat(300),
    '%E0%A4%A',
  ];

  it.each(idRoutes)(
    'when %s gets an id that is not one, then 400, 404 or 414 and nothing changes',
    async (_, endpoint) => {
      const call = endpoint.request(member, world);
      for (const bad of BAD_IDS) {
        const url =
          endpoint.route.replace(':id', bad) + (call.url.includes('?') ? call.url.slice(call.url.indexOf('?')) : '');
        const label = `${call.method} ${url.slice(0, 80)}`;
        const res = await send({ ...call, url }, label);
        expect([400, 404, 414], `${label}: ${res.body}`).toContain(res.statusCode);
        const { message } = expectClearError(res, label);
        if (res.statusCode === 400) expect(message).toMatch(/id must be|The URL is not valid/);
        if (res.statusCode === 414) expect(message).toBe('A value in the URL path is too long');
        // The answer never echoes what was sent in the path.
        expect(res.body).not.toContain(bad.slice(0, 60));
      }
    },
  );

  /** Query abuse on the member GET endpoints that take a query. */
  const QUERY_ABUSE: { url: string; status: 400 | 404; says: RegExp }[] = [
    ...['-1', '0', '1e9', 'abc', '', '10&limit=20', '1.5'].map((v) => ({
      url: `/billing/invoices?limit=${v}`,
      status: 400 as const,
      says: /limit must be/,
    })),
    { url: `/billing/invoices?starting_after=${TEN_THOUSAND}`, status: 400, says: /starting_after must be at most/ },
    ...['-1', '1e9', 'abc', '50&limit=5'].map((v) => ({
      url: `/medications?limit=${v}`,
      status: 400 as const,
      says: /limit must be/,
    })),
    { url: '/medications?offset=-1', status: 400, says: /offset must be/ },
    { url: `/medications?search=${TEN_THOUSAND}`, status: 400, says: /search must be at most/ },
    { url: '/medications?search=a&search=b', status: 400, says: /search must be/ },
    { url: '/medications?highlighted=maybe', status: 400, says: /highlighted must be/ },
    { url: '/medications?day_supply=45', status: 400, says: /day_supply must be/ },
    ...['abc', '-1', '0', '1.5', '1e400', '', `${'9'.repeat(400)}`, '1&membership_id=2'].map((v) => ({
      url: `/wallet_passes/eligibility?membership_id=${v}`,
      status: 400 as const,
      says: /membership_id must be/,
    })),
    { url: '/wallet_passes/eligibility?membership_id=99999999999', status: 404, says: /not found/ },
    ...['evil', TEN_THOUSAND, '', 'ios&platform=android'].map((v) => ({
      url: `/wallet_passes/add_link?platform=${v}`,
      status: 400 as const,
      says: /platform must be/,
    })),
    { url: '/wallet_passes/add_link', status: 400, says: /platform must be/ },
    { url: '/wallet_passes/add_link?platform=ios&membership_id=abc', status: 400, says: /membership_id must be/ },
  ];

  it('when member GET endpoints get abusive query strings, then 400 (or 404) with the parameter named', async () => {
    for (const { url, status, says } of QUERY_ABUSE) {
      const label = `GET ${url.slice(0, 90)}`;
      const res = await send({ method: 'GET', url }, label);
      expect(res.statusCode, `${label}: ${res.body}`).toBe(status);
      expect(expectClearError(res, label).message).toMatch(says);
    }
    const download = (query: string) => `/wallet_passes/${member.primaryId}/download${query}`;
    for (const [query, says] of [
      ['', /platform must be/],
      ['?platform=android', /platform must be/],
      [`?platform=ios&ticket=${TEN_THOUSAND}`, /ticket is too long/],
      ['?platform=ios&ticket=a&ticket=b', /ticket must be/],
    ] as const) {
      const label = `GET ${download(query).slice(0, 90)}`;
      const res = await send({ method: 'GET', url: download(query) }, label);
      expect(res.statusCode, `${label}: ${res.body}`).toBe(400);
      expect(expectClearError(res, label).message).toMatch(says);
    }
  });

  it('when read-only member endpoints get query fields they do not take, then they are ignored (200) and nothing changes', async () => {
    const junk = `page=abc&limit=-1&per_page=1e9&sort=${encodeURIComponent("name'; drop table users;--")}&search=${TEN_THOUSAND}`;
    for (const endpoint of MEMBER_ENDPOINTS.filter((e) => e.method === 'GET' && !e.writes)) {
      const call = endpoint.request(member, world);
      if (call.url.includes('?')) continue;
      const label = `GET ${call.url}?${junk.slice(0, 40)}…`;
      const res = await send({ method: 'GET', url: `${call.url}?${junk}` }, label);
      expect(res.statusCode, `${label}: ${res.body.slice(0, 200)}`).toBe(200);
    }
  });
});

/** A value picked from a list: a long one is simply not one of the choices. */
function isChoice(field: string): boolean {
  return ['interval', 'platform', 'confirm', 'expected', 'locale'].includes(field);
}
