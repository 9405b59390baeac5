import type { TestContext } from './test-app';

/**
 * The first half of a sign-in: the redirect to the local provider and its form submitted. Gives
 * the sign-in cookie and the provider's answer (303 to our callback with a code).
 */
export async function submitLocalSignInForm(
  ctx: Pick<TestContext, 'app'>,
  person: { email: string; name?: string },
  returnTo = '/dashboard',
) {
  const { app } = ctx;
  const start = await app.inject({
    method: 'GET',
    url: `/api/v1/auth/workos/redirect?state=${encodeURIComponent(JSON.stringify({ return_to: returnTo }))}`,
  });
  const cookie = start.cookies.find((c) => c.name === 'arx_sign_in');
  if (!cookie) throw new Error(`no sign-in cookie (status ${start.statusCode})`);
  const providerUrl = new URL(start.headers.location as string);
  const form = new URLSearchParams({
    state: providerUrl.searchParams.get('state') ?? '',
    redirect_uri: providerUrl.searchParams.get('redirect_uri') ?? '',
    screen_hint: 'sign-in',
    email: person.email,
    name: person.name ?? '',
  });
  const submitted = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/local/authorize',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
  return { cookie: cookie.value, submitted };
}

/**
 * Signs a person in through the real flow (redirect → the local provider's form → callback)
 * and returns the app token and where the browser was sent.
 */
export async function signInThroughLocalProvider(
  ctx: TestContext,
  person: { email: string; name?: string },
  returnTo = '/dashboard',
): Promise<{ token: string; location: string }> {
  const { cookie, submitted } = await submitLocalSignInForm(ctx, person, returnTo);
  const callback = new URL(submitted.headers.location as string);
  const done = await ctx.app.inject({
    method: 'GET',
    url: `${callback.pathname}${callback.search}`,
    cookies: { arx_sign_in: cookie },
  });
  const location = done.headers.location as string;
  const token = new URL(location).searchParams.get('token');
  if (!token) throw new Error(`sign-in failed: ${location}`);
  return { token, location };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
