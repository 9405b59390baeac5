import { useSyncExternalStore } from 'react';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatWeek, formatWeekShort } from './business-format';

export type WeekSeries = {
  label: string;
  values: (number | null)[];
  color: string;
  kind: 'line' | 'bar';
  /** A second unit (refunds' dollars beside their count) reads on the right-hand axis. */
  axis?: 'left' | 'right';
};

export type AxisSpec = { label: string; format: (value: number) => string; max?: number };

type Props = {
  weeks: string[];
  series: WeekSeries[];
  left: AxisSpec;
  right?: AxisSpec;
  /** Bars of several series side by side (false) or on top of each other (true). */
  stacked?: boolean;
  /** Name the series above the chart; by default only when there are several. */
  legend?: boolean;
};

const NARROW = '(max-width: 639px)';
const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(NARROW);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** A phone's width leaves room for fewer ticks, and the axis titles go above the chart instead of beside the axes. */
function useNarrow() {
  return useSyncExternalStore(subscribe, () => window.matchMedia(NARROW).matches);
}

/**
 * A chart over the weeks of the range: one x-axis of week starts, lines and bars on one or two
 * y-axes. It is hidden from assistive technology: the card's data table says the same in text.
 */
export function WeekChart({ weeks, series, left, right, stacked = false, legend = series.length > 1 }: Props) {
  const narrow = useNarrow();
  const rows = weeks.map((week, i) =>
    Object.fromEntries([['week', week], ...series.map((s, j) => [`s${j}`, s.values[i] ?? null])]),
  );
  const formatOf = (s: WeekSeries) => (s.axis === 'right' && right ? right.format : left.format);
  const axisLabel = (text: string, side: 'left' | 'right') =>
    narrow
      ? undefined
      : {
          value: text,
          angle: side === 'left' ? -90 : 90,
          position: side === 'left' ? ('insideLeft' as const) : ('insideRight' as const),
          style: { textAnchor: 'middle' as const, fill: '#334155', fontSize: 12 },
        };
  return (
    <div aria-hidden="true" className="w-full">
      {narrow && (
        <div className="flex justify-between gap-4 font-medium text-slate-700 text-xs" data-testid="axis-titles">
          <span>↑ {left.label}</span>
          {right && <span className="text-right">{right.label} ↑</span>}
        </div>
      )}
      <div className="h-72 w-full sm:h-80">
        <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 320, height: 288 }}>
          <ComposedChart
            data={rows}
            accessibilityLayer={false}
            margin={{ top: 8, right: right ? 4 : 12, bottom: 8, left: narrow ? -8 : 8 }}
          >
            <CartesianGrid stroke="#e2e8f0" vertical={false} />
            <XAxis
              dataKey="week"
              tickFormatter={formatWeekShort}
              interval="preserveStartEnd"
              minTickGap={narrow ? 28 : 16}
              tick={{ fill: '#334155', fontSize: 12 }}
              label={{
                value: 'Week starting (Monday, UTC)',
                position: 'insideBottom',
                offset: 0,
                fill: '#334155',
                fontSize: 12,
              }}
              height={48}
            />
            <YAxis
              yAxisId="left"
              tickFormatter={left.format}
              tickCount={narrow ? 4 : 6}
              allowDecimals={false}
              domain={[0, left.max ?? 'auto']}
              tick={{ fill: '#334155', fontSize: 12 }}
              width={narrow ? 48 : 72}
              label={axisLabel(left.label, 'left')}
            />
            {right && (
              <YAxis
                yAxisId="right"
                orientation="right"
                tickFormatter={right.format}
                tickCount={narrow ? 4 : 6}
                domain={[0, right.max ?? 'auto']}
                tick={{ fill: '#334155', fontSize: 12 }}
                width={narrow ? 48 : 72}
                label={axisLabel(right.label, 'right')}
              />
            )}
            <Tooltip
              labelFormatter={(week) => `Week of ${formatWeek(String(week))}`}
              formatter={(value, name, item) => {
                const s = series[Number(String(item.dataKey).slice(1))];
                return [value === null || value === undefined || !s ? 'none' : formatOf(s)(Number(value)), name];
              }}
            />
            {legend && <Legend verticalAlign="top" height={32} itemSorter={null} wrapperStyle={{ fontSize: 13 }} />}
            {series.map((s, j) =>
              s.kind === 'bar' ? (
                <Bar
                  key={s.label}
                  dataKey={`s${j}`}
                  name={s.label}
                  fill={s.color}
                  yAxisId={s.axis ?? 'left'}
                  stackId={stacked ? 'stack' : undefined}
                  isAnimationActive={false}
                />
              ) : (
                <Line
                  key={s.label}
                  dataKey={`s${j}`}
                  name={s.label}
                  stroke={s.color}
                  strokeWidth={2}
                  dot={weeks.length <= 13}
                  yAxisId={s.axis ?? 'left'}
                  type="linear"
                  isAnimationActive={false}
                />
              ),
            )}
          </ComposedChart>
        </ResponsiveContainer>
      </div>
    </div>
  );
}
