import { type APIResponse, expect, type Page } from '@playwright/test';

/** Where the web app keeps its token (apps/web/src/lib/auth-token.ts). */
const TOKEN_KEY = 'arx.auth_token';
/** A document of the app's origin, so its local storage is the app's; the health check is the lightest. */
const APP_DOCUMENT = '/api/v1/health/live';

/** The address a redirect sends the browser to. */
export function redirectTarget(response: APIResponse): string {
  expect(response.status(), `${response.url()} should redirect`).toBeGreaterThanOrEqual(300);
  expect(response.status()).toBeLessThan(400);
  return response.headers().location as string;
}

/**
 * Signs in through the requests the browser makes (docs/architecture.md §5), without its pages:
 * the sign-in start, the local identity provider's form, the callback, and the one-time code's
 * exchange for the app token. It goes through the page's request context, which shares the
 * browser context's cookies, as the nonce cookie binding the code to this browser must. Leaves
 * the page on a document of the app's origin, where `openSignedIn` hands the token over.
 */
export async function signInThroughApi(
  page: Page,
  email: string,
  name: string,
  { returnTo = '/dashboard', signup = false }: { returnTo?: string; signup?: boolean } = {},
): Promise<string> {
  await page.goto(APP_DOCUMENT);
  const api = page.request;
  const start = await api.get('/api/v1/auth/workos/redirect', {
    params: { state: JSON.stringify({ return_to: returnTo }), ...(signup ? { signup: 'true' } : {}) },
    maxRedirects: 0,
  });
  const providerPage = new URL(redirectTarget(start));
  const submitted = await api.post(providerPage.pathname, {
    form: {
      state: providerPage.searchParams.get('state') ?? '',
      redirect_uri: providerPage.searchParams.get('redirect_uri') ?? '',
      screen_hint: providerPage.searchParams.get('screen_hint') ?? 'sign-in',
      email,
      name,
    },
    maxRedirects: 0,
  });
  const callback = await api.get(redirectTarget(submitted), { maxRedirects: 0 });
  const code = new URL(redirectTarget(callback)).searchParams.get('code');
  expect(code, 'the callback returns with a sign-in code').toBeTruthy();
  const exchange = await api.post('/api/v1/auth/token', { data: { code } });
  expect(exchange.status(), await exchange.text()).toBe(200);
  return ((await exchange.json()) as { token: string }).token;
}

/** After `signInThroughApi`: stores the token where the app reads it, and opens `path` signed in. */
export async function openSignedIn(page: Page, token: string, path: string): Promise<void> {
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [TOKEN_KEY, token] as const);
  await page.goto(path);
  await expect(page).toHaveURL((url) => url.pathname + url.search === path);
}

/** Signs in as `email` without the sign-in pages and opens `path`: for journeys about what comes after. */
export async function signInAt(page: Page, path: string, email: string, name: string): Promise<void> {
  await openSignedIn(page, await signInThroughApi(page, email, name, { returnTo: path }), path);
}
