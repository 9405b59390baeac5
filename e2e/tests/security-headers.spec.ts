import type { Page, Response } from '@playwright/test';
import { completePrimaryProfile, uniqueEmail } from './support/member';
import { expect, test } from './support/test';

/**
 * Every page a visitor meets, under the real Content-Security-Policy of the production build:
 * the web app's pages, the local sign-in page and the sandbox checkout. Anything the policy
 * blocks (an inline script or style, an image, a frame, a form redirect) shows up as a
 * securitypolicyviolation event or a console error, and the test fails on either.
 */

type Violation = { directive: string; blocked: string; page: string };

async function watch(page: Page) {
  const violations: Violation[] = [];
  const consoleErrors: string[] = [];
  const documents: Response[] = [];
  // Reported from every document the tab loads, before any of its own scripts run.
  await page.exposeBinding('__reportCspViolation', (_source, violation: Violation) => {
    violations.push(violation);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportCspViolation(v: Violation): void }).__reportCspViolation({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        page: location.pathname,
      });
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => consoleErrors.push(`${page.url()}: ${error.message}`));
  page.on('response', (response) => {
    if (response.request().isNavigationRequest() && response.request().frame() === page.mainFrame()) {
      documents.push(response);
    }
  });
  return { violations, consoleErrors, documents };
}

function expectSecureDocument(response: Response) {
  const headers = response.headers();
  const where = response.url();
  const csp = headers['content-security-policy'] ?? '';
  const directives = new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
  const scripts = directives.get('script-src') ?? directives.get('default-src');
  expect(scripts, `${where} script-src`).toBeDefined();
  expect(
    scripts!.every((s) => s === "'self'" || s === "'none'"),
    `${where} script-src ${scripts}`,
  ).toBe(true);
  expect(csp, where).not.toContain('unsafe-inline');
  expect(directives.get('frame-ancestors'), where).toEqual(["'none'"]);
  expect(directives.get('base-uri'), where).toEqual(["'none'"]);
  expect(directives.get('object-src') ?? directives.get('default-src'), where).toEqual(["'none'"]);
  expect(directives.get('form-action')?.[0], where).toBe("'self'");
  expect(headers['strict-transport-security'], where).toMatch(/max-age=\d{8,}; includeSubDomains/);
  expect(headers['x-content-type-options'], where).toBe('nosniff');
  expect(headers['referrer-policy'], where).toBe('no-referrer');
  expect(headers['cross-origin-opener-policy'], where).toBe('same-origin');
  expect(headers['x-frame-options'], where).toBe('DENY');
}

test('the public pages, sign-in and checkout run under the policy without a single violation', async ({ page }) => {
  // A whole sign-up, payment, profile and print: about 27 s on a quiet two-core machine.
  test.setTimeout(60_000);
  const seen = await watch(page);

  for (const path of ['/', '/drug-pricing', '/faq', '/register']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    expectSecureDocument(response!);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
  // The FAQ answers are server-sanitized HTML put into the page.
  await page.goto('/faq');
  await page.locator('main summary').first().click();
  await expect(page.locator('main details[open] .rich-text').first()).toBeVisible();

  // Choosing a plan leads to the local sign-in page (server-rendered, its stylesheet allowed by hash).
  await page.goto('/register');
  await page.getByRole('button', { name: 'Choose Plan' }).first().click();
  await expect(page.getByLabel('Email')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue' })).toHaveCSS('background-color', 'rgb(15, 118, 110)');
  // A refused form comes back as a page of its own.
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toContainText('Enter a valid email address');
  // The form posts here and is redirected to APP_URL, which form-action allows.
  await page.getByLabel('Email').fill(uniqueEmail('csp'));
  await page.getByLabel('Name').fill('Casey Policy');
  await page.getByRole('button', { name: 'Continue' }).click();

  // The sandbox checkout, which posts and is redirected back to the app.
  await expect(page.getByLabel('Card number')).toBeVisible();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await completePrimaryProfile(page);
  // Printing the card: its sheet is styled from the app's CSS file, with no inline stylesheet.
  await page.evaluate(() => {
    window.print = () => {};
  });
  await page.getByRole('button', { name: 'Print card' }).click();
  await expect(page.locator('[data-print-card]')).toBeAttached();
  await expect(page.locator('[data-print-card] style')).toHaveCount(0);
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('header').first()).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  const pages = seen.documents.map((r) => new URL(r.url()).pathname);
  expect(pages).toEqual(expect.arrayContaining(['/api/v1/auth/local/authorize', '/billing/success']));
  expect(pages.some((p) => p.startsWith('/api/v1/sandbox/checkout/'))).toBe(true);
  for (const response of seen.documents.filter((r) => r.status() < 300)) expectSecureDocument(response);

  expect(seen.violations).toEqual([]);
  // The one error expected: the refused sign-in form's page comes with its 422.
  const expected = /\/api\/v1\/auth\/local\/authorize: Failed to load resource: .* status of 422/;
  expect(seen.consoleErrors.filter((e) => !expected.test(e))).toEqual([]);
});

test('a page cannot be framed by another site', async ({ page }) => {
  const response = await page.goto('/');
  expect(response!.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  // A frame of the app, even from a page of ours, stays empty.
  const seen = await watch(page);
  await page.setContent('<iframe src="/faq" title="framed"></iframe>');
  await page.waitForTimeout(500);
  const framed = page.frames().find((f) => f.url().endsWith('/faq'));
  expect(framed ? await framed.locator('h1').count() : 0).toBe(0);
  expect(seen.consoleErrors.join('\n')).toContain("frame-ancestors 'none'");
});

test("counter mode's service worker is checked on every visit, and the install manifest is served as one", async ({
  request,
}) => {
  // The app's pages allow our own worker and manifest, and nobody else's.
  for (const path of ['/', '/counter']) {
    const csp = (await request.get(path)).headers()['content-security-policy'] ?? '';
    expect(csp, path).toContain("worker-src 'self';");
    expect(csp, path).toContain("manifest-src 'self';");
  }

  const worker = await request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['content-type']).toMatch(/^(text|application)\/javascript/);
  expect(worker.headers()['cache-control']).toBe('no-cache');
  // Built with the list of files it keeps, the app's page among them.
  expect(await worker.text()).toContain('/index.html');

  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.status()).toBe(200);
  expect(manifest.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const body = (await manifest.json()) as { icons: { src: string; sizes: string; purpose?: string }[] };
  expect(body.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
  );
  for (const icon of body.icons) {
    const image = await request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type'], icon.src).toBe('image/png');
  }
});
