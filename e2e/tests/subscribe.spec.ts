import { signInOnProviderPage, uniqueEmail as unique } from './support/member';
import { expect, test } from './support/test';

test.describe('a visitor becomes a paying member', () => {
  // Each journey crosses sign-in, the hosted checkout and several pages.
  test.describe.configure({ timeout: 90_000 });
  test('choose Individual monthly → sign up → pay → dashboard → billing → sign out', async ({ page }) => {
    await page.goto('/register');
    await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Savings Plan' })).toBeVisible();
    await page.getByRole('button', { name: 'Choose Plan' }).first().click();

    await signInOnProviderPage(page, unique('member'), 'Jordan Member');

    // Back on the site with the plan: checkout starts by itself and lands on the hosted page.
    await expect(page.getByLabel('Card number')).toBeVisible();
    await expect(page.getByText('Individual').first()).toBeVisible();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay' }).click();

    await expect(page).toHaveURL(/\/billing\/success\?session_id=/);
    await expect(page.getByText('Individual').first()).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
    // Joined a moment ago: a first visit, not a return.
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Jordan Member!' })).toBeVisible();
    await expect(page).not.toHaveURL(/[?&](token|code)=/);

    await page.goto('/billing');
    await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
    await expect(page.getByText('Individual').first()).toBeVisible();
    const invoices = page.getByRole('table');
    await expect(invoices.getByRole('row')).toHaveCount(2);
    await expect(invoices.getByRole('link', { name: /Download/ })).toHaveAttribute('href', /\/pdf\?lang=en$/);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/dashboard');
    await expect(page.getByLabel('Email')).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/api/v1/auth/local/authorize');
  });

  test('a declined card leaves the visitor without a subscription and says why', async ({ page }) => {
    await page.goto('/register');
    await page.getByRole('button', { name: 'Choose Plan' }).first().click();
    await signInOnProviderPage(page, unique('declined'), 'Casey Declined');

    await expect(page.getByLabel('Card number')).toBeVisible();
    await page.getByLabel('Card number').fill('4000 0000 0000 0002');
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page.getByRole('alert')).toHaveText('Your card was declined.');

    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Complete Your Registration' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Choose Your Plan' })).toHaveAttribute('href', '/register?step=plans');
    await page.goto('/billing');
    await expect(page.getByRole('link', { name: 'View Plans' })).toHaveAttribute('href', '/pricing');
  });
});
