import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signInThroughLocalProvider } from '../sign-in';
import type { TestContext } from '../test-app';
import { ADMIN_ENDPOINTS } from './admin-endpoints';
import {
  APP_URL,
  createHostileClient,
  createHostileWorld,
  expectClearError,
  type HostileClient,
  reportCount,
  TOKEN_AUDIENCE,
  TOKEN_SECRET,
  TOKEN_TYPE,
} from './harness';
import {
  endpointKey,
  type Household,
  MEMBER_ENDPOINTS,
  registeredRoutes,
  tokenCheckingRoutes,
  type World,
} from './member-endpoints';

const key = (secret: string) => new TextEncoder().encode(secret);
const now = () => Math.floor(Date.now() / 1000);
const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

type Forge = {
  secret?: string;
  alg?: string;
  typ?: string;
  iss?: string;
  aud?: string;
  exp?: number;
  claims?: Record<string, unknown>;
  omitJti?: boolean;
};

/** A token for the victim that differs from a genuine one in exactly what `forge` says. */
async function craft(victim: { userId: number; email: string }, forge: Forge = {}): Promise<string> {
  const jwt = new SignJWT({
    user_id: victim.userId,
    email: victim.email,
    workos_id: `local|${victim.email}`,
    name: 'Forged',
    sid: null,
    ...forge.claims,
  })
    .setProtectedHeader({ alg: forge.alg ?? 'HS256', typ: forge.typ ?? TOKEN_TYPE })
    .setIssuer(forge.iss ?? APP_URL)
    .setAudience(forge.aud ?? TOKEN_AUDIENCE)
    .setSubject(String(forge.claims?.user_id ?? victim.userId))
    .setIssuedAt()
    .setExpirationTime(forge.exp ?? now() + 600);
  if (!forge.omitJti) jwt.setJti(`forged-${Math.random()}`);
  return jwt.sign(key(forge.secret ?? TOKEN_SECRET));
}

/** A token whose header says there is no signature at all. */
function unsigned(victim: { userId: number; email: string }): string {
  return `${encode({ alg: 'none', typ: TOKEN_TYPE })}.${encode({
    user_id: victim.userId,
    email: victim.email,
    workos_id: `local|${victim.email}`,
    iss: APP_URL,
    aud: TOKEN_AUDIENCE,
    sub: String(victim.userId),
    jti: 'unsigned',
    exp: now() + 600,
  })}.`;
}

type Attempt = {
  label: string;
  /** The Authorization header; undefined sends none. */
  authorization: string | undefined;
  code: 'unauthorized' | 'token_expired';
  message: string;
  /** Not a token at all: an optional-auth endpoint serves the caller as a visitor. */
  noToken?: boolean;
};

describe('hostile tokens: every member endpoint refuses every bad token with 401 and changes nothing', () => {
  let ctx: TestContext;
  let world: World;
  let victim: Household;
  let client: HostileClient;
  let attempts: Attempt[] = [];

  beforeAll(async () => {
    const built = await createHostileWorld();
    ctx = built.ctx;
    world = built.world;
    victim = built.a;
    client = createHostileClient(ctx);
    const who = { userId: victim.userId, email: 'hostile-a@example.com' };

    // The victim signs in a second time and logs that session out: its token is revoked.
    const { token: revoked } = await signInThroughLocalProvider(ctx, { email: who.email });
    const out = await ctx.app.inject({ method: 'DELETE', url: '/api/v1/auth/logout', headers: bearer(revoked) });
    expect(out.statusCode).toBe(200);

    // Someone signed in on two devices deletes the account from one: the other's token is stale.
    const gone = { email: 'hostile-gone@example.com' };
    const { token: deleting } = await signInThroughLocalProvider(ctx, gone);
    const { token: stale } = await signInThroughLocalProvider(ctx, gone);
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/v1/account',
      headers: bearer(deleting),
      payload: { confirm: 'DELETE' },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);

    // Another member's genuine signature under the victim's claims.
    const [header, , signature] = built.b.token.split('.');
    const victimPayload = victim.token.split('.')[1];

    const signIn = { code: 'unauthorized', message: 'Sign in to continue', noToken: true } as const;
    const invalid = { code: 'unauthorized', message: 'Invalid token' } as const;
    attempts = [
      { label: 'no token', authorization: undefined, ...signIn },
      { label: 'an empty Authorization header', authorization: '', ...signIn },
      {
        label: 'Basic credentials',
        authorization: `Basic ${Buffer.from('a@example.com:pw').toString('base64')}`,
        ...signIn,
      },
      { label: '"Bearer" without a token', authorization: 'Bearer', ...signIn },
      { label: '"Bearer x.y"', authorization: 'Bearer x.y', ...invalid },
      { label: 'three dots of nothing', authorization: 'Bearer ..', ...invalid },
      { label: 'a 10,000-character token', authorization: `Bearer ${'a'.repeat(10_000)}`, ...invalid },
      {
        label: 'an expired token',
        authorization: `Bearer ${await craft(who, { exp: now() - 60 })}`,
        code: 'token_expired',
        message: 'Token expired',
      },
      {
        label: 'a token forged with another key',
        authorization: `Bearer ${await craft(who, { secret: 'not-the-server-key-not-the-server-key-0000' })}`,
        ...invalid,
      },
      { label: 'an alg "none" token', authorization: `Bearer ${unsigned(who)}`, ...invalid },
      {
        label: 'a token signed with HS512 (another algorithm)',
        authorization: `Bearer ${await craft(who, { alg: 'HS512' })}`,
        ...invalid,
      },
      {
        label: 'a token for another audience',
        authorization: `Bearer ${await craft(who, { aud: 'someone-else' })}`,
        ...invalid,
      },
      {
        label: 'a token from another issuer',
        authorization: `Bearer ${await craft(who, { iss: 'https://evil.example' })}`,
        ...invalid,
      },
      { label: 'a token of another type', authorization: `Bearer ${await craft(who, { typ: 'JWT' })}`, ...invalid },
      {
        label: 'another member’s signature on the victim’s claims',
        authorization: `Bearer ${header}.${victimPayload}.${signature}`,
        ...invalid,
      },
      {
        label: 'a token whose user_id is text',
        authorization: `Bearer ${await craft(who, { claims: { user_id: String(victim.userId) } })}`,
        ...invalid,
      },
      {
        label: 'a token whose user_id is not a whole number',
        authorization: `Bearer ${await craft(who, { claims: { user_id: victim.userId + 0.5 } })}`,
        ...invalid,
      },
      {
        label: 'a token whose user_id is negative',
        authorization: `Bearer ${await craft(who, { claims: { user_id: -1 } })}`,
        ...invalid,
      },
      { label: 'a token without a jti', authorization: `Bearer ${await craft(who, { omitJti: true })}`, ...invalid },
      {
        label: 'a revoked token (after logout)',
        authorization: `Bearer ${revoked}`,
        code: 'unauthorized',
        message: 'Token revoked',
      },
      {
        label: 'the token of a deleted account',
        authorization: `Bearer ${stale}`,
        code: 'unauthorized',
        message: 'This account has been deleted',
      },
    ];
  });
  afterAll(async () => {
    if (client) reportCount('tokens', client);
    await ctx?.close();
  });

  it('when every registered route is asked with a garbage token, then exactly the table’s endpoints check it', async () => {
    const routes = registeredRoutes(ctx.app);
    expect(routes.length).toBeGreaterThan(40);
    const checking = await tokenCheckingRoutes(ctx.app);
    // The back office's routes have their own table and suite (admin-endpoints.ts, admin.int.test.ts).
    const table = [
      ...MEMBER_ENDPOINTS.map((e) => ({ method: e.method, route: e.route, auth: e.auth })),
      ...ADMIN_ENDPOINTS.map((e) => ({ method: e.method, route: e.route, auth: 'required' as const })),
    ];
    const sort = (list: { method: string; route: string }[]) =>
      [...list].sort((x, y) => endpointKey(x.method, x.route).localeCompare(endpointKey(y.method, y.route)));
    // A member endpoint added without a hostile entry (or an entry whose route is gone) shows here.
    expect(sort(checking)).toEqual(sort(table));
  });

  it.each(MEMBER_ENDPOINTS.map((e) => [endpointKey(e.method, e.route), e] as const))(
    'when %s is called with each bad token, then it answers 401 with the reason and nothing changes',
    async (_, endpoint) => {
      const call = endpoint.request(victim, world);
      for (const attempt of attempts) {
        const label = `${endpointKey(call.method, call.url)} with ${attempt.label}`;
        const headers: Record<string, string> =
          attempt.authorization === undefined ? {} : { authorization: attempt.authorization };
        const res = await client.send({ ...call, headers }, label);
        if (attempt.noToken && endpoint.auth === 'optional') {
          // A visitor: served the public catalogue, never a household's pass.
          expect(res.statusCode, `${label}: ${res.body}`).toBe(endpoint.writes ? 401 : 200);
          continue;
        }
        expect(res.statusCode, `${label}: ${res.body}`).toBe(401);
        expectClearError(res, label);
        expect(res.json(), label).toEqual({ code: attempt.code, message: attempt.message });
      }
    },
  );

  it('when the victim’s own genuine token is used, then the same requests are served (the attempts above were refused for the token alone)', async () => {
    for (const endpoint of MEMBER_ENDPOINTS.filter((e) => !e.writes)) {
      const call = endpoint.request(victim, world);
      const res = await ctx.app.inject({
        method: call.method,
        url: `/api/v1${call.url}`,
        headers: bearer(victim.token),
        ...(call.payload ? { payload: call.payload as object } : {}),
      });
      expect(res.statusCode, `${endpointKey(call.method, call.url)}: ${res.body}`).toBe(200);
    }
    client.forget();
  });
});
