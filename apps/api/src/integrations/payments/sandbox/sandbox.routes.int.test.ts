import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxCheckoutSessions, sandboxInvoices, sandboxSubscriptions } from '../../../db/schema';
import { APP_URL, PREFIX, type SandboxPages, startSandboxPages } from './sandbox-test-factories';

describe('sandbox hosted pages', () => {
  let pages: SandboxPages;
  let database: SandboxPages['database'];
  let sandbox: SandboxPages['sandbox'];
  let app: SandboxPages['app'];
  let sequence = 0;

  beforeAll(async () => {
    pages = await startSandboxPages();
    ({ database, sandbox, app } = pages);
  });
  afterAll(() => pages.close());

  async function openCheckout(options: { productName?: string; trialDays?: number } = {}) {
    sequence++;
    const priceId = await sandbox.ensurePrice({
      lookupKey: `pages_${sequence}`,
      productName: options.productName ?? 'Family',
      amountCents: 2499,
      currency: 'usd',
      interval: 'month',
    });
    const customerId = await sandbox.ensureCustomer({
      userId: sequence,
      email: `pages${sequence}@example.com`,
      name: null,
      existingCustomerId: null,
    });
    const { id } = await sandbox.createCheckoutSession({
      customerId,
      userId: sequence,
      priceId,
      trialDays: options.trialDays ?? 0,
      successUrl: `${APP_URL}/billing/success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${APP_URL}/register?step=plans`,
      idempotencyKey: `pages-${sequence}`,
    });
    return { sessionId: id, customerId, path: `${PREFIX}/checkout/${id}` };
  }

  function postCard(path: string, cardNumber: string) {
    return app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ card_number: cardNumber }).toString(),
    });
  }

  async function paidMember() {
    const checkout = await openCheckout();
    await postCard(checkout.path, '4242424242424242');
    const { url } = await sandbox.createPortalSession({
      customerId: checkout.customerId,
      returnUrl: `${APP_URL}/billing`,
    });
    return { ...checkout, portalPath: new URL(url).pathname };
  }

  describe('checkout page', () => {
    it('shows the plan, the price, a "Card number" field, a "Pay" button and the way back', async () => {
      const { path } = await openCheckout();

      const res = await app.inject({ method: 'GET', url: path });

      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['content-security-policy']).toContain("default-src 'none'");
      expect(res.headers['content-security-policy']).not.toContain('unsafe-inline');
      expect(res.body).toContain('<html lang="en">');
      expect(res.body).toMatch(/<title>[^<]+<\/title>/);
      expect(res.body).toContain(
        '<header class="banner" role="status">Demo payments (sandbox): no real card is charged',
      );
      expect(res.body.match(/<h1>/g)).toHaveLength(1);
      expect(res.body).toContain('Family plan');
      expect(res.body).toContain('$24.99 / month');
      expect(res.body).toContain('<label for="card_number">Card number</label>');
      expect(res.body).toMatch(
        /<input id="card_number" name="card_number" type="text" autocomplete="cc-number" inputmode="numeric"/,
      );
      expect(res.body).toContain('<button type="submit">Pay</button>');
      expect(res.body).toContain(`<a href="${APP_URL}/register?step=plans">Cancel and go back</a>`);
      expect(res.body).toContain('4242 4242 4242 4242');
      expect(res.body).toContain('4000 0000 0000 0002');
      expect(res.body).not.toContain('<script');
    });

    it('shows the free-trial days when the plan has a trial', async () => {
      const { path } = await openCheckout({ trialDays: 14 });

      const res = await app.inject({ method: 'GET', url: path });

      expect(res.body).toContain('14 days: $0.00 today, then $24.99 / month');
    });

    it('escapes a product name that contains markup', async () => {
      const { path } = await openCheckout({ productName: '<script>alert("x")</script> & Co' });

      const res = await app.inject({ method: 'GET', url: path });

      expect(res.body).not.toContain('<script>');
      expect(res.body).toContain('&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; Co');
    });

    it('answers 404 for an unknown checkout', async () => {
      const res = await app.inject({ method: 'GET', url: `${PREFIX}/checkout/cs_sbx_unknown` });

      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('Checkout not found');
    });
  });

  describe('paying', () => {
    it('when 4242 4242 4242 4242 is entered, then it redirects (303) to the success URL with the session id', async () => {
      const { path, sessionId, customerId } = await openCheckout();

      const res = await postCard(path, '4242 4242 4242 4242');

      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe(`${APP_URL}/billing/success?session_id=${sessionId}`);
      const subs = await database.db
        .select()
        .from(sandboxSubscriptions)
        .where(eq(sandboxSubscriptions.customerId, customerId));
      expect(subs).toMatchObject([{ status: 'active', amountCents: 2499 }]);
    });

    it('when 4000 0000 0000 0002 is entered, then "Your card was declined." and nothing is charged', async () => {
      const { path, sessionId, customerId } = await openCheckout();

      const res = await postCard(path, '4000 0000 0000 0002');

      expect(res.statusCode).toBe(422);
      expect(res.body).toContain('<p class="alert" role="alert" id="card-error">Your card was declined.</p>');
      expect(res.body).not.toMatch(/name="card_number"[^>]*value=/);
      const [session] = await database.db
        .select()
        .from(sandboxCheckoutSessions)
        .where(eq(sandboxCheckoutSessions.id, sessionId));
      expect(session).toMatchObject({ status: 'open', paymentStatus: 'unpaid', subscriptionId: null });
      expect(
        await database.db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.customerId, customerId)),
      ).toEqual([]);
      expect(
        await database.db.select().from(sandboxInvoices).where(eq(sandboxInvoices.customerId, customerId)),
      ).toEqual([]);
    });

    it('when an unknown number is entered, then "Your card number is incorrect."', async () => {
      const { path } = await openCheckout();

      const res = await postCard(path, '1234 5678');

      expect(res.statusCode).toBe(422);
      expect(res.body).toContain('Your card number is incorrect.');
    });

    it('when a paid checkout is opened or paid again, then it says so and links on', async () => {
      const { path, sessionId } = await openCheckout();
      await postCard(path, '4242424242424242');

      const page = await app.inject({ method: 'GET', url: path });
      const again = await postCard(path, '4242424242424242');

      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('This checkout has already been paid');
      expect(page.body).toContain(`href="${APP_URL}/billing/success?session_id=${sessionId}"`);
      expect(again.statusCode).toBe(409);
    });
  });

  describe('billing portal', () => {
    it('shows the subscription, the invoices with PDF links, "Cancel subscription" and the way back', async () => {
      const { portalPath } = await paidMember();

      const res = await app.inject({ method: 'GET', url: portalPath });

      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(
        '<header class="banner" role="status">Demo payments (sandbox): no real card is charged',
      );
      expect(res.body).toContain('Family plan (monthly)');
      expect(res.body).toContain('<dt>Status</dt><dd>Active</dd>');
      expect(res.body).toContain('Next billing date');
      expect(res.body).toMatch(/href="http:\/\/localhost:3000\/api\/v1\/sandbox\/invoices\/in_sbx_[0-9a-f]{32}\/pdf"/);
      expect(res.body).toContain('<button type="submit" class="danger">Cancel subscription</button>');
      expect(res.body).toContain(`<a href="${APP_URL}/billing">Return to ARX Savings Club</a>`);
    });

    it('when "Cancel subscription" is posted, then it cancels at period end and returns (303) to the portal', async () => {
      const { portalPath, customerId } = await paidMember();
      const [sub] = await database.db
        .select()
        .from(sandboxSubscriptions)
        .where(eq(sandboxSubscriptions.customerId, customerId));

      const res = await app.inject({
        method: 'POST',
        url: `${portalPath}/cancel`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `subscription_id=${sub!.id}`,
      });

      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe(`${APP_URL}${portalPath}`);
      const [after] = await database.db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, sub!.id));
      expect(after).toMatchObject({ cancelAtPeriodEnd: true, status: 'active' });
      const page = await app.inject({ method: 'GET', url: portalPath });
      expect(page.body).toContain('Canceling');
      expect(page.body).toMatch(/Cancels on [A-Z][a-z]+ \d{1,2}, \d{4}\./);
      expect(page.body).not.toContain('Cancel subscription</button>');
    });

    it('lists every other plan the sandbox knows under "Change plan", one labelled button each, escaped', async () => {
      const { portalPath } = await paidMember();
      const individual = await sandbox.ensurePrice({
        lookupKey: `pages_individual_${++sequence}`,
        productName: 'Individual <b>& co</b>',
        amountCents: 999,
        currency: 'usd',
        interval: 'month',
      });

      const res = await app.inject({ method: 'GET', url: portalPath });

      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<h2>Change plan</h2>');
      expect(res.body).toContain(`<input type="hidden" name="price_id" value="${individual}">`);
      expect(res.body).toContain(
        '<button type="submit">Switch to Individual &#60;b&#62;&#38; co&#60;/b&#62; plan (monthly): $9.99 / month</button>',
      );
      expect(res.body).toContain(`<form method="post" action="${APP_URL}${portalPath}/switch">`);
      expect(res.body).not.toContain('<b>');
      expect(res.body).not.toContain('<script');
      expect(res.headers['content-security-policy']).toContain(`form-action 'self' ${APP_URL}`);
      // The member's own plan is not offered again.
      const [sub] = await database.db
        .select()
        .from(sandboxSubscriptions)
        .where(eq(sandboxSubscriptions.id, res.body.match(/name="subscription_id" value="([^"]+)"/)![1]!));
      expect(res.body).not.toContain(`name="price_id" value="${sub!.priceId}"`);
    });

    it('when a plan is chosen, then the subscription switches to it at once and it returns (303) to the portal', async () => {
      const { portalPath, customerId } = await paidMember();
      const [sub] = await database.db
        .select()
        .from(sandboxSubscriptions)
        .where(eq(sandboxSubscriptions.customerId, customerId));
      const yearly = await sandbox.ensurePrice({
        lookupKey: `pages_yearly_${++sequence}`,
        productName: 'Partner/Pet',
        amountCents: 16489,
        currency: 'usd',
        interval: 'year',
      });
      const heard: string[] = [];
      sandbox.setEventListener(async (event) => {
        heard.push(`${event.type} ${event.subscriptionId}`);
      });

      const res = await app.inject({
        method: 'POST',
        url: `${portalPath}/switch`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ subscription_id: sub!.id, price_id: yearly }).toString(),
      });
      sandbox.setEventListener(async () => {});

      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe(`${APP_URL}${portalPath}`);
      const [after] = await database.db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, sub!.id));
      expect(after).toMatchObject({
        priceId: yearly,
        productName: 'Partner/Pet',
        amountCents: 16489,
        interval: 'year',
      });
      expect(heard).toEqual([`customer.subscription.updated ${sub!.id}`]);
      const page = await app.inject({ method: 'GET', url: portalPath });
      expect(page.body).toContain('Partner/Pet plan (yearly)');
    });

    it('when the plan or the subscription is not found, then a page says so and nothing changes', async () => {
      const { portalPath, customerId } = await paidMember();
      const other = await paidMember();
      const [mine] = await database.db
        .select()
        .from(sandboxSubscriptions)
        .where(eq(sandboxSubscriptions.customerId, customerId));
      const [theirs] = await database.db
        .select()
        .from(sandboxSubscriptions)
        .where(eq(sandboxSubscriptions.customerId, other.customerId));
      const post = (form: Record<string, string>) =>
        app.inject({
          method: 'POST',
          url: `${portalPath}/switch`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams(form).toString(),
        });

      const unknownPlan = await post({ subscription_id: mine!.id, price_id: 'price_sbx_<nope>' });
      const notTheirs = await post({ subscription_id: theirs!.id, price_id: mine!.priceId });
      const unknownPortal = await app.inject({ method: 'POST', url: `${PREFIX}/portal/bps_sbx_unknown/switch` });

      expect(unknownPlan.statusCode).toBe(404);
      expect(unknownPlan.body).toContain('Plan not found');
      expect(unknownPlan.body).not.toContain('<nope>');
      expect(notTheirs.statusCode).toBe(404);
      expect(notTheirs.body).toContain('Subscription not found');
      expect(unknownPortal.statusCode).toBe(404);
      const rows = await database.db.select().from(sandboxSubscriptions);
      expect(rows.find((r) => r.id === mine!.id)).toEqual(mine);
      expect(rows.find((r) => r.id === theirs!.id)).toEqual(theirs);
    });

    it('answers 404 for an unknown portal link', async () => {
      const res = await app.inject({ method: 'GET', url: `${PREFIX}/portal/bps_sbx_unknown` });

      expect(res.statusCode).toBe(404);
    });
  });

  describe('invoice PDF', () => {
    it('is a valid PDF 1.4 download whose xref offsets point at its objects', async () => {
      const { customerId } = await paidMember();
      const { invoices } = await sandbox.listInvoices({ customerId, limit: 10 });
      const invoice = invoices[0]!;

      const res = await app.inject({ method: 'GET', url: new URL(invoice.pdfUrl!).pathname });

      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${invoice.number}.pdf"`);
      const pdf = res.rawPayload;
      const text = pdf.toString('latin1');
      expect(text.startsWith('%PDF-1.4\n')).toBe(true);
      expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
      const startxref = Number(/startxref\n(\d+)\n%%EOF\s*$/.exec(text)![1]);
      expect(text.slice(startxref, startxref + 4)).toBe('xref');
      const [, count] = /^xref\n0 (\d+)\n/.exec(text.slice(startxref))!;
      const entries = text
        .slice(startxref)
        .split('\n')
        .slice(3, 2 + Number(count));
      entries.forEach((entry, index) => {
        expect(entry).toMatch(/^\d{10} 00000 n $/);
        const offset = Number(entry.slice(0, 10));
        expect(text.slice(offset, offset + `${index + 1} 0 obj`.length)).toBe(`${index + 1} 0 obj`);
      });
      expect(text).toContain('/BaseFont /Helvetica');
      expect(text).toContain(`(Invoice ${invoice.number})`);
      expect(text).toContain('(Description: Family plan \\(monthly\\))');
      expect(text).toContain('(Amount: $24.99)');
      expect(text).toContain('(Status: Paid)');
      expect(text).toContain('(Sandbox invoice: no real card was charged.)');
    });

    it('answers 404 for an unknown invoice', async () => {
      const res = await app.inject({ method: 'GET', url: `${PREFIX}/invoices/in_sbx_unknown/pdf` });

      expect(res.statusCode).toBe(404);
    });
  });
});
