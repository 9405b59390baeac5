import type {
  BillingDetails,
  Invoice,
  Product,
  SubscriptionStatusResponse,
  User,
  ValidateSessionResponse,
} from '@arx/contracts';
import { HttpResponse, http } from 'msw';
import { decodeClaims, isExpired } from '../lib/auth-token';
import { NO_BILLING, NO_SUBSCRIPTION } from './factories';

/**
 * The signed-in half of the mock API. Who is calling comes from the bearer token (no token:
 * a signed-out visitor, answered 401). Subscriptions made through the mock checkout are kept
 * in local storage, so `npm run dev:mock` survives the full-page trip through checkout, and
 * the test setup's storage clearing resets them between tests.
 */
const STORE_KEY = 'arx.mock.subscriptions';

type MockSubscription = {
  productId: number;
  interval: 'month' | 'year';
  startedAt: string;
  /** Set by POST /billing/cancel after the first 30 days: the plan runs to the period's end. */
  cancelAtPeriodEnd?: boolean;
};

export const unauthorized = () => HttpResponse.json({ code: 'unauthorized', message: 'Unauthorized' }, { status: 401 });

/** Who is calling, from the bearer token; null for a visitor or an expired token. */
export function callerOf(request: Request): User | null {
  const token = request.headers.get('authorization')?.replace(/^Bearer /, '');
  const claims = token ? decodeClaims(token) : null;
  if (!claims || isExpired(claims)) return null;
  return {
    id: claims.user_id,
    email: claims.email,
    workos_id: claims.workos_id,
    name: claims.name ?? null,
    locale: 'en',
    created_at: '2025-01-01T12:00:00.000Z',
    updated_at: '2025-01-01T12:00:00.000Z',
  };
}

function readStore(): Record<string, MockSubscription> {
  try {
    return JSON.parse(window.localStorage.getItem(STORE_KEY) ?? '{}') as Record<string, MockSubscription>;
  } catch {
    return {};
  }
}

export function subscriptionOf(user: User) {
  return readStore()[String(user.id)] ?? null;
}

function saveSubscription(user: Pick<User, 'id'>, subscription: MockSubscription) {
  window.localStorage.setItem(STORE_KEY, JSON.stringify({ ...readStore(), [user.id]: subscription }));
}

/** Changes user `userId`'s stored subscription (a cancellation at the period's end, an earlier start); none: nothing happens. */
export function updateMockSubscription(userId: number, changes: Partial<MockSubscription>) {
  const current = readStore()[String(userId)];
  if (current) saveSubscription({ id: userId }, { ...current, ...changes });
}

/** Ends user `userId`'s subscription at once (a cancellation with a refund). */
export function removeMockSubscription(userId: number) {
  const { [String(userId)]: _ended, ...rest } = readStore();
  window.localStorage.setItem(STORE_KEY, JSON.stringify(rest));
}

/** The end of the period now running: a subscription started long ago has renewed since. */
export function periodEnd(subscription: MockSubscription): string {
  const end = new Date(subscription.startedAt);
  do {
    if (subscription.interval === 'year') end.setFullYear(end.getFullYear() + 1);
    else end.setMonth(end.getMonth() + 1);
  } while (end.getTime() <= Date.now());
  return end.toISOString();
}

export function priceOf(product: Product | undefined, interval: 'month' | 'year'): number {
  return product?.prices.find((p) => p.billing_interval === interval)?.price_per_unit ?? 0;
}

function invoicesOf(subscription: MockSubscription, product: Product | undefined): Invoice[] {
  return [
    {
      id: 'in_mock_1',
      date: subscription.startedAt,
      description: `${product?.name ?? 'Membership'} (${subscription.interval === 'year' ? 'yearly' : 'monthly'})`,
      number: 'ARX-0001',
      amount: priceOf(product, subscription.interval),
      currency: 'usd',
      status: 'paid',
      paid: true,
      amountRefunded: 0,
      pdfUrl: null,
    },
  ];
}

export function createAccountHandlers(products: Product[]) {
  const productOf = (s: MockSubscription) => products.find((p) => p.id === s.productId);
  return [
    http.get('*/api/v1/current_user', ({ request }) => {
      const user = callerOf(request);
      return user ? HttpResponse.json({ user }) : unauthorized();
    }),
    // As the API keeps the member's language: for the caller only.
    http.put('*/api/v1/users/me/locale', async ({ request }) => {
      const user = callerOf(request);
      if (!user) return unauthorized();
      const { locale } = (await request.json()) as { locale: 'en' | 'es' };
      return HttpResponse.json({ user: { ...user, locale }, changed: locale !== user.locale });
    }),
    http.delete('*/api/v1/auth/logout', () => HttpResponse.json({ logout_url: null })),
    http.get('*/api/v1/users/subscription_status', ({ request }) => {
      const user = callerOf(request);
      if (!user) return unauthorized();
      const s = subscriptionOf(user);
      if (!s) return HttpResponse.json(NO_SUBSCRIPTION);
      return HttpResponse.json<SubscriptionStatusResponse>({
        has_active_subscription: true,
        plan_name: productOf(s)?.name ?? null,
        // As the API shows an active membership set to end at the period end.
        status: s.cancelAtPeriodEnd ? 'canceling' : 'active',
        product_id: s.productId,
        billing_interval: s.interval,
        trial_end: null,
        current_period_end: periodEnd(s),
      });
    }),
    http.post('*/api/v1/subscriptions/checkout', async ({ request }) => {
      const user = callerOf(request);
      if (!user) return unauthorized();
      if (subscriptionOf(user)) {
        return HttpResponse.json(
          { code: 'conflict', message: 'You already have an active subscription.' },
          { status: 409 },
        );
      }
      const body = (await request.json()) as { plan_id: number; interval?: 'month' | 'year' };
      if (!products.some((p) => p.id === body.plan_id)) {
        return HttpResponse.json({ code: 'not_found', message: 'Plan not found' }, { status: 404 });
      }
      const sessionId = `cs_mock_${body.plan_id}_${body.interval ?? 'month'}`;
      return HttpResponse.json({ checkout_url: `/billing/success?session_id=${sessionId}` });
    }),
    http.post('*/api/v1/subscriptions/validate-session', async ({ request }) => {
      const user = callerOf(request);
      if (!user) return unauthorized();
      const { session_id } = (await request.json()) as { session_id: string };
      const match = /^cs_mock_(\d+)_(month|year)$/.exec(session_id);
      const product = match ? products.find((p) => p.id === Number(match[1])) : undefined;
      if (!match || !product) {
        return HttpResponse.json<ValidateSessionResponse>({
          success: false,
          message: 'Payment session not found',
          subscription: null,
        });
      }
      saveSubscription(user, {
        productId: product.id,
        interval: match[2] as 'month' | 'year',
        startedAt: new Date().toISOString(),
      });
      return HttpResponse.json<ValidateSessionResponse>({
        success: true,
        message: 'Subscription activated',
        subscription: { plan_name: product.name, status: 'active' },
      });
    }),
    http.get('*/api/v1/subscriptions/portal', ({ request }) =>
      callerOf(request) ? HttpResponse.json({ portal_url: '/billing' }) : unauthorized(),
    ),
    http.get('*/api/v1/billing/portal', ({ request }) =>
      callerOf(request) ? HttpResponse.json({ portalUrl: '/billing' }) : unauthorized(),
    ),
    http.get('*/api/v1/billing/details', ({ request }) => {
      const user = callerOf(request);
      if (!user) return unauthorized();
      const s = subscriptionOf(user);
      if (!s) return HttpResponse.json(NO_BILLING);
      const product = productOf(s);
      return HttpResponse.json<BillingDetails>({
        hasSubscription: true,
        subscription: {
          planName: product?.name ?? 'Membership',
          status: s.cancelAtPeriodEnd ? 'canceling' : 'active',
          cancelAtPeriodEnd: s.cancelAtPeriodEnd === true,
          cancelAt: s.cancelAtPeriodEnd ? periodEnd(s) : null,
          canceledAt: null,
          billingCycle: s.interval === 'year' ? 'annual' : 'monthly',
          amount: priceOf(product, s.interval),
          currency: 'usd',
          trialEnd: null,
          currentPeriodEnd: periodEnd(s),
        },
        paymentMethod: { brand: 'visa', last4: '4242', expiryMonth: 12, expiryYear: 2030 },
        billingAddress: null,
      });
    }),
    http.get('*/api/v1/billing/invoices', ({ request }) => {
      const user = callerOf(request);
      if (!user) return unauthorized();
      const s = subscriptionOf(user);
      const url = new URL(request.url);
      const limit = Number(url.searchParams.get('limit') ?? 10);
      const all = s ? invoicesOf(s, productOf(s)) : [];
      const after = url.searchParams.get('starting_after');
      const start = after ? all.findIndex((i) => i.id === after) + 1 : 0;
      const invoices = all.slice(start, start + limit);
      return HttpResponse.json({ invoices, has_more: start + limit < all.length });
    }),
  ];
}
