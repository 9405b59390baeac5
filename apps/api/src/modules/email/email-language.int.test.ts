import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prices, products, users } from '../../db/schema';
import type { Locale } from '../../lib/i18n/languages';
import { lifecycleDriver } from '../../test/lifecycle';
import { createTestApp, type TestContext } from '../../test/test-app';

const APP = 'http://localhost:3000';

describe("e-mails in the member's language, through the job that sends them", () => {
  let ctx: TestContext;
  let life: ReturnType<typeof lifecycleDriver>;

  beforeAll(async () => {
    ctx = await createTestApp();
    life = lifecycleDriver(ctx);
    await life.seed();
    // This suite's own plan words: the Family plan has a Spanish name, Partner/Pet has none (and
    // no free trial here, so joining it is paid for and brings a receipt).
    const db = ctx.database.db;
    await db
      .update(products)
      .set({
        translations: {
          es: { name: 'Familiar', description: 'Para su hogar.', features: [], dealText: null, ctaText: null },
        },
      })
      .where(eq(products.slug, 'family'));
    await db.update(products).set({ translations: {} }).where(eq(products.slug, 'partner_pet'));
    await db
      .update(prices)
      .set({ trialDays: 0 })
      .where(eq(prices.productId, life.plan('partner_pet')));
  });
  afterAll(() => ctx.close());

  /** Joins, saves the language on the account, then lets the job runner send what the sign-up queued. */
  async function joinAndReceive(email: string, slug: 'individual' | 'partner_pet' | 'family', locale: Locale) {
    const { userId } = await life.signUp(email, slug, 'month');
    await ctx.database.db.update(users).set({ locale }).where(eq(users.id, userId));
    await life.deliver();
    const mail = await life.mailTo(email);
    const kind = (name: string) => {
      const found = mail.find((m) => m.kind === name);
      expect(found, `${name} e-mail to ${email}`).toBeDefined();
      return found!;
    };
    return { welcome: kind('welcome'), receipt: kind('receipt') };
  }

  it('when the member reads Spanish, then the welcome is in Spanish and links to the Spanish dashboard', async () => {
    const { welcome } = await joinAndReceive('lengua.es@example.com', 'individual', 'es');

    expect(welcome.subject).toBe('Le damos la bienvenida a ARX Savings Club');
    expect(welcome.html).toContain('lang="es"');
    expect(welcome.html).toContain(`href="${APP}/es/dashboard"`);
    expect(welcome.html).not.toContain(`href="${APP}/dashboard"`);
    expect(welcome.text).toContain('¡LE DAMOS LA BIENVENIDA, PAT!');
    expect(welcome.text).toMatch(/Número de miembro: ARX-\d+/);
    expect(welcome.text).toContain(`Ir a Mi cuenta ${APP}/es/dashboard`);
    expect(welcome.text).toContain('Esto no es un seguro.');
    for (const part of [welcome.subject, welcome.html, welcome.text]) {
      expect(part).not.toContain('Welcome');
      expect(part).not.toContain('It is not insurance.');
    }
  });

  it('when the member reads English, then the welcome is in English, as before', async () => {
    const { welcome } = await joinAndReceive('lengua.en@example.com', 'individual', 'en');

    expect(welcome.subject).toBe('Welcome to ARX Savings Club');
    expect(welcome.html).toContain('lang="en"');
    expect(welcome.html).toContain(`href="${APP}/dashboard"`);
    expect(welcome.text).toContain('WELCOME, PAT!');
    expect(welcome.text).toMatch(/Member ID: ARX-\d+/);
    expect(welcome.text).toContain('It is not insurance.');
    expect(`${welcome.html}${welcome.text}`).not.toContain('/es/');
    expect(`${welcome.html}${welcome.text}`).not.toContain('bienvenida');
  });

  it("when the plan has a Spanish name, then a Spanish member's receipt names the plan in Spanish, and an English member's in English", async () => {
    const spanish = await joinAndReceive('familia.es@example.com', 'family', 'es');
    const english = await joinAndReceive('familia.en@example.com', 'family', 'en');

    expect(spanish.receipt.subject).toMatch(/^Su recibo de ARX Savings Club: \$\d+\.\d{2}$/);
    expect(spanish.receipt.text).toContain('Plan: Familiar');
    expect(spanish.receipt.text).not.toContain('Family');
    expect(spanish.receipt.html).toContain(`href="${APP}/es/billing"`);
    expect(english.receipt.subject).toMatch(/^Your receipt for ARX Savings Club: \$\d+\.\d{2}$/);
    expect(english.receipt.text).toContain('Plan: Family');
    expect(english.receipt.text).not.toContain('Familiar');
  });

  it('when the plan has no Spanish name, then the Spanish e-mail names it in English and is still sent', async () => {
    const { welcome, receipt } = await joinAndReceive('mascota.es@example.com', 'partner_pet', 'es');

    expect(welcome.subject).toBe('Le damos la bienvenida a ARX Savings Club');
    expect(receipt.subject).toMatch(/^Su recibo de ARX Savings Club/);
    expect(receipt.text).toContain('Plan: Partner/Pet');
  });
});
