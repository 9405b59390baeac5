import { expect } from 'vitest';
import { bearer } from './sign-in';
import type { TestContext } from './test-app';

/**
 * Subscribes a signed-in person the way a member does: POST /subscriptions/checkout (with the
 * browser's time zone when given), the sandbox's hosted page paid with 4242… (or the card given),
 * then validate-session (which must succeed). Returns the checkout session id.
 */
export async function subscribeThroughSandbox(
  ctx: Pick<TestContext, 'app'>,
  token: string,
  planId: number,
  interval: 'month' | 'year' = 'month',
  { cardNumber = '4242424242424242', timeZone }: { cardNumber?: string; timeZone?: string } = {},
): Promise<string> {
  const started = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/subscriptions/checkout',
    headers: bearer(token),
    payload: { plan_id: planId, interval, ...(timeZone ? { time_zone: timeZone } : {}) },
  });
  const paid = await ctx.app.inject({
    method: 'POST',
    url: new URL(started.json().checkout_url).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ card_number: cardNumber }).toString(),
  });
  const sessionId = new URL(paid.headers.location as string).searchParams.get('session_id') as string;
  const validated = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/subscriptions/validate-session',
    headers: bearer(token),
    payload: { session_id: sessionId },
  });
  expect(validated.json().success).toBe(true);
  return sessionId;
}
