import { expectNoAxeViolations } from './support/axe';
import { watchHydration } from './support/hydration';
import { expectMail, openNewestMail } from './support/mailbox';
import { uniqueEmail } from './support/member';
import { expect, test } from './support/test';

/**
 * The club in Spanish (docs/decisions/0019-spanish.md): every public page has an address under
 * /es/, rendered by the server in Spanish, and the language switch keeps the page.
 */

const SPANISH_PAGES: { path: string; heading: RegExp | string }[] = [
  { path: '/es/', heading: /una membresía de ahorro en medicamentos recetados, no un seguro/ },
  { path: '/es/drug-pricing', heading: 'Calculadora de ahorro' },
  { path: '/es/faq', heading: 'Preguntas frecuentes' },
  { path: '/es/register', heading: 'Elija su plan de ahorro' },
  { path: '/es/terms', heading: 'Términos del servicio' },
  { path: '/es/privacy', heading: 'Política de privacidad' },
  { path: '/es/disclaimer', heading: 'Aviso legal' },
  { path: '/es/partners', heading: /Colabore con/ },
  { path: '/es/drugs/atorvastatin', heading: 'Atorvastatin' },
];

const text = (html: string) =>
  html
    .replace(/<script\b[\s\S]*?<\/script>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ');

test.describe('the Spanish pages as the server sends them', () => {
  test('are in Spanish, say so, name their English twin and link within Spanish', async ({ request }) => {
    const titles = new Set<string>();
    for (const { path, heading } of SPANISH_PAGES) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      const head = html.slice(0, html.indexOf('</head>'));
      expect(html, path).toMatch(/<html lang="es">/);
      const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '';
      expect(text(h1), path).toMatch(heading);
      const english = path.replace(/^\/es/, '') || '/';
      expect(head, path).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+${path}">`));
      expect(head, path).toMatch(new RegExp(`<link rel="alternate" hreflang="en" href="https?://[^"]+${english}">`));
      expect(head, path).toMatch(new RegExp(`<link rel="alternate" hreflang="es" href="https?://[^"]+${path}">`));
      expect(head, path).toContain('<meta property="og:locale" content="es_US">');
      titles.add(/<title>([^<]+)<\/title>/.exec(head)?.[1] ?? '');
      // The site's own links stay in Spanish; the switch offers the English page.
      expect(html, path).toContain('href="/es/faq"');
      expect(html, path).toMatch(new RegExp(`<a href="${english}" hrefLang="en" lang="en"`, 'i'));
      expect(text(html), path).toContain('No es un seguro.');
    }
    expect(titles.size).toBe(SPANISH_PAGES.length);
  });

  test('the medication page shows the same prices in Spanish words', async ({ request }) => {
    const page = (await (await request.get('/api/v1/medications/pages/atorvastatin')).json()) as {
      medications: { pricings: { member_price: number }[] }[];
    };
    const html = text(await (await request.get('/es/drugs/atorvastatin')).text());
    for (const medication of page.medications) {
      for (const pricing of medication.pricings) expect(html).toContain(`$${pricing.member_price.toFixed(2)}`);
    }
    expect(html).toContain('Suministro de 30 días');
  });
});

for (const { path } of SPANISH_PAGES) {
  test(`${path} hydrates without a warning, a redraw or a policy violation, and passes axe`, async ({ page }) => {
    const seen = await watchHydration(page);
    await page.goto(path);
    await page.waitForFunction(() => {
      const header = document.querySelector('#root header');
      return !!header && Object.keys(header).some((key) => key.startsWith('__reactFiber'));
    });
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page);
    expect(seen.problems).toEqual([]);
  });
}

test('the switch keeps the page, links stay in the language, and the estimator works in Spanish', async ({ page }) => {
  await page.goto('/faq');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Español' }).click();
  await expect(page).toHaveURL(/\/es\/faq$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Preguntas frecuentes' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  await page
    .getByRole('navigation', { name: 'Principal' })
    .getByRole('link', { name: 'Precios de medicamentos' })
    .click();
  await expect(page).toHaveURL(/\/es\/drug-pricing$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Calculadora de ahorro' })).toBeVisible();
  await expect(page).toHaveTitle(/Calculadora de ahorro/);
  await page.getByLabel('Buscar medicamentos').fill('atorvastatin');
  await expect(page).toHaveURL(/search=atorvastatin/, { timeout: 10_000 });
  await page
    .getByRole('link', { name: /Atorvastatin/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/es\/drugs\/atorvastatin$/);

  await page.getByRole('contentinfo').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/drugs\/atorvastatin$/);
  await expect(page).not.toHaveURL(/\/es\//);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('a visitor who chose Spanish keeps it across visits: / leads to /es/, and reading an English page changes nothing', async ({
  page,
  context,
}) => {
  const chosen = async () => (await context.cookies()).find((cookie) => cookie.name === 'arx_locale')?.value;
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Español' }).click();
  await expect(page).toHaveURL(/\/es\/$/);

  // A later visit to the home page: the Spanish one, at once.
  await page.goto('/');
  await expect(page).toHaveURL(/\/es\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  // An English page reached from a link is read in English, and the choice stays.
  await page.goto('/faq');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
  expect(await chosen()).toBe('es');
  await page.goto('/');
  await expect(page).toHaveURL(/\/es\/$/);

  // Choosing English is a choice too.
  await page.getByRole('contentinfo').getByRole('link', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await chosen()).toBe('en');
  await page.goto('/');
  expect(new URL(page.url()).pathname).toBe('/');
});

test('a visitor reads /es/, estimates, signs up and pays in Spanish, completes the profile, sees the card and gets the welcome e-mail in Spanish', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('spanish');
  await page.goto('/es/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('no un seguro');
  await page
    .getByRole('navigation', { name: 'Principal' })
    .getByRole('link', { name: 'Precios de medicamentos' })
    .click();
  await page.getByLabel('Buscar medicamentos').fill('atorvastatin');
  await expect(page).toHaveURL(/search=atorvastatin/, { timeout: 10_000 });
  await expect(page.getByRole('link', { name: /Atorvastatin/ }).first()).toBeVisible();

  await page.goto('/es/register');
  // The plans' own words come from the catalogue in Spanish.
  await expect(page.getByRole('heading', { name: 'Pareja/Mascota' })).toBeVisible();
  await page.getByRole('button', { name: 'Elegir plan' }).first().click();

  // The built-in sign-in page and the payment page follow the language.
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Nombre').fill('Lucía Gómez');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByText(/luego paga|y luego/).first()).toBeVisible();
  await page.getByLabel('Número de tarjeta').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pagar' }).click();
  await expect(page).toHaveURL(/\/es\/dashboard$/, { timeout: 20_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1, name: /Lucía/ })).toBeVisible();

  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Fecha de nacimiento').fill('1980-04-02');
  await dialog.getByLabel('Sexo').selectOption('female');
  await dialog.getByLabel('Dirección').fill('18 Elm Court');
  await dialog.getByLabel('Ciudad').fill('Columbus');
  await dialog.getByLabel('Estado').selectOption('OH');
  // A ZIP code the rules refuse first: the contract's message, shown in Spanish.
  await dialog.getByLabel('Código postal').fill('4321');
  await dialog.getByRole('button', { name: 'Completar perfil' }).click();
  const problems = dialog.getByRole('alert');
  await expect(problems).toContainText('Corrija lo siguiente:');
  await expect(problems.getByRole('listitem')).toHaveText([
    'El código postal debe tener el formato 12345 o 12345-6789',
  ]);
  await expect(dialog.getByLabel('Código postal')).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel('Código postal').fill('43215');
  await dialog.getByRole('button', { name: 'Completar perfil' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Lista para usar', { exact: true })).toBeVisible();

  // The card: its title and the not-insurance statement in Spanish (and English for the pharmacist).
  await expect(page.getByText('Tarjeta de miembro Individual').first()).toBeVisible();
  await expect(page.getByText(/ESTO NO ES UN SEGURO/).first()).toBeVisible();
  await expectNoAxeViolations(page);
  // Installed from here, the app describes itself in Spanish and opens the Spanish counter page.
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.es.webmanifest');
  const manifest = await (await page.request.get('/manifest.es.webmanifest')).json();
  expect(manifest).toMatchObject({ lang: 'es', start_url: '/es/counter' });

  // The welcome e-mail, in Spanish, with links to the Spanish pages.
  await expectMail(page, email, 'welcome');
  const welcome = await openNewestMail(page, 'welcome');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Le damos la bienvenida a ARX Savings Club' }),
  ).toBeVisible();
  expect(welcome).toContain('Su membresía está activa');
  expect(welcome).toMatch(/Número de miembro: ARX-\d{6}-01/);
  expect(welcome).toMatch(/\/es\/dashboard/);
  expect(welcome).not.toMatch(/Your membership is active/);

  // Reading an English page later changes neither the member pages' language nor the account's.
  await page.goto('/faq');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/es\/dashboard$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const token = await page.evaluate(() => window.localStorage.getItem('arx.auth_token'));
  const me = await page.request.get('/api/v1/current_user', { headers: { authorization: `Bearer ${token}` } });
  expect(((await me.json()) as { user: { locale: string } }).user.locale).toBe('es');
});
