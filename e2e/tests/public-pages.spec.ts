import { expect, test } from './support/test';

test.describe('a visitor browsing the public site', () => {
  test('home: carousel, how it works, real member savings and the FAQ teaser', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Go to slide 1' })).toBeVisible();
    await page.getByRole('button', { name: 'Go to slide 3' }).click();
    await expect(page.getByRole('button', { name: 'Go to slide 3' })).toHaveAttribute('aria-current', /true|step/);
    await expect(page.getByRole('heading', { name: 'How It Works' })).toBeVisible();
    const savings = page.locator('section', { has: page.getByRole('heading', { name: 'Real Member Savings' }) });
    await expect(savings.getByRole('article')).toHaveCount(6);
    await expect(page.getByRole('link', { name: 'Estimate Your Savings' })).toHaveAttribute('href', '/drug-pricing');
    await page.getByRole('link', { name: 'See More FAQ' }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('How It Works in the navigation scrolls to the section', async ({ page }) => {
    await page.goto('/faq');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'How It Works' }).click();
    await expect(page).toHaveURL(/\/#how-it-works$/);
    await expect(page.locator('#how-it-works')).toBeInViewport();
  });

  test('savings estimator: search, 30/90 toggle and the empty state', async ({ page }) => {
    await page.goto('/drug-pricing');
    await expect(page.getByRole('heading', { level: 1, name: 'Savings Estimator' })).toBeVisible();
    const table = page.getByRole('table');
    for (const header of ['Medication', 'Quantity', 'Cash Price', "Competitor's Price", 'Member Price', 'You Save']) {
      await expect(table.getByRole('columnheader', { name: header })).toBeVisible();
    }
    await page.getByLabel('Search medications').fill('  atorvastatin ');
    await expect(table.getByRole('row').nth(1)).toContainText('Atorvastatin');
    await expect(page).toHaveURL(/search=atorvastatin/);
    const firstRow = table.getByRole('row').nth(1);
    await expect(firstRow).toContainText(/\$\d+\.\d{2}/);
    await expect(firstRow).toContainText(/\(\d+%\)/);
    await page.getByText('90-day supply').click();
    await expect(page.getByRole('radio', { name: '90-day supply' })).toBeChecked();
    await expect(page).toHaveURL(/days=90/);
    await expect(firstRow).toContainText('90');
    await page.getByLabel('Search medications').fill('zzzzqqq');
    await expect(page.getByText('No medications found')).toBeVisible();
  });

  test('FAQ: every question, answers open, and the three buttons', async ({ page }) => {
    await page.goto('/faq');
    const questions = page.locator('main summary');
    await expect(questions.first()).toBeVisible();
    expect(await questions.count()).toBeGreaterThanOrEqual(15);
    await questions.first().click();
    await expect(page.locator('main details[open] .rich-text').first()).toBeVisible();
    await expect(page.getByText('not insurance', { exact: false }).first()).toBeAttached();
    await expect(page.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', /^mailto:/);
    await expect(page.getByRole('link', { name: 'View Plans' })).toHaveAttribute('href', '/register?step=plans');
  });

  test('plan selection: toggle, badges, and choosing a plan starts sign-up with the plan', async ({ page }) => {
    await page.goto('/register?interval=year');
    await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Savings Plan' })).toBeVisible();
    for (const name of ['Individual', 'Partner/Pet', 'Family']) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(page.getByText('Most Popular')).toBeVisible();
    await expect(page.getByText('1 month free').first()).toBeVisible();
    for (const blurb of ['100% Secure', 'Cancel Anytime', 'Instant Activation']) {
      await expect(page.getByText(blurb, { exact: true })).toBeVisible();
    }
    const signIn = page.waitForRequest((request) => request.url().includes('/api/v1/auth/workos/redirect'));
    await page.getByRole('button', { name: 'Choose Plan' }).first().click();
    const url = new URL((await signIn).url());
    expect(url.searchParams.get('signup')).toBe('true');
    const state = url.searchParams.get('state') ?? '';
    expect(state).toContain('productId=');
    expect(state).toContain('interval=year');
  });

  test('static pages carry their dates and key terms', async ({ page }) => {
    await page.goto('/terms');
    await expect(page.getByText('Last updated December 7, 2026')).toBeVisible();
    await expect(page.getByText(/Idaho/).first()).toBeVisible();
    await page.goto('/privacy');
    await expect(page.getByText('Last updated October 1, 2025')).toBeVisible();
    await page.goto('/disclaimer');
    await expect(page.getByText('Effective October 9, 2025')).toBeVisible();
    await page.goto('/partners');
    await expect(page.locator('a[href^="mailto:"]').first()).toBeVisible();
  });

  test('sign-in error screen and expired pass page', async ({ page }) => {
    await page.goto('/auth/error?error=access_denied');
    await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
    await expect(page.getByText('access_denied')).toBeVisible();
    await page.goto('/auth/error?error=login_failed&message=Custom%20reason');
    await expect(page.getByText('Custom reason')).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Try again' }).or(page.getByRole('link', { name: 'Try again' })),
    ).toBeVisible();
    await page.goto('/pass-expired?code=abc123');
    await expect(page.getByRole('link', { name: 'Log In to Request New Link' })).toHaveAttribute('href', '/login');
    await expect(page.getByRole('link', { name: 'Go to Home Page' })).toHaveAttribute('href', '/');
  });

  test('an unknown path lands on the home page and page views are recorded without query strings', async ({ page }) => {
    const views: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/v1/analytics/page_views')) views.push(request.postData() ?? '');
    });
    await page.goto('/no/such/page?secret=1');
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => views.length).toBeGreaterThan(0);
    for (const body of views) expect(body).not.toContain('secret');
  });
});
