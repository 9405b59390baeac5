import { expect, type Page } from '@playwright/test';
import { openSignedIn, redirectTarget, signInThroughApi } from './api-sign-in';

export const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** The local identity provider's page: what a new member fills in. */
export async function signInOnProviderPage(page: Page, email: string, name: string) {
  await expect(page.getByLabel('Email')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** The plan cards in the order the seed has them. */
export const PLAN_INDEX = { Individual: 0, 'Partner/Pet': 1, Family: 2 } as const;

/**
 * A new member through the embedded defaults: choose a plan (monthly unless `yearly`), sign up,
 * pay with 4242…, land on the dashboard. Answers the member's e-mail address, which finds their
 * e-mails in the demo mailbox.
 */
export async function becomePayingMember(
  page: Page,
  name: string,
  plan: keyof typeof PLAN_INDEX = 'Individual',
  { yearly = false }: { yearly?: boolean } = {},
): Promise<string> {
  const email = uniqueEmail(name.split(' ')[0]?.toLowerCase() ?? 'member');
  await page.goto('/register');
  if (yearly) {
    const toggle = page.getByRole('button', { name: /^Yearly/ });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  }
  await page.getByRole('button', { name: 'Choose Plan' }).nth(PLAN_INDEX[plan]).click();
  await signInOnProviderPage(page, email, name);
  await expect(page.getByLabel('Card number')).toBeVisible();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  return email;
}

/** The card holder's profile, however it is completed: journeys look for its address and birth date. */
export const PRIMARY_PROFILE = {
  date_of_birth: '1980-04-02',
  sex: 'male',
  address_street: '18 Elm Court',
  address_city: 'Columbus',
  address_state: 'OH',
  address_zip: '43215',
} as const;

/** Completes the card holder's profile in the modal that opens on the first visit. */
export async function completePrimaryProfile(page: Page) {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Date of birth').fill(PRIMARY_PROFILE.date_of_birth);
  await dialog.getByLabel('Sex').selectOption(PRIMARY_PROFILE.sex);
  await dialog.getByLabel('Street address').fill(PRIMARY_PROFILE.address_street);
  await dialog.getByLabel('City').fill(PRIMARY_PROFILE.address_city);
  await dialog.getByLabel('State').selectOption(PRIMARY_PROFILE.address_state);
  await dialog.getByLabel('ZIP code').fill(PRIMARY_PROFILE.address_zip);
  await dialog.getByRole('button', { name: 'Complete Profile' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Ready to use', { exact: true })).toBeVisible();
}

/**
 * What `becomePayingMember` (and, with `completeProfile`, `completePrimaryProfile`) reach, through
 * the requests their pages make instead of the pages, for journeys about what a member does next:
 * the same plan and interval, the browser's time zone at checkout, 4242… paid on the sandbox's
 * page, the payment confirmed as /billing/success does, and the member signed in on /dashboard.
 * subscribe.spec.ts and a few others still sign up and pay through the pages.
 */
export async function becomePayingMemberThroughApi(
  page: Page,
  name: string,
  plan: keyof typeof PLAN_INDEX = 'Individual',
  {
    yearly = false,
    completeProfile = false,
    locale = 'en',
  }: { yearly?: boolean; completeProfile?: boolean; locale?: 'en' | 'es' } = {},
): Promise<string> {
  const email = uniqueEmail(name.split(' ')[0]?.toLowerCase() ?? 'member');
  const interval = yearly ? 'year' : 'month';
  const api = page.request;
  const plans = (await (await api.get('/api/v1/products')).json()) as { products: { id: number; name: string }[] };
  const product = plans.products.find((p) => p.name === plan);
  expect(product, `the ${plan} plan`).toBeTruthy();
  const planId = (product as { id: number }).id;

  // As the plan page does: sign up returning to the plan, then check out from there.
  const token = await signInThroughApi(page, email, name, {
    returnTo: `/register?productId=${planId}&interval=${interval}`,
    signup: true,
  });
  const headers = { authorization: `Bearer ${token}` };
  const timeZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const checkout = await api.post('/api/v1/subscriptions/checkout', {
    headers,
    data: { plan_id: planId, interval, time_zone: timeZone, locale },
  });
  expect(checkout.status(), await checkout.text()).toBe(200);
  const { checkout_url } = (await checkout.json()) as { checkout_url: string };
  // The sandbox's hosted page posts the card to itself and redirects to /billing/success?session_id=….
  const paid = await api.post(checkout_url, { form: { card_number: '4242 4242 4242 4242' }, maxRedirects: 0 });
  const sessionId = new URL(redirectTarget(paid)).searchParams.get('session_id');
  const confirmed = await api.post('/api/v1/subscriptions/validate-session', {
    headers,
    data: { session_id: sessionId },
  });
  expect(await confirmed.json()).toMatchObject({ success: true });

  if (completeProfile) {
    const saved = await api.patch('/api/v1/memberships/update_profile', {
      headers,
      data: { profile: PRIMARY_PROFILE, time_zone: timeZone },
    });
    expect(await saved.json()).toMatchObject({ success: true });
  }
  await openSignedIn(page, token, locale === 'es' ? '/es/dashboard' : '/dashboard');
  if (completeProfile) {
    // What completing it in the modal ends with.
    await expect(page.getByText(locale === 'es' ? 'Lista para usar' : 'Ready to use', { exact: true })).toBeVisible();
    await expect(page.getByRole('dialog')).toBeHidden();
  }
  return email;
}
