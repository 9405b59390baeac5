import { z } from 'zod';

/**
 * The business charts of the back office (/api/v1/admin/metrics, docs/decisions/0016-back-office.md):
 * counts and money over whole weeks, never anything about a member's health. Every series names
 * its unit, and its values line up with `weeks`, so a chart and its data table read the same list.
 */

export const METRICS_WEEKS_MIN = 4;
export const METRICS_WEEKS_MAX = 104;
export const METRICS_WEEKS_DEFAULT = 26;

const WEEKS_MESSAGE = `weeks must be a whole number from ${METRICS_WEEKS_MIN} to ${METRICS_WEEKS_MAX}`;

/** GET /admin/metrics?weeks=: how many weeks back, the current week included. */
export const AdminMetricsQuerySchema = z.object({
  weeks: z.coerce
    .number({ error: WEEKS_MESSAGE })
    .int({ error: WEEKS_MESSAGE })
    .min(METRICS_WEEKS_MIN, { error: WEEKS_MESSAGE })
    .max(METRICS_WEEKS_MAX, { error: WEEKS_MESSAGE })
    .default(METRICS_WEEKS_DEFAULT),
});
export type AdminMetricsQuery = z.infer<typeof AdminMetricsQuerySchema>;

/** Whole numbers that never go below zero: people, refunds, views. */
const counts = z.array(z.number().int().nonnegative());
/** Cents, rounded to whole cents. */
const cents = z.array(z.number().int());

export const AdminMetricsPlanSeriesSchema = z.object({
  /** Null for memberships whose price no longer matches a plan of ours. */
  plan_id: z.number().int().nullable(),
  plan_name: z.string(),
  values: counts,
});
export type AdminMetricsPlanSeries = z.infer<typeof AdminMetricsPlanSeriesSchema>;

export const AdminMetricsResponseSchema = z.object({
  /** The moment the figures were taken at (the current week's values are "so far"). */
  as_of: z.string(),
  /** Each week's Monday, UTC, as YYYY-MM-DD, oldest first. */
  weeks: z.array(z.string().regex(/^\d{4}-\d{2}-\d{2}$/)),
  /** Memberships running at the end of each week (the current one: now), by the plan they are on. */
  active_members: z.object({ unit: z.literal('members'), plans: z.array(AdminMetricsPlanSeriesSchema) }),
  /** Memberships started in each week, trials included. */
  sign_ups: z.object({ unit: z.literal('members'), values: counts }),
  /** Memberships that ended in each week (not requests to end later). */
  cancellations: z.object({ unit: z.literal('members'), values: counts }),
  /** Monthly recurring revenue at the end of each week: monthly prices, yearly ones divided by 12. */
  mrr: z.object({ unit: z.literal('cents'), values: cents }),
  /** Of the trials that ended in each week, the share that went on as paid; null when none ended. */
  trial_conversion: z.object({
    unit: z.literal('percent'),
    values: z.array(z.number().min(0).max(100).nullable()),
    trials_ended: counts,
    converted: counts,
  }),
  refunds: z.object({
    count: z.object({ unit: z.literal('refunds'), values: counts }),
    amount: z.object({ unit: z.literal('cents'), values: cents }),
  }),
  page_views: z.object({
    unit: z.literal('views'),
    /** All routes together, each week. */
    values: counts,
    /** The most viewed route paths over the whole range, most first. */
    top_paths: z.array(z.object({ path: z.string(), views: z.number().int().nonnegative() })),
  }),
});
export type AdminMetricsResponse = z.infer<typeof AdminMetricsResponseSchema>;
