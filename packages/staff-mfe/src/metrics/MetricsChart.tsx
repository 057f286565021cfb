import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { METRIC_COLUMNS, type MetricRow } from './rows';

// Distinct hues that keep 3:1 against the dark surface (DESIGN §7).
const COLORS = ['#7c5cff', '#2dd4bf', '#f59e0b', '#f472b6', '#60a5fa'];

/** The table's series as lines over the days shown (loaded on its own, after the table). */
export default function MetricsChart({ rows }: { rows: MetricRow[] }) {
  return (
    <ResponsiveContainer width="100%" height={320}>
      <LineChart data={rows} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
        <CartesianGrid stroke="#2a2a35" />
        <XAxis dataKey="day" stroke="#b8b8c8" fontSize={12} />
        <YAxis allowDecimals={false} stroke="#b8b8c8" fontSize={12} />
        <Tooltip contentStyle={{ background: '#17171f', border: '1px solid #2a2a35' }} />
        <Legend />
        {METRIC_COLUMNS.slice(1).map((column, i) => (
          <Line
            key={column.key}
            type="linear"
            dataKey={column.key}
            name={column.header}
            stroke={COLORS[i]}
            dot={false}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
}
