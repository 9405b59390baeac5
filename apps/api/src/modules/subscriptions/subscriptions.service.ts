import { createHash } from 'node:crypto';
import {
  centsToDollars,
  RENEWAL_TERMS_VERSION,
  renewalTerms,
  type SubscriptionStatusResponse,
  type ValidateSessionResponse,
} from '@arx/contracts';
import { SUBSCRIPTION_MESSAGES } from '@arx/contracts/billing-messages';
import type { Locale } from '@arx/contracts/locales';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { checkoutSessions, prices, products, users } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import { AppError } from '../../errors/app-error';
import { appUrlIn } from '../../lib/i18n/languages';
import { saveLocale, saveTimeZone } from '../auth';
import {
  displayStatus,
  findCustomerId,
  findSubscriptionAccount,
  type PaymentDeps,
  providerPriceFor,
  withProvider,
} from '../billing';
import { recordConsent } from '../consent';
import { ACTIVE_STATUSES } from '../household';
import { FALLBACK_PLAN_NAME, savedLocale } from './subscription-messages';
import { syncSubscription } from './subscription-sync';
import { findCurrentSubscription, hasAnySubscription, hasLiveSubscription } from './subscriptions.repository';
import { isTrialClaimed } from './trial-claims';

export type SubscriptionDeps = PaymentDeps;

/** The member's payment-provider customer, created the first time it is needed. */
export async function customerFor(deps: SubscriptionDeps, userId: number): Promise<string> {
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new AppError('unauthorized', 'Sign in to continue');
  if (user.paymentCustomerId) return user.paymentCustomerId;
  const customerId = await withProvider(() =>
    deps.payments.ensureCustomer({ userId, email: user.email, name: user.name, existingCustomerId: null }),
  );
  await deps.db.update(users).set({ paymentCustomerId: customerId, updatedAt: new Date() }).where(eq(users.id, userId));
  return customerId;
}

/**
 * One free trial per person: anyone who ever subscribed pays from the first day, and so does an
 * e-mail address that had a trial under an account deleted since (trial-claims.ts). Our records
 * answer first; the provider's are asked too, since a subscription may exist there that we
 * never heard of (a checkout paid while its confirmation was lost). The plan page, the same for
 * every visitor, still shows the plan's trial; the checkout's own terms, beside the Pay button
 * and in the consent record, say there is none.
 */
async function isTrialEligible(deps: SubscriptionDeps, userId: number, email: string): Promise<boolean> {
  if (await hasAnySubscription(deps.db, userId)) return false;
  if (await isTrialClaimed(deps.db, 'email', email)) return false;
  const customerId = await findCustomerId(deps.db, userId);
  if (!customerId) return true;
  const theirs = await withProvider(() => deps.payments.listSubscriptions(customerId));
  return theirs.length === 0;
}

/**
 * Opens the provider's checkout in the member's language: the one they are signing up in, else
 * the one saved on their account. The page, its renewal terms, the consent record's copy of them
 * and the way back (/es/billing/success, /es/register) all follow it.
 */
export async function startCheckout(
  deps: SubscriptionDeps,
  userId: number,
  input: { plan_id: number; interval: 'month' | 'year'; time_zone?: string | undefined; locale?: Locale | undefined },
): Promise<{ checkout_url: string }> {
  const locale = input.locale ?? (await savedLocale(deps.db, userId));
  if (await hasLiveSubscription(deps.db, userId)) {
    throw new AppError('conflict', SUBSCRIPTION_MESSAGES.alreadySubscribed);
  }
  const [row] = await deps.db
    .select({ price: prices, product: products })
    .from(prices)
    .innerJoin(products, eq(products.id, prices.productId))
    .where(
      and(
        eq(products.id, input.plan_id),
        eq(products.active, true),
        eq(prices.active, true),
        eq(prices.billingInterval, input.interval),
      ),
    );
  if (!row) throw new AppError('not_found', SUBSCRIPTION_MESSAGES.planNotFound);

  const providerPriceId = await providerPriceFor(deps, row);
  const offersTrial = row.price.trialDays > 0;
  const [user] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) throw new AppError('unauthorized', 'Sign in to continue');
  const trialDays = offersTrial && (await isTrialEligible(deps, userId, user.email)) ? row.price.trialDays : 0;
  const customerId = await customerFor(deps, userId);
  // A double click within ten minutes reuses the same provider session instead of making two.
  // The trial is part of the request: a member who has just used theirs gets a new session.
  const window = Math.floor(Date.now() / 600_000);
  const idempotencyKey = createHash('sha256')
    .update(`checkout:${userId}:${row.price.id}:${trialDays}:${window}`)
    .digest('hex');
  const interval = row.price.billingInterval;
  const terms = renewalTerms({ amount: centsToDollars(row.price.amountCents), interval, trialDays }, locale);
  const session = await withProvider(() =>
    deps.payments.createCheckoutSession({
      customerId,
      userId,
      priceId: providerPriceId as string,
      trialDays,
      successUrl: appUrlIn(deps.config.appUrl, '/billing/success?session_id={CHECKOUT_SESSION_ID}', locale),
      cancelUrl: appUrlIn(deps.config.appUrl, '/register?step=plans', locale),
      idempotencyKey,
      renewalTerms: terms,
      locale,
    }),
  );
  await withTransaction(deps.db, async (tx) => {
    await tx
      .insert(checkoutSessions)
      .values({ providerSessionId: session.id, userId, priceId: row.price.id })
      .onConflictDoNothing();
    // Their e-mails date the renewal in this zone, as the app shows it (docs/product.md §10).
    if (input.time_zone) await saveTimeZone(tx, userId, input.time_zone);
    // And in the language they are signing up in: the welcome e-mail follows (docs/decisions/0019-spanish.md).
    if (input.locale) await saveLocale(tx, userId, input.locale);
    // What the member agreed to by going to pay: the terms were beside the price on the plan
    // page and are beside the Pay button; kept word for word, in their language, with their version.
    await recordConsent(tx, {
      userId,
      email: user.email,
      checkoutSessionId: session.id,
      priceId: row.price.id,
      planName: row.product.name,
      amountCents: row.price.amountCents,
      currency: row.price.currency,
      interval,
      trialDays,
      termsVersion: RENEWAL_TERMS_VERSION,
      termsText: terms,
      agreedAt: new Date(),
    });
  });
  return { checkout_url: session.url };
}

/**
 * After the provider's redirect: never trusts the redirect alone. The session must be one we
 * created for this member, and the provider must say it is paid; then the subscription is
 * converged from the provider. Calling it again changes nothing.
 */
export async function validateCheckoutSession(
  deps: SubscriptionDeps,
  userId: number,
  sessionId: string,
): Promise<ValidateSessionResponse> {
  const [ours] = await deps.db
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.providerSessionId, sessionId), eq(checkoutSessions.userId, userId)));
  if (!ours) throw new AppError('not_found', SUBSCRIPTION_MESSAGES.sessionNotFound);
  const session = await withProvider(() => deps.payments.retrieveCheckoutSession(sessionId));
  // Read, never create: verifying a payment must not open a provider account.
  const customerId = await findCustomerId(deps.db, userId);
  const belongs =
    session && customerId && session.clientReferenceId === String(userId) && session.customerId === customerId;
  if (!belongs) throw new AppError('not_found', SUBSCRIPTION_MESSAGES.sessionNotFound);
  const paid =
    session.status === 'complete' &&
    (session.paymentStatus === 'paid' || session.paymentStatus === 'no_payment_required');
  if (!paid || !session.subscriptionId) {
    return {
      success: false,
      message: SUBSCRIPTION_MESSAGES.notPaid,
      subscription: null,
    };
  }
  const subscriptionId = session.subscriptionId;
  await withProvider(() => syncSubscription({ db: deps.db, payments: deps.payments }, subscriptionId));
  const current = await findCurrentSubscription(deps.db, userId);
  if (!current || !ACTIVE_STATUSES.includes(current.subscription.status)) {
    return {
      success: false,
      message: SUBSCRIPTION_MESSAGES.notActive,
      subscription: null,
    };
  }
  const planName = current.planName ?? FALLBACK_PLAN_NAME[await savedLocale(deps.db, userId)];
  return {
    success: true,
    message: SUBSCRIPTION_MESSAGES.welcome,
    subscription: { plan_name: planName, status: displayStatus(current.subscription) },
  };
}

export async function subscriptionStatus(db: Database, userId: number): Promise<SubscriptionStatusResponse> {
  const current = (await findSubscriptionAccount(db, userId))?.current;
  if (!current) {
    return {
      has_active_subscription: false,
      plan_name: null,
      status: null,
      product_id: null,
      billing_interval: null,
      trial_end: null,
      current_period_end: null,
    };
  }
  const s = current.subscription;
  return {
    has_active_subscription: ACTIVE_STATUSES.includes(s.status),
    plan_name: current.planName,
    status: displayStatus(s),
    product_id: s.productId,
    billing_interval: s.billingInterval,
    trial_end: s.trialEnd?.toISOString() ?? null,
    current_period_end: s.currentPeriodEnd?.toISOString() ?? null,
  };
}
