import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '../../../lib/i18n/languages';
import { APP_URL, PREFIX, type SandboxPages, startSandboxPages } from './sandbox-test-factories';

/** English a Spanish page must not show (brand names and card numbers aside). */
const ENGLISH = [
  'Subscribe',
  'Card number',
  '>Pay<',
  'Cancel and go back',
  'Test cards',
  'Demo payments',
  'today',
  'Free trial',
  ' / month',
  'Family plan',
  'Plan Family',
  '(monthly)',
];

describe('the sandbox’s hosted pages in the session’s language', () => {
  let pages: SandboxPages;
  let sandbox: SandboxPages['sandbox'];
  let app: SandboxPages['app'];
  let sequence = 0;

  beforeAll(async () => {
    pages = await startSandboxPages();
    ({ sandbox, app } = pages);
  });
  afterAll(() => pages.close());

  async function openCheckout(locale: Locale | undefined, trialDays = 0) {
    sequence++;
    const priceId = await sandbox.ensurePrice({
      lookupKey: `language_${sequence}`,
      productName: 'Family',
      // As the app names the plan in each language.
      productNames: { en: 'Family', es: 'Familiar' },
      amountCents: 2499,
      currency: 'usd',
      interval: 'month',
    });
    const customerId = await sandbox.ensureCustomer({
      userId: sequence,
      email: `language${sequence}@example.com`,
      name: null,
      existingCustomerId: null,
    });
    const prefix = locale === 'es' ? '/es' : '';
    const { url } = await sandbox.createCheckoutSession({
      customerId,
      userId: sequence,
      priceId,
      trialDays,
      successUrl: `${APP_URL}${prefix}/billing/success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${APP_URL}${prefix}/register?step=plans`,
      idempotencyKey: `language-${sequence}`,
      locale,
    });
    const address = new URL(url);
    return { customerId, url, page: `${address.pathname}${address.search}` };
  }

  const postCard = (page: string, cardNumber: string) =>
    app.inject({
      method: 'POST',
      url: page,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ card_number: cardNumber }).toString(),
    });

  describe('checkout', () => {
    it('when the checkout is opened in Spanish, then its page is all Spanish, terms included', async () => {
      const { url, page } = await openCheckout('es');

      const res = await app.inject({ method: 'GET', url: page });

      expect(url).toMatch(/\?lang=es$/);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<html lang="es">');
      expect(res.body).toContain('<title>Pago: Plan Familiar · ARX Savings Club, entorno de pruebas</title>');
      expect(res.body).toContain('Pagos de demostración (entorno de pruebas): no se cobra a ninguna tarjeta real');
      expect(res.body).toContain('<h1>Suscríbase a ARX Savings Club</h1>');
      expect(res.body).toContain('<dt>Precio</dt><dd>$24.99 / mes</dd>');
      expect(res.body).toContain('<label for="card_number">Número de tarjeta</label>');
      expect(res.body).toContain('Tarjetas de prueba:');
      expect(res.body).toContain(
        '<p class="terms" id="renewal-terms">Paga $24.99 hoy y luego $24.99 cada mes. Su membresía se renueva',
      );
      expect(res.body).toContain('<button type="submit">Pagar</button>');
      expect(res.body).toContain(`<a href="${APP_URL}/es/register?step=plans">Cancelar y volver</a>`);
      for (const english of ENGLISH) expect(res.body).not.toContain(english);
    });

    it('shows a Spanish free trial', async () => {
      const { page } = await openCheckout('es', 14);

      const res = await app.inject({ method: 'GET', url: page });

      expect(res.body).toContain('<dt>Prueba gratis</dt><dd>14 días: $0.00 hoy; luego $24.99 / mes</dd>');
      expect(res.body).toContain('Gratis por 14 días; luego paga $24.99 cada mes.');
    });

    it('when a card is refused on a Spanish checkout, then the page says why in Spanish and stays Spanish', async () => {
      const { page } = await openCheckout('es');

      const declined = await postCard(page, '4000 0000 0000 0002');
      const wrong = await postCard(page, '1234');

      expect(declined.statusCode).toBe(422);
      expect(declined.body).toContain('<p class="alert" role="alert" id="card-error">Su tarjeta fue rechazada.</p>');
      expect(declined.body).toContain('<html lang="es">');
      expect(wrong.body).toContain('El número de su tarjeta no es correcto.');
      for (const english of ENGLISH) expect(declined.body).not.toContain(english);
    });

    it('when a Spanish checkout is paid, then it goes on to the Spanish success page, and says so in Spanish after', async () => {
      const { page } = await openCheckout('es');

      const paid = await postCard(page, '4242424242424242');
      const again = await app.inject({ method: 'GET', url: page });

      expect(new URL(paid.headers.location as string).pathname).toBe('/es/billing/success');
      expect(again.body).toContain('<h1>Este pago ya se realizó</h1>');
      expect(again.body).toContain('Continuar a ARX Savings Club');
    });

    it('when the checkout is opened in English, or with no language, then the page is as it always was', async () => {
      for (const locale of ['en', undefined] as const) {
        const { url, page } = await openCheckout(locale);

        const res = await app.inject({ method: 'GET', url: page });

        expect(url.endsWith(locale ? '?lang=en' : '')).toBe(true);
        expect(res.body).toContain('<html lang="en">');
        expect(res.body).toContain('<h1>Subscribe to ARX Savings Club</h1>');
        expect(res.body).toContain('<dt>Price</dt><dd>$24.99 / month</dd>');
        expect(res.body).toContain('$24.99 today, then every month.');
        expect((await postCard(page, '4000 0000 0000 0002')).body).toContain('Your card was declined.');
      }
    });

    it('answers an unknown Spanish checkout in Spanish', async () => {
      const res = await app.inject({ method: 'GET', url: `${PREFIX}/checkout/cs_sbx_unknown?lang=es` });

      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('<h1>No encontramos este pago</h1>');
    });
  });

  describe('billing portal and invoice', () => {
    async function spanishPortal() {
      const { customerId, page } = await openCheckout('es');
      await postCard(page, '4242424242424242');
      const { url } = await sandbox.createPortalSession({
        customerId,
        returnUrl: `${APP_URL}/es/billing`,
        locale: 'es',
      });
      const address = new URL(url);
      return { customerId, portal: `${address.pathname}${address.search}`, portalPath: address.pathname };
    }

    it('when the portal is opened in Spanish, then its page, its forms and its links stay Spanish', async () => {
      const { portal, portalPath } = await spanishPortal();

      const res = await app.inject({ method: 'GET', url: portal });

      expect(portal).toMatch(/\?lang=es$/);
      expect(res.body).toContain('<html lang="es">');
      expect(res.body).toContain('<h1>Su facturación de ARX Savings Club</h1>');
      // The plan as the app names it in Spanish, in the details and on the invoice's line.
      expect(res.body).toContain('<dt>Plan</dt><dd>Plan Familiar (mensual)</dd>');
      expect(res.body).toMatch(/<td>[^<]+<\/td>\n<td>Plan Familiar \(mensual\)<\/td>/);
      expect(res.body).toContain('<dt>Estado</dt><dd>Activa</dd>');
      expect(res.body).toContain('<dt>Próximo cobro</dt>');
      expect(res.body).toContain('<button type="submit" class="danger">Cancelar la membresía</button>');
      // The club's word: a membership, never a "suscripción".
      expect(res.body).not.toMatch(/suscripci/i);
      expect(res.body).toContain('Visa terminada en 4242');
      expect(res.body).toContain('<td>Pagada</td>');
      expect(res.body).toContain(`<form method="post" action="${APP_URL}${portalPath}/cancel?lang=es">`);
      expect(res.body).toMatch(
        /href="http:\/\/localhost:3000\/api\/v1\/sandbox\/invoices\/in_sbx_[0-9a-f]{32}\/pdf\?lang=es"/,
      );
      expect(res.body).toContain(`<a href="${APP_URL}/es/billing">Volver a ARX Savings Club</a>`);
      for (const english of [
        ...ENGLISH,
        'Billing portal',
        'Cancel subscription',
        'Next billing date',
        'ending in',
        'Invoices',
      ]) {
        expect(res.body).not.toContain(english);
      }
    });

    it('when a Spanish portal form is refused or done, then the answer is Spanish and comes back to the Spanish page', async () => {
      const { portal, portalPath } = await spanishPortal();
      const post = (action: string, form: Record<string, string>) =>
        app.inject({
          method: 'POST',
          url: `${portalPath}/${action}?lang=es`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams(form).toString(),
        });

      const badCard = await post('card', { card_number: '4000 0000 0000 0002' });
      const badDays = await post('clock', { days: '0' });
      const page = await app.inject({ method: 'GET', url: portal });
      const subscriptionId = page.body.match(/name="subscription_id" value="([^"]+)"/)?.[1] as string;
      const canceled = await post('cancel', { subscription_id: subscriptionId });

      expect(badCard.statusCode).toBe(422);
      expect(badCard.body).toContain('<p class="alert" role="alert" id="new-card-error">Su tarjeta fue rechazada.</p>');
      expect(badDays.body).toContain('El número de días debe ser un número entero del 1 al 400.');
      expect(canceled.statusCode).toBe(303);
      expect(canceled.headers.location).toBe(`${APP_URL}${portal}`);
      const after = await app.inject({ method: 'GET', url: portal });
      expect(after.body).toContain('<dt>Estado</dt><dd>Se cancela</dd>');
      expect(after.body).toMatch(/Se cancela el \d{1,2} de [a-z]+ de \d{4}\./);
    });

    it('names a free trial’s invoice as a trial, in each language', async () => {
      const { customerId, page } = await openCheckout('es', 14);
      await postCard(page, '4242424242424242');
      const { invoices } = await sandbox.listInvoices({ customerId, limit: 10 });
      const pdfPath = new URL(invoices[0]!.pdfUrl!).pathname;

      const spanish = (await app.inject({ method: 'GET', url: `${pdfPath}?lang=es` })).rawPayload.toString('latin1');
      const english = (await app.inject({ method: 'GET', url: pdfPath })).rawPayload.toString('latin1');

      expect(invoices[0]!.description).toBe('Family plan (monthly): free trial');
      expect(spanish).toContain('(Descripci\xf3n: Plan Familiar \\(mensual\\): prueba gratuita)');
      expect(english).toContain('(Description: Family plan \\(monthly\\): free trial)');
    });

    it('when the receipt links the invoice, then the link carries the member’s language, cookie or not', async () => {
      const { customerId } = await spanishPortal();
      const [invoice] = (await sandbox.listInvoices({ customerId, limit: 1 })).invoices;

      const link = sandbox.invoiceLinkIn(invoice!, 'es');
      const res = await app.inject({ method: 'GET', url: `${new URL(link!).pathname}${new URL(link!).search}` });

      expect(link).toMatch(/\/invoices\/in_sbx_[0-9a-f]{32}\/pdf\?lang=es$/);
      expect(res.rawPayload.toString('latin1')).toContain('/Lang (es-US)');
    });

    it('prints a Spanish invoice PDF when asked from the Spanish portal', async () => {
      const { customerId } = await spanishPortal();
      const { invoices } = await sandbox.listInvoices({ customerId, limit: 10 });
      const invoice = invoices[0]!;

      const res = await app.inject({ method: 'GET', url: `${new URL(invoice.pdfUrl!).pathname}?lang=es` });

      const text = res.rawPayload.toString('latin1');
      expect(text).toContain('/Lang (es-US)');
      expect(text).toContain(`(Factura ${invoice.number})`);
      expect(text).toContain('(Descripci\xf3n: Plan Familiar \\(mensual\\))');
      expect(text).toContain('(Importe: $24.99)');
      expect(text).toContain('(Estado: Pagada)');
      expect(text).toContain('(Factura del entorno de pruebas: no se cobr\xf3 a ninguna tarjeta real.)');
    });
  });
});
