import { z } from 'zod';

/** Provider statuses we keep; `canceling` is shown when cancel_at_period_end is set (spec §4). */
export const SubscriptionStatusSchema = z.enum(['active', 'trialing', 'past_due', 'canceled', 'unpaid', 'incomplete']);
export type SubscriptionStatus = z.infer<typeof SubscriptionStatusSchema>;
export const DisplayStatusSchema = z.enum([
  'active',
  'trialing',
  'canceling',
  'past_due',
  'canceled',
  'unpaid',
  'incomplete',
]);
export type DisplayStatus = z.infer<typeof DisplayStatusSchema>;

export const CheckoutRequestSchema = z.strictObject({
  plan_id: z.number({ error: 'plan_id must be a number' }).int({ error: 'plan_id must be a whole number' }).positive(),
  interval: z.enum(['month', 'year'], { error: 'interval must be month or year' }).default('month'),
});
export type CheckoutRequest = z.input<typeof CheckoutRequestSchema>;

export const CheckoutResponseSchema = z.object({ checkout_url: z.string() });
export type CheckoutResponse = z.infer<typeof CheckoutResponseSchema>;

export const PortalResponseSchema = z.object({ portal_url: z.string() });
export type PortalResponse = z.infer<typeof PortalResponseSchema>;

export const SubscriptionStatusResponseSchema = z.object({
  has_active_subscription: z.boolean(),
  plan_name: z.string().nullable(),
  status: DisplayStatusSchema.nullable(),
  product_id: z.number().int().nullable(),
  billing_interval: z.enum(['month', 'year', 'week', 'day']).nullable(),
  trial_end: z.string().nullable(),
  current_period_end: z.string().nullable(),
});
export type SubscriptionStatusResponse = z.infer<typeof SubscriptionStatusResponseSchema>;

export const ValidateSessionRequestSchema = z.strictObject({
  session_id: z.string({ error: 'session_id is required' }).min(1, { error: 'session_id is required' }).max(255),
});

export const ValidateSessionResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  subscription: z.object({ plan_name: z.string(), status: DisplayStatusSchema }).nullable(),
});
export type ValidateSessionResponse = z.infer<typeof ValidateSessionResponseSchema>;
