import type { AdminMetricsResponse } from '@arx/contracts/admin';
import { BusinessChartCard, type ChartTable } from './business-chart-card';
import {
  formatCents,
  formatCentsTick,
  formatCount,
  formatCountTick,
  formatPercent,
  formatWeek,
} from './business-format';
import { TopPathsChart } from './top-paths-chart';
import { WeekChart, type WeekSeries } from './week-chart';

/** Distinct at a glance and dark enough for thin lines on white (3:1 or more). */
const COLORS = ['#0f766e', '#1d4ed8', '#b45309', '#7c3aed', '#be123c', '#475569'];

const countAxis = (label: string) => ({ label, format: formatCountTick });
const isBlank = (values: (number | null)[]) => values.every((v) => v === null || v === 0);

/** A table of the weeks, one column per series, as the chart shows them. */
function weekTable(
  weeks: string[],
  series: { label: string; values: (number | null)[]; format: (v: number) => string }[],
) {
  return {
    rowHeader: 'Week starting',
    columns: series.map((s) => s.label),
    rows: weeks.map((week, i) => ({
      label: formatWeek(week),
      cells: series.map((s) => {
        const value = s.values[i];
        return value === null || value === undefined ? '—' : s.format(value);
      }),
    })),
  } satisfies ChartTable;
}

/**
 * The charts of /admin/business, in a module of their own: the charting library is fetched only
 * when this page opens, never with the rest of the back office or the member's app.
 */
export default function BusinessCharts({ metrics }: { metrics: AdminMetricsResponse }) {
  const { weeks } = metrics;
  const plans: WeekSeries[] = metrics.active_members.plans.map((plan, i) => ({
    label: plan.plan_name,
    values: plan.values,
    color: COLORS[i % COLORS.length]!,
    kind: 'line',
  }));
  const trials = metrics.trial_conversion;
  const refunds = metrics.refunds;
  const views = metrics.page_views;

  return (
    <div className="grid items-start gap-6 xl:grid-cols-2">
      <BusinessChartCard
        id="business-members"
        title="Active members by plan"
        reads="Members (left) at the end of each week, one line per plan; this week is counted up to now."
        empty={
          plans.every((p) => isBlank(p.values))
            ? { title: 'No members in these weeks yet.', detail: 'A line appears here once someone joins.' }
            : null
        }
        note={
          <>
            <p>
              A member is one paying account: a household counts once, however many cards it has. A membership counts
              from the day it started until the day it ended; trials, and members behind on a payment, count until their
              membership ends.
            </p>
            <p>
              Each member shows under the plan they are on now. A change of plan is not kept, so earlier weeks use
              today’s plan too.
            </p>
          </>
        }
        table={weekTable(
          weeks,
          plans.map((p) => ({ label: p.label, values: p.values, format: formatCount })),
        )}
      >
        <WeekChart weeks={weeks} series={plans} left={countAxis('Members')} legend />
      </BusinessChartCard>

      <BusinessChartCard
        id="business-sign-ups"
        title="Sign-ups and cancellations per week"
        reads="Memberships (left) started and ended in each week."
        empty={
          isBlank(metrics.sign_ups.values) && isBlank(metrics.cancellations.values)
            ? { title: 'No sign-ups or cancellations in these weeks.', detail: 'Bars appear here once someone joins.' }
            : null
        }
        note={
          <p>
            A sign-up is a membership started that week, trials included. A cancellation is a membership that ended that
            week: a member who cancels at the end of their paid period counts in the week it ends, not the week they
            asked.
          </p>
        }
        table={weekTable(weeks, [
          { label: 'Sign-ups', values: metrics.sign_ups.values, format: formatCount },
          { label: 'Cancellations', values: metrics.cancellations.values, format: formatCount },
        ])}
      >
        <WeekChart
          weeks={weeks}
          left={countAxis('Memberships')}
          series={[
            { label: 'Sign-ups', values: metrics.sign_ups.values, color: COLORS[0]!, kind: 'bar' },
            { label: 'Cancellations', values: metrics.cancellations.values, color: COLORS[4]!, kind: 'bar' },
          ]}
        />
      </BusinessChartCard>

      <BusinessChartCard
        id="business-mrr"
        title="Monthly recurring revenue"
        reads="US dollars a month (left) at the end of each week."
        empty={
          isBlank(metrics.mrr.values)
            ? {
                title: 'No paid memberships in these weeks yet.',
                detail: 'Members still on a free trial add nothing until it ends.',
              }
            : null
        }
        note={
          <>
            <p>
              Every running membership past its free trial adds its price a month: a monthly price as it is, a yearly
              price divided by 12. Members behind on a payment count until their membership ends; refunds are not taken
              off.
            </p>
            <p>Only a membership’s current price is kept, so after a price change earlier weeks show the new price.</p>
          </>
        }
        table={weekTable(weeks, [{ label: 'MRR', values: metrics.mrr.values, format: formatCents }])}
      >
        <WeekChart
          weeks={weeks}
          left={{ label: 'US dollars a month', format: formatCentsTick }}
          series={[{ label: 'MRR', values: metrics.mrr.values, color: COLORS[1]!, kind: 'line' }]}
        />
      </BusinessChartCard>

      <BusinessChartCard
        id="business-trials"
        title="Trial conversion"
        reads="Percent (left) of the trials that ended in each week that went on as paid memberships."
        empty={
          trials.values.every((v) => v === null)
            ? { title: 'No free trial ended in these weeks.', detail: 'Only plans with a free trial have trials.' }
            : null
        }
        note={
          <>
            <p>
              Of the trials that ended in a week, the share whose membership went on: it did not end by the trial’s last
              day and is not now behind on a payment. A week with no bar had no trial ending.
            </p>
            <p>
              Payments are not stored with the membership, so this is close but not exact: a member who paid and later
              fell behind counts as not converted.
            </p>
          </>
        }
        table={weekTable(weeks, [
          { label: 'Trials ended', values: trials.trials_ended, format: formatCount },
          { label: 'Went on as paid', values: trials.converted, format: formatCount },
          { label: 'Conversion', values: trials.values, format: formatPercent },
        ])}
      >
        <WeekChart
          weeks={weeks}
          left={{ label: 'Percent converted', format: (v) => `${v}%`, max: 100 }}
          series={[{ label: 'Conversion', values: trials.values, color: COLORS[3]!, kind: 'bar' }]}
        />
      </BusinessChartCard>

      <BusinessChartCard
        id="business-refunds"
        title="Refunds per week"
        reads="Number of refunds (bars, left) and their total in US dollars (line, right) in each week."
        empty={
          isBlank(refunds.count.values)
            ? { title: 'No refunds in these weeks.', detail: 'Nothing was paid back.' }
            : null
        }
        note={
          <p>
            Refunds the club asked the payment provider for, by an operator or under the 30-day rule, by the day they
            were made, in US dollars. A refund made directly in the provider’s own dashboard is not here.
          </p>
        }
        table={weekTable(weeks, [
          { label: 'Refunds', values: refunds.count.values, format: formatCount },
          { label: 'Amount', values: refunds.amount.values, format: formatCents },
        ])}
      >
        <WeekChart
          weeks={weeks}
          left={countAxis('Refunds')}
          right={{ label: 'US dollars', format: formatCentsTick }}
          series={[
            { label: 'Refunds', values: refunds.count.values, color: COLORS[2]!, kind: 'bar' },
            { label: 'Amount', values: refunds.amount.values, color: COLORS[4]!, kind: 'line', axis: 'right' },
          ]}
        />
      </BusinessChartCard>

      <BusinessChartCard
        id="business-views"
        title="Page views per week"
        reads="Views of all pages together (left) in each week."
        empty={
          isBlank(views.values)
            ? { title: 'No page views in these weeks.', detail: 'The site counts a view each time a page opens.' }
            : null
        }
        note={
          <p>
            From the site’s own counter: how many times each page was opened each day (UTC), with nothing about who
            opened it. The back office’s pages are not counted. Counts are kept for 400 days, so weeks before that show
            none. Anyone may report a view, so a script could inflate these.
          </p>
        }
        table={weekTable(weeks, [{ label: 'Views', values: views.values, format: formatCount }])}
      >
        <WeekChart
          weeks={weeks}
          left={countAxis('Views')}
          series={[{ label: 'Views', values: views.values, color: COLORS[0]!, kind: 'line' }]}
        />
      </BusinessChartCard>

      <BusinessChartCard
        id="business-paths"
        title="Most viewed pages"
        reads={`Views (bottom) of the ${views.top_paths.length || 'most viewed'} most viewed pages over the weeks shown.`}
        empty={
          views.top_paths.length === 0
            ? { title: 'No page views in these weeks.', detail: 'Pages appear here once they are visited.' }
            : null
        }
        note={
          <p>
            A page is its address without the query string. “/(other)” gathers a day’s further views once 500 different
            addresses were counted that day. Only the ten most viewed pages are shown.
          </p>
        }
        table={{
          rowHeader: 'Page',
          columns: ['Views'],
          rows: views.top_paths.map((p) => ({ label: p.path, cells: [formatCount(p.views)] })),
        }}
      >
        <TopPathsChart paths={views.top_paths} />
      </BusinessChartCard>
    </div>
  );
}
