import type { AdminMetricsPlanSeries, AdminMetricsQuery, AdminMetricsResponse } from '@arx/contracts/admin';
import type { Database } from '../../../db/client';
import {
  inOneSnapshot,
  type MetricsRange,
  pageViewWeeks,
  planWeeks,
  refundWeeks,
  topPaths,
  trialWeeks,
} from './metrics.repository';

const DAY_MS = 86_400_000;
const TOP_PATHS = 10;

/**
 * The business charts, derived from what is stored, with no history table of their own
 * (docs/decisions/0016-back-office.md). What the records allow, and so what each figure means:
 *
 * - A membership is one subscription (one paying account; the household's other cards are not
 *   counted apart). It runs from when our record of it was created until it ended: a canceled
 *   subscription's scheduled end (cancel_at), else the moment it was canceled. It counts under
 *   the plan it is on now, since a plan change overwrites the old plan.
 * - Active members: memberships running at the end of each week (the current week: now); trials,
 *   and memberships behind on a payment until they end, included.
 * - Sign-ups and cancellations: memberships started, and ended, in the week. A request to end
 *   at the period's end counts in the week it takes effect.
 * - MRR: for each membership running and past its trial, its current amount a month (monthly
 *   prices as they are, yearly ones divided by 12). A price change shows from the membership's
 *   start, since only the current amount is kept.
 * - Trial conversion: see trialWeeks.
 * - Refunds: the refunds we asked the provider for, by the day asked, in US dollars.
 * - Page views: the first-party counts per route path and day (UTC); no person in them.
 */
export async function businessMetrics(
  db: Database,
  query: AdminMetricsQuery,
  now: Date,
): Promise<AdminMetricsResponse> {
  const range = weekRange(now, query.weeks);
  const weeks = Array.from({ length: query.weeks }, (_, i) => addDays(range.first, 7 * i));
  const { plans, trials, refunds, views, paths } = await inOneSnapshot(db, async (tx) => ({
    plans: await planWeeks(tx, range),
    trials: await trialWeeks(tx, range),
    refunds: await refundWeeks(tx, range),
    views: await pageViewWeeks(tx, range),
    paths: await topPaths(tx, range, TOP_PATHS),
  }));
  const sumByWeek = (pick: (row: (typeof plans)[number]) => number) =>
    weeks.map((week) => plans.filter((row) => row.week_start === week).reduce((sum, row) => sum + pick(row), 0));
  return {
    as_of: now.toISOString(),
    weeks,
    active_members: { unit: 'members', plans: planSeries(plans, weeks) },
    sign_ups: { unit: 'members', values: sumByWeek((row) => row.started) },
    cancellations: { unit: 'members', values: sumByWeek((row) => row.ended) },
    mrr: { unit: 'cents', values: sumByWeek((row) => Math.round(Number(row.mrr_cents))) },
    trial_conversion: {
      unit: 'percent',
      values: trials.map((t) => (t.ended === 0 ? null : Math.round((1000 * t.converted) / t.ended) / 10)),
      trials_ended: trials.map((t) => t.ended),
      converted: trials.map((t) => t.converted),
    },
    refunds: {
      count: { unit: 'refunds', values: refunds.map((r) => r.count) },
      amount: { unit: 'cents', values: refunds.map((r) => Math.round(Number(r.amount_cents))) },
    },
    page_views: {
      unit: 'views',
      values: views.map((v) => Number(v.views)),
      top_paths: paths.map((p) => ({ path: p.path, views: Number(p.views) })),
    },
  };
}

/** Whole weeks, Monday to Monday in UTC, ending with the one `now` is in. */
export function weekRange(now: Date, weeks: number): MetricsRange {
  const today = now.toISOString().slice(0, 10);
  const sinceMonday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  const last = addDays(today, -sinceMonday);
  return { first: addDays(last, -7 * (weeks - 1)), last, now };
}

function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** One line per plan, with a 0 for a week the plan had no row (the rows come per plan and week). */
function planSeries(rows: Awaited<ReturnType<typeof planWeeks>>, weeks: string[]): AdminMetricsPlanSeries[] {
  const byPlan = new Map<number | null, AdminMetricsPlanSeries>();
  for (const row of rows) {
    let series = byPlan.get(row.plan_id);
    if (!series) {
      series = { plan_id: row.plan_id, plan_name: row.plan_name ?? 'Plan no longer sold', values: weeks.map(() => 0) };
      byPlan.set(row.plan_id, series);
    }
    const index = weeks.indexOf(row.week_start);
    if (index >= 0) series.values[index] = Math.max(0, row.active);
  }
  return [...byPlan.values()];
}
