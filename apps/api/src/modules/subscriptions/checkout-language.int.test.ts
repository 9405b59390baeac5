import { SUBSCRIPTION_MESSAGES } from '@arx/contracts/billing-messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consents, products, users } from '../../db/schema';
import { seedPlanIds } from '../../test/plans';
import { bearer, signInThroughLocalProvider } from '../../test/sign-in';
import { createTestApp, type TestContext } from '../../test/test-app';

const APP_URL = 'http://localhost:3000';

describe('the checkout in the member’s language', () => {
  let ctx: TestContext;
  let plans: Record<string, number>;
  beforeAll(async () => {
    ctx = await createTestApp();
    plans = await seedPlanIds(ctx);
  });
  afterAll(() => ctx.close());

  async function member(email: string) {
    const { token } = await signInThroughLocalProvider(ctx, { email, name: 'Ana' });
    const [user] = await ctx.database.db.select().from(users).where(eq(users.email, email));
    return { token, userId: user!.id };
  }
  const checkout = (token: string, payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url: '/api/v1/subscriptions/checkout', headers: bearer(token), payload });
  /** The hosted page's address as the browser follows it: path and query (its language). */
  const pageOf = (checkoutUrl: string) => {
    const url = new URL(checkoutUrl);
    return `${url.pathname}${url.search}`;
  };
  const postCard = (page: string, card: string) =>
    ctx.app.inject({
      method: 'POST',
      url: page,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ card_number: card }).toString(),
    });
  const consentOf = async (userId: number) =>
    (await ctx.database.db.select().from(consents).where(eq(consents.userId, userId)))[0];

  it('when a member checks out in Spanish, then the payment page, its errors, its terms and the way back are Spanish', async () => {
    const { token, userId } = await member('es-checkout@example.com');

    const started = await checkout(token, { plan_id: plans.individual, interval: 'month', locale: 'es' });

    expect(started.statusCode).toBe(200);
    const page = pageOf(started.json().checkout_url);
    expect(page).toMatch(/\?lang=es$/);
    const shown = await ctx.app.inject({ method: 'GET', url: page });
    expect(shown.body).toContain('<html lang="es">');
    expect(shown.body).toContain('<h1>Suscríbase a ARX Savings Club</h1>');
    expect(shown.body).toContain('<label for="card_number">Número de tarjeta</label>');
    expect(shown.body).toContain('<button type="submit">Pagar</button>');
    expect(shown.body).toContain(`<a href="${APP_URL}/es/register?step=plans">Cancelar y volver</a>`);
    for (const english of ['Subscribe', 'Card number', '>Pay<', 'Cancel and go back', 'Test cards', 'Demo payments']) {
      expect(shown.body).not.toContain(english);
    }
    // The terms beside Pay are the ones the consent record kept, word for word.
    const consent = await consentOf(userId);
    expect(consent?.termsText).toMatch(/^Paga \$\d+\.\d{2} hoy y luego \$\d+\.\d{2} cada mes\./);
    expect(shown.body).toContain(`<p class="terms" id="renewal-terms">${consent?.termsText}</p>`);
    const [user] = await ctx.database.db.select().from(users).where(eq(users.id, userId));
    expect(user?.locale).toBe('es');

    const declined = await postCard(page, '4000 0000 0000 0002');
    expect(declined.statusCode).toBe(422);
    expect(declined.body).toContain('<p class="alert" role="alert" id="card-error">Su tarjeta fue rechazada.</p>');
    expect(declined.body).toContain('<html lang="es">');

    const paid = await postCard(page, '4242 4242 4242 4242');
    expect(paid.statusCode).toBe(303);
    const success = new URL(paid.headers.location as string);
    expect(`${success.origin}${success.pathname}`).toBe(`${APP_URL}/es/billing/success`);

    const validated = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/subscriptions/validate-session',
      headers: bearer(token),
      payload: { session_id: success.searchParams.get('session_id') },
    });
    // The answer's words are the contract's English: the web app shows them in the page's language.
    expect(validated.json()).toMatchObject({ success: true, message: SUBSCRIPTION_MESSAGES.welcome });
  });

  it('when the request names no language, then the one saved on the account is used', async () => {
    const { token, userId } = await member('es-saved@example.com');
    await ctx.database.db.update(users).set({ locale: 'es' }).where(eq(users.id, userId));

    const started = await checkout(token, { plan_id: plans.partner_pet, interval: 'month' });

    const shown = await ctx.app.inject({ method: 'GET', url: pageOf(started.json().checkout_url) });
    expect(shown.body).toContain('<html lang="es">');
    expect(shown.body).toContain(`href="${APP_URL}/es/register?step=plans"`);
    expect((await consentOf(userId))?.termsText).toMatch(/^Gratis por \d+ días; luego paga/);
    const paid = await postCard(pageOf(started.json().checkout_url), '4242424242424242');
    expect(new URL(paid.headers.location as string).pathname).toBe('/es/billing/success');
  });

  it('when a Spanish member opens the billing portal, then it is in Spanish and comes back to the Spanish billing page', async () => {
    const { token, userId } = await member('es-portal@example.com');
    await ctx.database.db.update(users).set({ locale: 'es' }).where(eq(users.id, userId));
    const started = await checkout(token, { plan_id: plans.partner_pet, interval: 'month' });
    await postCard(pageOf(started.json().checkout_url), '4242424242424242');

    const portal = await ctx.app.inject({ method: 'GET', url: '/api/v1/billing/portal', headers: bearer(token) });
    expect(portal.statusCode).toBe(200);
    const shown = await ctx.app.inject({ method: 'GET', url: pageOf(portal.json().portalUrl) });
    expect(shown.body).toContain('<html lang="es">');
    expect(shown.body).toContain(`href="${APP_URL}/es/billing"`);
    // The plan's name on the billing page and the dashboard, in Spanish too (the seed's "Pareja/Mascota").
    const status = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/users/subscription_status',
      headers: bearer(token),
    });
    const details = await ctx.app.inject({ method: 'GET', url: '/api/v1/billing/details', headers: bearer(token) });
    const [product] = await ctx.database.db
      .select()
      .from(products)
      .where(eq(products.id, plans.partner_pet as number));
    const spanishName = product?.translations.es?.name;
    expect(spanishName).toBe('Pareja/Mascota');
    expect(status.json().plan_name).toBe(spanishName);
    expect(details.json().subscription.planName).toBe(spanishName);
    // The portal, the invoice list and the invoice name the plan as the plan page does.
    expect(shown.body).toContain('<dt>Plan</dt><dd>Plan Pareja/Mascota (mensual)</dd>');
    expect(shown.body).not.toContain(product!.name);
    const invoices = await ctx.app.inject({ method: 'GET', url: '/api/v1/billing/invoices', headers: bearer(token) });
    const [invoice] = invoices.json().invoices;
    expect(invoice.description).toBe('Plan Pareja/Mascota (mensual): prueba gratuita');
    expect(invoice.pdfUrl).toMatch(/\/pdf\?lang=es$/);
    const pdf = await ctx.app.inject({ method: 'GET', url: pageOf(invoice.pdfUrl) });
    expect(pdf.rawPayload.toString('latin1')).toContain(
      '(Descripci\xf3n: Plan Pareja/Mascota \\(mensual\\): prueba gratuita)',
    );
  });

  it('when the member checks out in English, then the addresses and words are as they always were', async () => {
    const { token, userId } = await member('en-checkout@example.com');

    const started = await checkout(token, { plan_id: plans.individual, interval: 'month', locale: 'en' });

    const page = pageOf(started.json().checkout_url);
    const shown = await ctx.app.inject({ method: 'GET', url: page });
    expect(shown.body).toContain('<html lang="en">');
    expect(shown.body).toContain('<h1>Subscribe to ARX Savings Club</h1>');
    expect(shown.body).toContain(`<a href="${APP_URL}/register?step=plans">Cancel and go back</a>`);
    expect((await consentOf(userId))?.termsText).toMatch(/^\$\d+\.\d{2} today, then every month\./);
    const paid = await postCard(page, '4242424242424242');
    expect(new URL(paid.headers.location as string).pathname).toBe('/billing/success');
    const invoices = await ctx.app.inject({ method: 'GET', url: '/api/v1/billing/invoices', headers: bearer(token) });
    expect(invoices.json().invoices[0]).toMatchObject({ description: 'Individual plan (monthly)' });
    expect(invoices.json().invoices[0].pdfUrl).toMatch(/\/pdf\?lang=en$/);
  });

  it('when a Spanish member asks for a session that is not theirs, then the refusal is the contract’s English, for the web app to translate', async () => {
    const { token } = await member('es-refused@example.com');
    await checkout(token, { plan_id: plans.individual, interval: 'month', locale: 'es' });

    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/subscriptions/validate-session',
      headers: bearer(token),
      payload: { session_id: 'cs_sbx_not_mine' },
    });

    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(SUBSCRIPTION_MESSAGES.sessionNotFound);
  });
});
