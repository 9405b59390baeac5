import { z } from 'zod';
import { LocaleSchema } from './locale-schema';
import { requestObject } from './request-body';
import { TimeZoneSchema } from './time-zone';

/** Provider statuses we keep; `canceling` is shown when cancel_at_period_end is set (docs/product.md §4). */
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

export const CheckoutRequestSchema = requestObject(
  {
    plan_id: z
      .number({ error: 'plan_id must be a number' })
      .int({ error: 'plan_id must be a whole number' })
      .positive({ error: 'plan_id must be positive' }),
    interval: z.enum(['month', 'year'], { error: 'interval must be month or year' }).default('month'),
    /** The browser's zone, kept on the member so e-mails date things as the app does. */
    time_zone: TimeZoneSchema.optional(),
    /** The language of the page the member checks out from: their e-mails, payment page and card use it. */
    locale: LocaleSchema.optional(),
  },
  'The request body must be a JSON object with plan_id and interval',
);
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

export const ValidateSessionRequestSchema = requestObject(
  {
    session_id: z
      .string({ error: (issue) => (issue.input === undefined ? 'session_id is required' : 'session_id must be text') })
      .min(1, { error: 'session_id is required' })
      .max(255, { error: 'session_id must be at most 255 characters' }),
  },
  'The request body must be a JSON object with session_id',
);

export const ValidateSessionResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  subscription: z.object({ plan_name: z.string(), status: DisplayStatusSchema }).nullable(),
});
export type ValidateSessionResponse = z.infer<typeof ValidateSessionResponseSchema>;
