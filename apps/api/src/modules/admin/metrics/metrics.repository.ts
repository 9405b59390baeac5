import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { withTransaction } from '../../../db/transaction';

/**
 * The weeks of a chart: `first` and `last` are Mondays (YYYY-MM-DD, UTC); `now` is when the
 * figures are taken, the end of the current week's point. Every query answers one row per week
 * from generate_series, so a week with nothing in it is a 0, never a missing point.
 */
export type MetricsRange = { first: string; last: string; now: Date };

/**
 * Runs the charts' queries in one read-only snapshot, so every figure is of the same moment.
 * JIT is off for them: on a million subscriptions PostgreSQL judged the scan costly enough to
 * compile it, and compiling took longer than the scan itself (about 1 s of 1.1 s, EXPLAIN ANALYZE).
 */
export function inOneSnapshot<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return withTransaction(
    db,
    async (tx) => {
      await tx.execute(sql`set local jit = off`);
      return work(tx);
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

const rowsOf = async <T>(db: Database, query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

const weeksOf = (range: MetricsRange) =>
  sql`select w::date as week_start from generate_series(${range.first}::date, ${range.last}::date, interval '1 week') as w`;

/** The Monday (UTC) of the week a timestamptz falls in. */
const weekOf = (column: SQL) => sql`date_trunc('week', ${column} at time zone 'UTC')::date`;

/**
 * When a membership stopped running: only a canceled subscription has ended. A cancellation at
 * the period's end keeps the request's time in canceled_at and the end in cancel_at, so cancel_at
 * comes first; an immediate one has only canceled_at (the same reading as the consent records').
 */
const ENDED_AT = sql`case when s.status = 'canceled' then coalesce(s.cancel_at, s.canceled_at, s.updated_at) end`;

export type PlanWeekRow = {
  plan_id: number | null;
  plan_name: string | null;
  week_start: string;
  active: number;
  started: number;
  ended: number;
  mrr_cents: number;
};

/**
 * One pass over subscriptions (every row may count in the earliest week, so it is a sequential
 * scan whatever the indexes) grouped into cohorts: the plan and the weeks a membership started,
 * was first paid (its trial's end) and ended, any week before the range folded into one baseline
 * week. Grouping first leaves a few thousand cohorts, not millions of rows, to turn into dated
 * changes: +1 member when it started and -1 when it ended, its monthly amount from when it was
 * first paid until it ended. A running sum per plan over the weeks then gives what was running
 * at each week's end. Incomplete subscriptions (a checkout never paid) never started.
 */
export async function planWeeks(db: Database, range: MetricsRange): Promise<PlanWeekRow[]> {
  const now = sql`${range.now.toISOString()}::timestamptz`;
  const baseline = sql`(${range.first}::date - 7)`;
  const bucket = (column: SQL) => sql`greatest(${weekOf(column)}, ${baseline})`;
  return rowsOf<PlanWeekRow>(
    db,
    sql`
    with subs as (
      select s.product_id, s.created_at as started_at, ${ENDED_AT} as ended_at,
             -- greatest() skips a null: without a trial, paid from the start.
             greatest(s.created_at, s.trial_end) as paid_from,
             case s.billing_interval
               when 'year' then s.amount_cents / 12.0::float8
               when 'week' then s.amount_cents * 52 / 12.0::float8
               when 'day' then s.amount_cents * 365 / 12.0::float8
               else s.amount_cents::float8
             end as monthly_cents
        from subscriptions s
       where s.status <> 'incomplete' and s.created_at <= ${now}
    ),
    paid as (
      select subs.*, (paid_from <= ${now} and (ended_at is null or ended_at > paid_from)) as was_paid from subs
    ),
    cohorts as (
      select product_id, ${bucket(sql`started_at`)} as start_week,
             case when was_paid then ${bucket(sql`paid_from`)} end as paid_week,
             case when ended_at <= ${now} then ${bucket(sql`ended_at`)} end as end_week,
             count(*) as n, sum(case when was_paid then monthly_cents else 0 end) as mrr
        from paid
       group by 1, 2, 3, 4
    ),
    buckets as (
      select c.product_id, e.week_start, sum(e.members) as members, sum(e.mrr) as mrr,
             sum(e.started) as started, sum(e.ended) as ended
        from cohorts c
       cross join lateral (values
         (c.start_week, c.n, 0::float8, c.n, 0::bigint),
         (c.paid_week, 0::bigint, c.mrr, 0::bigint, 0::bigint),
         (c.end_week, -c.n, -c.mrr, 0::bigint, c.n)
       ) as e(week_start, members, mrr, started, ended)
       where e.week_start is not null
       group by 1, 2
    ),
    axis as (
      select ${baseline} as week_start
       union all ${weeksOf(range)}
    ),
    grid as (
      select p.product_id, a.week_start
        from (select distinct product_id from buckets) p cross join axis a
    ),
    running as (
      select g.product_id, g.week_start,
             sum(coalesce(b.members, 0)) over w as active,
             sum(coalesce(b.mrr, 0)) over w as mrr,
             coalesce(b.started, 0) as started, coalesce(b.ended, 0) as ended
        from grid g
        left join buckets b on b.product_id is not distinct from g.product_id and b.week_start = g.week_start
      window w as (partition by g.product_id order by g.week_start)
    )
    select r.product_id as plan_id, p.name as plan_name, to_char(r.week_start, 'YYYY-MM-DD') as week_start,
           r.active::int as active, r.started::int as started, r.ended::int as ended, round(r.mrr)::float8 as mrr_cents
      from running r
      left join products p on p.id = r.product_id
     where r.week_start >= ${range.first}::date
     order by p.rank nulls last, r.product_id nulls last, r.week_start`,
  );
}

export type TrialWeekRow = { week_start: string; ended: number; converted: number };

/**
 * Trials that ended in each week (up to now), and how many of them went on as paid: the
 * membership did not end at or before the trial's end, and is not now behind on a payment. The
 * record keeps no payment history, so a member who paid and only later fell behind counts as not
 * converted, and one who never paid but was ended by failed payments later counts as converted.
 */
export async function trialWeeks(db: Database, range: MetricsRange): Promise<TrialWeekRow[]> {
  const now = range.now.toISOString();
  return rowsOf<TrialWeekRow>(
    db,
    sql`
    with trials as (
      select ${weekOf(sql`s.trial_end`)} as week_start,
             (s.status not in ('past_due', 'unpaid')
               and (${ENDED_AT} is null or ${ENDED_AT} > s.trial_end)) as converted
        from subscriptions s
       where s.trial_end > s.created_at and s.status <> 'incomplete'
         and s.trial_end >= ${range.first}::date and s.trial_end <= ${now}::timestamptz
    )
    select to_char(w.week_start, 'YYYY-MM-DD') as week_start,
           count(t.week_start)::int as ended, count(t.week_start) filter (where t.converted)::int as converted
      from (${weeksOf(range)}) w
      left join trials t on t.week_start = w.week_start
     group by w.week_start
     order by w.week_start`,
  );
}

export type RefundWeekRow = { week_start: string; count: number; amount_cents: number };

/** Refunds this app asked the provider for, by the week they were made (US dollars only). */
export async function refundWeeks(db: Database, range: MetricsRange): Promise<RefundWeekRow[]> {
  return rowsOf<RefundWeekRow>(
    db,
    sql`
    select to_char(w.week_start, 'YYYY-MM-DD') as week_start,
           count(r.id)::int as count, coalesce(sum(r.amount_cents), 0)::float8 as amount_cents
      from (${weeksOf(range)}) w
      left join refunds r on ${weekOf(sql`r.created_at`)} = w.week_start
       and r.created_at >= ${range.first}::date and r.currency = 'usd'
     group by w.week_start
     order by w.week_start`,
  );
}

export type ViewWeekRow = { week_start: string; views: number };
export type PathViewsRow = { path: string; views: number };

/** Page views of all routes each week; the primary key (day, path) serves the range on day. */
export async function pageViewWeeks(db: Database, range: MetricsRange): Promise<ViewWeekRow[]> {
  return rowsOf<ViewWeekRow>(
    db,
    sql`
    with days as (
      select date_trunc('week', v.day)::date as week_start, sum(v.views) as views
        from page_view_counts v
       where v.day >= ${range.first}::date
       group by 1
    )
    select to_char(w.week_start, 'YYYY-MM-DD') as week_start, coalesce(d.views, 0)::float8 as views
      from (${weeksOf(range)}) w
      left join days d on d.week_start = w.week_start
     order by w.week_start`,
  );
}

/** The most viewed route paths over the range. */
export async function topPaths(db: Database, range: MetricsRange, limit: number): Promise<PathViewsRow[]> {
  return rowsOf<PathViewsRow>(
    db,
    sql`
    select v.path, sum(v.views)::float8 as views
      from page_view_counts v
     where v.day >= ${range.first}::date
     group by v.path
     order by 2 desc, v.path
     limit ${limit}`,
  );
}
