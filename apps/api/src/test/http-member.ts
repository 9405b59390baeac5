/**
 * A member made over plain HTTP against a running server, the way a browser makes one: the
 * built-in sign-in page, then the sandbox's hosted checkout with the test card (bench/members.mjs
 * does the same for the benchmark).
 */

const API = '/api/v1';
const TEST_CARD = '4242424242424242';

// biome-ignore lint/suspicious/noExplicitAny: a parsed JSON answer, as inject()'s res.json(); the tests' expectations check its shape
export type HttpAnswer = { status: number; body: any };

export function cookieFrom(response: Response, name: string): string | null {
  for (const header of response.headers.getSetCookie()) {
    const [pair = ''] = header.split(';');
    const at = pair.indexOf('=');
    if (pair.slice(0, at).trim() === name) return pair.slice(at + 1);
  }
  return null;
}

function expectStatus(response: { status: number }, allowed: number[], what: string): void {
  if (!allowed.includes(response.status)) throw new Error(`${what}: HTTP ${response.status}`);
}

const form = (fields: Record<string, string>): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

/** A JSON call under /api/v1, with the member's token when given. */
export async function callApi(
  origin: string,
  method: string,
  apiPath: string,
  options: { token?: string; body?: unknown } = {},
): Promise<HttpAnswer> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${origin}${API}${apiPath}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/** Redirect → the local provider's form → callback → the one-time code traded for the app's token. */
export async function signInOverHttp(origin: string, person: { email: string; name: string }): Promise<string> {
  const page = (url: string | URL, init: RequestInit = {}) =>
    fetch(new URL(url, origin), { redirect: 'manual', ...init });
  const state = JSON.stringify({ return_to: '/dashboard' });
  const start = await page(`${API}/auth/workos/redirect?${new URLSearchParams({ state, signup: 'true' })}`);
  expectStatus(start, [302, 303], 'sign-in redirect');
  const cookie = cookieFrom(start, 'arx_sign_in');
  if (!cookie) throw new Error('the sign-in redirect set no arx_sign_in cookie');
  const providerUrl = new URL(start.headers.get('location') as string, origin);
  const submitted = await page(
    `${API}/auth/local/authorize`,
    form({
      state: providerUrl.searchParams.get('state') ?? '',
      redirect_uri: providerUrl.searchParams.get('redirect_uri') ?? '',
      screen_hint: providerUrl.searchParams.get('screen_hint') ?? 'sign-up',
      email: person.email,
      name: person.name,
    }),
  );
  expectStatus(submitted, [303], 'sign-in form');
  const callback = await page(submitted.headers.get('location') as string, {
    headers: { cookie: `arx_sign_in=${cookie}` },
  });
  expectStatus(callback, [302, 303], 'sign-in callback');
  const code = new URL(callback.headers.get('location') as string).searchParams.get('code');
  const codeCookie = cookieFrom(callback, 'arx_sign_in_code');
  if (!code || !codeCookie) throw new Error('the sign-in callback gave no code or no arx_sign_in_code cookie');
  const exchanged = await page(`${API}/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `arx_sign_in_code=${codeCookie}` },
    body: JSON.stringify({ code }),
  });
  expectStatus(exchanged, [200], 'sign-in code exchange');
  const { token } = (await exchanged.json()) as { token?: string };
  if (!token) throw new Error('the sign-in ended without a token');
  return token;
}

/** Plans → the sandbox's hosted checkout → pay with the test card → validate-session. */
export async function subscribeOverHttp(origin: string, token: string, planType: string): Promise<void> {
  const products = await callApi(origin, 'GET', '/products');
  expectStatus(products, [200], 'products');
  const plan = products.body.products.find((p: { plan_type: string }) => p.plan_type === planType);
  if (!plan) throw new Error(`no ${planType} plan in /products`);
  const checkout = await callApi(origin, 'POST', '/subscriptions/checkout', {
    token,
    body: { plan_id: plan.id, interval: 'month' },
  });
  expectStatus(checkout, [200, 201], 'checkout');
  const paid = await fetch(checkout.body.checkout_url, { redirect: 'manual', ...form({ card_number: TEST_CARD }) });
  expectStatus(paid, [303], 'sandbox payment');
  const sessionId = new URL(paid.headers.get('location') as string).searchParams.get('session_id');
  const validated = await callApi(origin, 'POST', '/subscriptions/validate-session', {
    token,
    body: { session_id: sessionId },
  });
  expectStatus(validated, [200], 'validate-session');
  if (!validated.body.success) throw new Error(`validate-session: ${validated.body.message}`);
}

/** A signed-in member with an active plan of the given type; returns the token. */
export async function memberOverHttp(origin: string, email: string, planType = 'family'): Promise<string> {
  const token = await signInOverHttp(origin, { email, name: email.split('@')[0] as string });
  await subscribeOverHttp(origin, token, planType);
  return token;
}
