import { createServer } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeWorkos, startFakeWorkos } from '../../../test/fakes/fake-workos';
import { IdentityError } from '../identity-provider';
import { WorkosIdentityProvider } from './workos-identity-provider';

const API_KEY = 'sk_test_fake_workos_key';
const CLIENT_ID = 'client_01TESTCLIENT';

let fake: FakeWorkos;

beforeEach(async () => {
  fake = await startFakeWorkos({ apiKey: API_KEY, clientId: CLIENT_ID });
});
afterEach(async () => {
  vi.restoreAllMocks();
  await fake.close();
});

function providerFor(port: number, options: { timeoutMs?: number } = {}) {
  return new WorkosIdentityProvider(
    { provider: 'workos', apiKey: API_KEY, clientId: CLIENT_ID, apiHostname: '127.0.0.1', apiPort: port, https: false },
    options,
  );
}

async function exchangeError(provider: WorkosIdentityProvider, code: string): Promise<IdentityError> {
  const error = await provider.exchangeCode(code).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(IdentityError);
  return error as IdentityError;
}

/** A port that was just free: nothing listens there, so connecting is refused. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('WorkOS authorization URL', () => {
  it('when signing up, then it sends the browser to AuthKit with the client, redirect, state and sign-up hint', () => {
    const url = new URL(
      providerFor(fake.port).authorizationUrl({
        state: 'state-123',
        redirectUri: 'http://localhost:3000/api/v1/auth/workos/callback',
        screenHint: 'sign-up',
      }),
    );

    // Built locally by the SDK on its base URL, so with apiHostname set it points at the fake.
    expect(url.origin).toBe(`http://127.0.0.1:${fake.port}`);
    expect(url.pathname).toBe('/user_management/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: CLIENT_ID,
      redirect_uri: 'http://localhost:3000/api/v1/auth/workos/callback',
      state: 'state-123',
      response_type: 'code',
      provider: 'authkit',
      screen_hint: 'sign-up',
    });
    expect(fake.requests).toEqual([]);
  });

  it('when signing in, then the hint is sign-in', () => {
    const url = new URL(
      providerFor(fake.port).authorizationUrl({ state: 's', redirectUri: 'http://x/cb', screenHint: 'sign-in' }),
    );
    expect(url.searchParams.get('screen_hint')).toBe('sign-in');
  });

  it('when no API host is configured, then the URL is on api.workos.com over https', () => {
    const provider = new WorkosIdentityProvider({
      provider: 'workos',
      apiKey: API_KEY,
      clientId: CLIENT_ID,
      https: true,
    });
    const url = new URL(provider.authorizationUrl({ state: 's', redirectUri: 'http://x/cb', screenHint: 'sign-in' }));
    expect(url.origin).toBe('https://api.workos.com');
  });
});

describe('WorkOS code exchange', () => {
  it('when the code is valid, then it returns the person with the session id from the access token', async () => {
    const user = fake.addUser({ email: 'Ada.Lovelace@Example.com', firstName: 'Ada', lastName: 'Lovelace' });
    const code = fake.issueCode(user.id, { sessionId: 'session_01ABC' });

    const identity = await providerFor(fake.port).exchangeCode(code);

    expect(identity).toEqual({
      externalId: user.id,
      email: 'ada.lovelace@example.com',
      emailVerified: true,
      name: 'Ada Lovelace',
      sessionId: 'session_01ABC',
    });
    expect(fake.requests).toEqual([
      {
        method: 'POST',
        path: '/user_management/authenticate',
        body: { grant_type: 'authorization_code', client_id: CLIENT_ID, client_secret: API_KEY, code },
        authorization: `Bearer ${API_KEY}`,
      },
    ]);
  });

  it('when WorkOS has not verified the e-mail address, then the identity says so', async () => {
    const user = fake.addUser({ email: 'unverified@example.com', emailVerified: false });
    const identity = await providerFor(fake.port).exchangeCode(fake.issueCode(user.id));
    expect(identity).toMatchObject({ email: 'unverified@example.com', emailVerified: false });
  });

  it('when the person has no name at WorkOS, then the name is null', async () => {
    const user = fake.addUser({ email: 'noname@example.com' });
    const identity = await providerFor(fake.port).exchangeCode(fake.issueCode(user.id));
    expect(identity.name).toBeNull();
    expect(identity.sessionId).toMatch(/^session_/);
  });

  it('when a code is used twice, then the second exchange fails with login_failed and never mentions the code', async () => {
    const provider = providerFor(fake.port);
    const code = fake.issueCode(fake.addUser({ email: 'once@example.com' }).id);
    await provider.exchangeCode(code);

    const error = await exchangeError(provider, code);

    expect(error.code).toBe('login_failed');
    expect(error.message).not.toContain(code);
    expect(error.message).not.toContain(API_KEY);
  });

  it('when WorkOS answers 500, then it is a network_error', async () => {
    fake.failNext(500, { message: 'Internal Server Error' });
    expect((await exchangeError(providerFor(fake.port), 'any-code')).code).toBe('network_error');
  });

  it('when a proxy answers an HTML 502, then it is a network_error', async () => {
    fake.failNext(502, '<html><body>Bad Gateway</body></html>');
    expect((await exchangeError(providerFor(fake.port), 'any-code')).code).toBe('network_error');
  });

  it('when nothing listens on the port, then it is a network_error', async () => {
    expect((await exchangeError(providerFor(await closedPort()), 'any-code')).code).toBe('network_error');
  });

  it('when WorkOS does not answer in time, then it is a network_error', async () => {
    fake.hangNext();
    expect((await exchangeError(providerFor(fake.port, { timeoutMs: 200 }), 'any-code')).code).toBe('network_error');
  });

  it.each([
    ['a 403 organization membership error', 403, { code: 'organization_membership_required', message: 'Denied.' }],
    ['a 403 without details', 403, { message: 'Forbidden' }],
    ['an OAuth access_denied', 400, { error: 'access_denied', error_description: 'The user denied access.' }],
  ])('when WorkOS answers %s, then it is access_denied', async (_label, status, body) => {
    fake.failNext(status, body);
    expect((await exchangeError(providerFor(fake.port), 'any-code')).code).toBe('access_denied');
  });

  it('when WorkOS reports no such user, then it is account_not_found', async () => {
    fake.failNext(400, { code: 'user_not_found', message: 'User not found.' });
    expect((await exchangeError(providerFor(fake.port), 'any-code')).code).toBe('account_not_found');
  });

  it('when WorkOS rejects our client credentials, then it is unknown (a configuration problem)', async () => {
    const provider = new WorkosIdentityProvider({
      provider: 'workos',
      apiKey: 'sk_test_wrong',
      clientId: CLIENT_ID,
      apiHostname: '127.0.0.1',
      apiPort: fake.port,
      https: false,
    });
    const code = fake.issueCode(fake.addUser({ email: 'x@example.com' }).id);
    expect((await exchangeError(provider, code)).code).toBe('unknown');
  });
});

describe('WorkOS logout URL', () => {
  it('when there is a session, then the URL ends that session and returns to the app', () => {
    const url = new URL(
      providerFor(fake.port).logoutUrl({ sessionId: 'session_01ABC', returnTo: 'http://localhost:3000/' }) as string,
    );
    expect(url.origin).toBe(`http://127.0.0.1:${fake.port}`);
    expect(url.pathname).toBe('/user_management/sessions/logout');
    expect(url.searchParams.get('session_id')).toBe('session_01ABC');
    expect(url.searchParams.get('return_to')).toBe('http://localhost:3000/');
  });

  it('when there is no session, then there is no URL', () => {
    expect(providerFor(fake.port).logoutUrl({ sessionId: null, returnTo: 'http://localhost:3000/' })).toBeNull();
  });
});

describe('WorkOS isolation in tests', () => {
  it('when signing in, then the SDK talks only to the fake on 127.0.0.1', async () => {
    // The SDK captures globalThis.fetch when it is constructed, so spy before building it.
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const provider = providerFor(fake.port);

    await provider.exchangeCode(fake.issueCode(fake.addUser({ email: 'local@example.com' }).id));

    const urls = fetchSpy.mock.calls.map(([input]) => new URL(input instanceof Request ? input.url : String(input)));
    expect(urls.length).toBeGreaterThan(0);
    expect(urls.every((url) => url.host === `127.0.0.1:${fake.port}`)).toBe(true);
    expect(fake.requests.map((r) => r.path)).toEqual(['/user_management/authenticate']);
  });
});
