import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postLocalSignInForm, startLocalSignIn } from '../../../test/sign-in';
import { createTestApp, type TestContext } from '../../../test/test-app';

/** Every English sentence and label of the page, none of which a Spanish page may show. */
const ENGLISH = [
  '>Sign in<',
  'Create your account',
  'Demo sign-in',
  'not insurance',
  '>Email<',
  '>Name<',
  'Your name is printed',
  '>Continue<',
  'Please fix',
  'Enter a valid email',
];

describe('the built-in sign-in page in the visitor’s language', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  /** Starts a sign-in as the web app does, from `returnTo`; gives the provider page's address and the sign-in cookie. */
  async function startSignIn(returnTo: string, options: { signup?: boolean } = {}) {
    const { providerUrl: provider, cookie: signInCookie } = await startLocalSignIn(ctx, returnTo, options);
    return { page: `${provider.pathname}${provider.search}`, provider, signInCookie };
  }

  const postForm = (provider: URL, fields: Record<string, string>) => postLocalSignInForm(ctx, provider, fields);

  it('when the visitor chose Spanish (arx_locale cookie), then the page is in Spanish, with lang="es"', async () => {
    const { page, provider, signInCookie } = await startSignIn('/dashboard');
    // A member page's address names no language: the provider's page follows the visitor's choice.
    expect(provider.searchParams.get('lang')).toBeNull();

    const res = await ctx.app.inject({
      method: 'GET',
      url: page,
      cookies: { arx_sign_in: signInCookie, arx_locale: 'es' },
    });

    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="es">');
    expect(res.body).toContain('<title>Iniciar sesión: ARX Savings Club</title>');
    expect(res.body).toContain('<h1>Iniciar sesión</h1>');
    expect(res.body).toContain('Esto no es un seguro.');
    expect(res.body).toContain('<label for="email">Correo electrónico</label>');
    expect(res.body).toContain('<label for="name">Nombre</label>');
    expect(res.body).toContain('Su nombre aparece impreso en su tarjeta de ahorro.');
    expect(res.body).toContain('<button type="submit">Continuar</button>');
    expect(res.body).toContain('<input type="hidden" name="lang" value="es">');
    for (const english of ENGLISH) expect(res.body).not.toContain(english);
  });

  it("when sign-in starts from a Spanish page (/es/… return path), then the provider's address says so and the page is in Spanish without any cookie", async () => {
    const { page, provider } = await startSignIn('/es/register?productId=3&interval=year', { signup: true });
    expect(provider.searchParams.get('lang')).toBe('es');

    const res = await ctx.app.inject({ method: 'GET', url: page });

    expect(res.body).toContain('<html lang="es">');
    expect(res.body).toContain('<h1>Cree su cuenta</h1>');
    for (const english of ENGLISH) expect(res.body).not.toContain(english);
  });

  it('when nothing says Spanish, then the page stays in English', async () => {
    const { page, signInCookie } = await startSignIn('/dashboard');

    const res = await ctx.app.inject({ method: 'GET', url: page, cookies: { arx_sign_in: signInCookie } });

    expect(res.body).toContain('<html lang="en">');
    expect(res.body).toContain('<h1>Sign in</h1>');
    expect(res.body).toContain('<input type="hidden" name="lang" value="en">');
  });

  it('when a Spanish form is sent with a bad e-mail, then it comes back in Spanish with what was typed', async () => {
    const { provider } = await startSignIn('/es/dashboard');

    // No cookie at all: the form itself carries its language.
    const res = await postForm(provider, {
      screen_hint: 'sign-in',
      lang: 'es',
      email: 'ana.garcia@ejemplo',
      name: 'Ana García',
    });

    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('<html lang="es">');
    expect(res.body).toContain('<p>Corrija lo siguiente:</p>');
    expect(res.body).toContain('<li>Escriba un correo electrónico válido, como nombre@ejemplo.com.</li>');
    expect(res.body).toContain('value="ana.garcia@ejemplo"');
    expect(res.body).toContain('value="Ana García"');
    expect(res.body).toContain('<input type="hidden" name="lang" value="es">');
    for (const english of ENGLISH) expect(res.body).not.toContain(english);
  });

  it('when a Spanish form is sent without an e-mail, then it asks for one in Spanish', async () => {
    const { provider } = await startSignIn('/es/dashboard');

    const res = await postForm(provider, { lang: 'es', email: '' });

    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('<li>Escriba su correo electrónico.</li>');
  });

  it('when the link is not one of ours, then it says so in the visitor’s language', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/auth/local/authorize?state=s&redirect_uri=https%3A%2F%2Fevil.example%2Fcb',
      cookies: { arx_locale: 'es' },
    });

    expect(res.statusCode).toBe(400);
    expect(res.body).toBe('Este enlace para iniciar sesión no es válido. Vuelva al sitio y empiece de nuevo.');
    expect(res.headers['content-language']).toBe('es');
  });
});
