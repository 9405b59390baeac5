import type { FakeWorkos } from './fakes/fake-workos';
import type { TestContext } from './test-app';

/**
 * A sign-in started as the web app starts it, from `returnTo`: the redirect's answer, the sign-in
 * cookie it set and the provider page's address it sent the browser to.
 */
export async function startLocalSignIn(
  ctx: Pick<TestContext, 'app'>,
  returnTo = '/dashboard',
  { signup = false }: { signup?: boolean } = {},
) {
  const start = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/auth/workos/redirect?state=${encodeURIComponent(JSON.stringify({ return_to: returnTo }))}${signup ? '&signup=true' : ''}`,
  });
  const cookie = start.cookies.find((c) => c.name === 'arx_sign_in');
  if (!cookie) throw new Error(`no sign-in cookie (status ${start.statusCode})`);
  return { start, cookie: cookie.value, providerUrl: new URL(start.headers.location as string) };
}

/** The provider page's form as a browser posts it, with the state and return address it was given. */
export function postLocalSignInForm(ctx: Pick<TestContext, 'app'>, providerUrl: URL, fields: Record<string, string>) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/local/authorize',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      state: providerUrl.searchParams.get('state') ?? '',
      redirect_uri: providerUrl.searchParams.get('redirect_uri') ?? '',
      ...fields,
    }).toString(),
  });
}

/**
 * The first half of a sign-in: the redirect to the local provider and its form submitted. Gives
 * the redirect's answer, the sign-in cookie and the provider's answer (303 to our callback with a code).
 */
export async function submitLocalSignInForm(
  ctx: Pick<TestContext, 'app'>,
  person: { email: string; name?: string },
  returnTo = '/dashboard',
) {
  const { start, cookie, providerUrl } = await startLocalSignIn(ctx, returnTo);
  const submitted = await postLocalSignInForm(ctx, providerUrl, {
    screen_hint: 'sign-in',
    email: person.email,
    name: person.name ?? '',
  });
  return { start, cookie, submitted };
}

/**
 * The callback's answer to the provider's return: where it sends the browser (the return path
 * with ?code=…) and the cookie the code's exchange must present.
 */
export async function completeLocalSignIn(
  ctx: Pick<TestContext, 'app'>,
  person: { email: string; name?: string },
  returnTo = '/dashboard',
) {
  const { cookie, submitted } = await submitLocalSignInForm(ctx, person, returnTo);
  const callback = new URL(submitted.headers.location as string);
  const done = await ctx.app.inject({
    method: 'GET',
    url: `${callback.pathname}${callback.search}`,
    cookies: { arx_sign_in: cookie },
  });
  const location = done.headers.location as string;
  const code = new URL(location).searchParams.get('code');
  const codeCookie = done.cookies.find((c) => c.name === 'arx_sign_in_code')?.value;
  if (!code || !codeCookie) throw new Error(`sign-in failed: ${location}`);
  return { location, code, codeCookie };
}

/** POST /auth/token as the web app sends it; `codeCookie` undefined sends no cookie. */
export function exchangeSignInCode(ctx: Pick<TestContext, 'app'>, code: unknown, codeCookie: string | undefined) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/token',
    payload: { code },
    ...(codeCookie === undefined ? {} : { cookies: { arx_sign_in_code: codeCookie } }),
  });
}

/**
 * Signs a person in through the real flow (redirect → the local provider's form → callback →
 * the code traded for the token) and returns the app token and where the browser was sent.
 */
export async function signInThroughLocalProvider(
  ctx: Pick<TestContext, 'app'>,
  person: { email: string; name?: string },
  returnTo = '/dashboard',
): Promise<{ token: string; location: string }> {
  const { location, code, codeCookie } = await completeLocalSignIn(ctx, person, returnTo);
  const exchanged = await exchangeSignInCode(ctx, code, codeCookie);
  const token = exchanged.statusCode === 200 ? (exchanged.json().token as string | undefined) : undefined;
  if (!token) throw new Error(`sign-in code exchange failed: HTTP ${exchanged.statusCode} ${exchanged.body}`);
  return { token, location };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * A WorkOS sign-in against the fake WorkOS: redirect → (WorkOS signs the person in) → callback.
 * Where the callback sends the browser, and the sign-in code's cookie when it issued one.
 */
export async function signInThroughFakeWorkos(
  ctx: Pick<TestContext, 'app'>,
  workos: FakeWorkos,
  workosUserId: string,
): Promise<{ location: URL; codeCookie: string | undefined }> {
  const start = await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/workos/redirect' });
  const state = new URL(start.headers.location as string).searchParams.get('state') ?? '';
  const cookie = start.cookies.find((c) => c.name === 'arx_sign_in')?.value ?? '';
  const back = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/auth/workos/callback?code=${workos.issueCode(workosUserId)}&state=${state}`,
    cookies: { arx_sign_in: cookie },
  });
  return {
    location: new URL(back.headers.location as string),
    codeCookie: back.cookies.find((c) => c.name === 'arx_sign_in_code')?.value,
  };
}
