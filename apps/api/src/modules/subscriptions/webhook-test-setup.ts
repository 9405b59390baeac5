import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { prices, products, users } from '../../db/schema';
import { registerErrorHandler } from '../../errors/error-handler';
import { StripePaymentProvider } from '../../integrations/payments/stripe/stripe-payment-provider';
import { type FakeStripe, startFakeStripe } from '../../test/fakes/fake-stripe';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { stripeWebhookRoutes } from './stripe-webhook.routes';

export type WebhookTestbed = {
  fake: FakeStripe;
  database: TestDatabase;
  app: FastifyInstance;
  stripe: StripePaymentProvider;
  close(): Promise<void>;
};

/**
 * The webhook route alone under /api/v1, with the real Stripe adapter pointed at the fake Stripe
 * and a fresh database: what Stripe's deliveries meet in production, without the rest of the app.
 */
export async function startWebhookTestbed(options: {
  secretKey: string;
  /** Routes beside the webhook's, e.g. to show its raw-body parser stays in its own scope. */
  neighbours?: (api: FastifyInstance) => void;
}): Promise<WebhookTestbed> {
  const fake = await startFakeStripe();
  const database = await createTestDatabase();
  const stripe = new StripePaymentProvider({
    provider: 'stripe',
    secretKey: options.secretKey,
    webhookSecret: fake.webhookSecret,
    apiHost: '127.0.0.1',
    apiPort: fake.port,
    apiProtocol: 'http',
  });
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await app.register(
    async (api) => {
      await api.register(stripeWebhookRoutes({ db: database.db, payments: stripe }));
      options.neighbours?.(api);
    },
    { prefix: '/api/v1' },
  );
  await app.ready();
  return {
    fake,
    database,
    app,
    stripe,
    async close() {
      await app.close();
      await database.destroy();
      await fake.close();
    },
  };
}

/** A monthly plan known to both sides: the Stripe price and our product and price rows. */
export async function addMonthlyPlan(
  testbed: Pick<WebhookTestbed, 'database' | 'stripe'>,
  plan: {
    slug: 'individual' | 'partner_pet' | 'family';
    name: string;
    maxMembers: number;
    cents: number;
    groupCode: string;
  },
): Promise<string> {
  const stripePriceId = await testbed.stripe.ensurePrice({
    lookupKey: `arx_${plan.slug}_month`,
    productName: plan.name,
    amountCents: plan.cents,
    currency: 'usd',
    interval: 'month',
  });
  const [product] = await testbed.database.db
    .insert(products)
    .values({
      slug: plan.slug,
      name: plan.name,
      planType: plan.slug,
      description: `${plan.name} plan.`,
      maxMembers: plan.maxMembers,
      groupCode: plan.groupCode,
      binNumber: '610999',
    })
    .returning();
  await testbed.database.db
    .insert(prices)
    .values({ productId: product!.id, billingInterval: 'month', amountCents: plan.cents, stripePriceId });
  return stripePriceId;
}

/**
 * A member with a Stripe customer who has paid at Stripe's hosted checkout (the fake completes
 * it): the state a webhook arrives in. `label` makes the user unique (e.g. "member3").
 */
export async function paidStripeMember(
  testbed: Pick<WebhookTestbed, 'database' | 'stripe' | 'fake'>,
  { label, priceId }: { label: string; priceId: string },
) {
  const { database, stripe, fake } = testbed;
  const [user] = await database.db
    .insert(users)
    .values({ workosId: `user_${label}`, email: `${label}@example.com`, name: `Member ${label}` })
    .returning();
  const customerId = await stripe.ensureCustomer({
    userId: user!.id,
    email: user!.email,
    name: user!.name,
    existingCustomerId: null,
  });
  await database.db.update(users).set({ paymentCustomerId: customerId }).where(eq(users.id, user!.id));
  const session = await stripe.createCheckoutSession({
    customerId,
    userId: user!.id,
    priceId,
    trialDays: 0,
    successUrl: 'https://club.test/billing/success?session_id={CHECKOUT_SESSION_ID}',
    cancelUrl: 'https://club.test/plans',
    idempotencyKey: `checkout-${user!.id}`,
  });
  const subscription = fake.completeCheckout(session.id);
  return { user: user!, customerId, sessionId: session.id, subscription };
}

/** Posts one delivery to the webhook the way Stripe does: the raw JSON and its signature header. */
export function deliverWebhook(app: FastifyInstance, delivery: { payload: string; signature: string | undefined }) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/webhooks/stripe',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(delivery.signature ? { 'stripe-signature': delivery.signature } : {}),
    },
    payload: delivery.payload,
  });
}
