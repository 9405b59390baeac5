import { expect } from 'vitest';
import type { FakeStripe } from './fakes/fake-stripe';
import { bearer } from './sign-in';
import type { TestContext } from './test-app';

/**
 * Starts a monthly checkout through the API against the fake Stripe: the Checkout Session's id
 * and the body of the request that created it (what was asked of Stripe: the trial, the price).
 */
export async function startStripeCheckout(ctx: TestContext, stripe: FakeStripe, token: string, planId: number) {
  const started = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/subscriptions/checkout',
    headers: bearer(token),
    payload: { plan_id: planId, interval: 'month' },
  });
  expect(started.statusCode, started.body).toBe(200);
  const sessionId = new URL(started.json().checkout_url).pathname.split('/').pop() as string;
  const creations = stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions');
  return { sessionId, request: creations.at(-1)!.body };
}
