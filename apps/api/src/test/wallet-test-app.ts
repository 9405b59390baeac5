import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { memberships, products, sandboxSubscriptions, users } from '../db/schema';
import { seedPlans } from '../db/seed/seed';
import { loadPlanSeeds } from '../db/seed/seed-data';
import {
  createDevelopmentAppleCredentials,
  createDevelopmentGoogleCredentials,
} from '../integrations/wallet/development-certificates';
import { handleProviderEvent } from '../modules/subscriptions';
import { ADULT_PROFILE } from './factories';
import { subscribeThroughSandbox } from './sandbox-checkout';
import { switchPlanInSandboxPortal } from './sandbox-portal';
import { bearer, signInThroughLocalProvider } from './sign-in';
import { createTestApp, type TestContext } from './test-app';

/**
 * Test setup for the wallet tests: the app configured with its own Apple chain and Google key
 * (given the way a deployment gives them: one-line PEMs with literal "\n"), so every pass can
 * be verified against exactly what was configured, and members made the way members sign up.
 */
export const APP_URL = 'https://club.example.com';
export const ADULT = ADULT_PROFILE;
type Slug = 'individual' | 'partner_pet' | 'family';

const oneLine = (pem: string) => pem.trim().replace(/\n/g, '\\n');

export async function createWalletTestApp() {
  const apple = createDevelopmentAppleCredentials({ passTypeId: 'pass.com.example.club', teamId: 'TEAM123456' });
  const google = {
    ...createDevelopmentGoogleCredentials(),
    issuerId: '3388000000098765432',
    serviceAccountEmail: 'wallet@club-example.iam.gserviceaccount.com',
  };
  const ctx = await createTestApp({
    APP_URL,
    WALLET_APPLE_PASS_TYPE_ID: apple.passTypeId,
    WALLET_APPLE_TEAM_ID: apple.teamId,
    WALLET_APPLE_CERTIFICATE: oneLine(apple.certificatePem),
    WALLET_APPLE_PRIVATE_KEY: oneLine(apple.privateKeyPem),
    WALLET_APPLE_WWDR_CERTIFICATE: oneLine(apple.wwdrPem),
    GOOGLE_WALLET_ISSUER_ID: google.issuerId,
    GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL: google.serviceAccountEmail,
    GOOGLE_WALLET_PRIVATE_KEY: oneLine(google.privateKeyPem),
  });
  await seedPlans(ctx.database.db, loadPlanSeeds());
  return { ctx, apple, google, ...memberHelpers(ctx) };
}

function memberHelpers(ctx: TestContext) {
  const db = () => ctx.database.db;
  let emails = 0;

  const call = (token: string | null, method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: object) =>
    ctx.app.inject({
      method,
      url: url.startsWith('http') ? new URL(url).pathname + new URL(url).search : `/api/v1${url}`,
      headers: token ? bearer(token) : {},
      ...(payload ? { payload } : {}),
    });

  const rowsOf = (userId: number) =>
    db().select().from(memberships).where(eq(memberships.ownerUserId, userId)).orderBy(memberships.sequence);

  const visitor = async (name = 'Casey Holder') => {
    const email = `wallet${++emails}-${Date.now()}@example.com`;
    const { token } = await signInThroughLocalProvider(ctx, { email, name });
    const [user] = await db().select().from(users).where(eq(users.email, email));
    return { token, userId: user!.id };
  };

  /** Subscribes the way a member does (sandbox checkout with 4242…); the profile stays incomplete. */
  const subscriber = async (slug: Slug = 'individual', name?: string) => {
    const person = await visitor(name);
    const [plan] = await db().select().from(products).where(eq(products.slug, slug));
    await subscribeThroughSandbox(ctx, person.token, plan!.id);
    return { ...person, primary: (await rowsOf(person.userId))[0]! };
  };

  /** A subscriber whose card holder profile is complete: the card is active. */
  const activeMember = async (slug: Slug = 'individual', name?: string) => {
    const person = await subscriber(slug, name);
    const res = await call(person.token, 'PATCH', '/memberships/update_profile', { profile: ADULT });
    expect(res.statusCode, res.body).toBe(200);
    return { ...person, primary: (await rowsOf(person.userId))[0]! };
  };

  /** Adds a dependent and completes its profile (active while the plan covers it). */
  const addDependent = async (token: string, displayName: string, personCode: number) => {
    const added = await call(token, 'POST', '/memberships', {
      membership: { display_name: displayName, person_code: personCode },
    });
    expect(added.statusCode, added.body).toBe(201);
    const id = added.json().membership.id as number;
    const done = await call(token, 'PATCH', `/memberships/${id}/complete_profile`, {
      profile: { ...ADULT, sex: personCode === 4 ? 'unknown' : 'male' },
    });
    expect(done.statusCode, done.body).toBe(200);
    return id;
  };

  /** The member presses the sandbox portal's button for another plan. */
  const switchPlan = (token: string, planName: string) => switchPlanInSandboxPortal(ctx, token, planName);

  /** The subscription ends at the provider and its event arrives. */
  const endSubscription = async (userId: number) => {
    const [user] = await db().select().from(users).where(eq(users.id, userId));
    const [sub] = await db()
      .select()
      .from(sandboxSubscriptions)
      .where(eq(sandboxSubscriptions.customerId, user!.paymentCustomerId!));
    await db().update(sandboxSubscriptions).set({ status: 'canceled' }).where(eq(sandboxSubscriptions.id, sub!.id));
    await handleProviderEvent(
      { db: db(), payments: ctx.app.integrations.payments },
      {
        id: `evt_wallet_end_${userId}`,
        type: 'customer.subscription.deleted',
        subscriptionId: sub!.id,
        checkoutSessionId: null,
        customerId: null,
      },
    );
  };

  return { db, call, rowsOf, visitor, subscriber, activeMember, addDependent, switchPlan, endSubscription };
}
