import { expect } from 'vitest';
import { bearer } from './sign-in';
import type { TestContext } from './test-app';

/** The member opens billing and presses the sandbox portal's button for another plan (monthly). */
export async function switchPlanInSandboxPortal(ctx: TestContext, token: string, planName: string): Promise<void> {
  const portal = await ctx.app.inject({ method: 'GET', url: '/api/v1/billing/portal', headers: bearer(token) });
  const path = new URL(portal.json().portalUrl as string).pathname;
  const page = await ctx.app.inject({ method: 'GET', url: path });
  const form = page.body
    .split('<form ')
    .find((f) => f.includes(`<button type="submit">Switch to ${planName} plan (monthly)`));
  expect(form, `the portal offers ${planName}`).toBeDefined();
  const field = (name: string) => form!.match(new RegExp(`name="${name}" value="([^"]+)"`))![1]!;
  const res = await ctx.app.inject({
    method: 'POST',
    url: `${path}/switch`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ subscription_id: field('subscription_id'), price_id: field('price_id') }).toString(),
  });
  expect(res.statusCode).toBe(303);
}

/** The member opens billing and presses the sandbox portal's "Cancel subscription" (at the period end). */
export async function cancelInSandboxPortal(ctx: Pick<TestContext, 'app'>, token: string): Promise<void> {
  const portal = await ctx.app.inject({ method: 'GET', url: '/api/v1/billing/portal', headers: bearer(token) });
  const path = new URL(portal.json().portalUrl as string).pathname;
  const page = await ctx.app.inject({ method: 'GET', url: path });
  const form = page.body
    .split('<form ')
    .find((f) => f.includes('<button type="submit" class="danger">Cancel subscription'));
  expect(form, 'the portal offers to cancel').toBeDefined();
  const subscriptionId = form!.match(/name="subscription_id" value="([^"]+)"/)![1]!;
  const res = await ctx.app.inject({
    method: 'POST',
    url: `${path}/cancel`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ subscription_id: subscriptionId }).toString(),
  });
  expect(res.statusCode).toBe(303);
}
