import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { prices, products } from '../../db/schema';
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
