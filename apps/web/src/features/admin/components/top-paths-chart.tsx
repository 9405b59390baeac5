import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCount, formatCountTick } from './business-format';

const LONGEST_LABEL = 22;

const shortPath = (path: string) => (path.length > LONGEST_LABEL ? `${path.slice(0, LONGEST_LABEL - 1)}…` : path);

/**
 * The most viewed pages as horizontal bars, so a long path reads along its bar on a phone too.
 * Hidden from assistive technology: the card's data table says the same in text.
 */
export function TopPathsChart({ paths }: { paths: { path: string; views: number }[] }) {
  const height = 56 + paths.length * 36;
  return (
    <div aria-hidden="true" className="w-full" style={{ height }}>
      <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 320, height }}>
        <BarChart
          data={paths}
          layout="vertical"
          accessibilityLayer={false}
          margin={{ top: 4, right: 16, bottom: 4, left: 4 }}
        >
          <CartesianGrid stroke="#e2e8f0" horizontal={false} />
          <XAxis
            type="number"
            tickFormatter={formatCountTick}
            allowDecimals={false}
            tickCount={4}
            tick={{ fill: '#334155', fontSize: 12 }}
            label={{ value: 'Views', position: 'insideBottom', offset: -4, fill: '#334155', fontSize: 12 }}
            height={40}
          />
          <YAxis
            type="category"
            dataKey="path"
            tickFormatter={shortPath}
            width={140}
            tick={{ fill: '#334155', fontSize: 12 }}
            interval={0}
          />
          <Tooltip formatter={(value) => [formatCount(Number(value)), 'Views']} />
          <Bar dataKey="views" name="Views" fill="#0f766e" isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
