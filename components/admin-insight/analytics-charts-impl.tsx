"use client";

import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatBrl } from "@/lib/br/money";
import { formatCompact } from "@/lib/br/number";

// The Recharts drawings of /admin/analytics, loaded lazily (analytics-charts.tsx). Each figure has a text
// alternative; the tables under the charts carry the same numbers.

export type SeriesChart = {
  kind: "bars";
  label: string;
  data: Record<string, string | number>[];
  x: string;
  series: { key: string; name: string; color: string }[];
  money?: boolean;
  /** Bars side by side horizontally (long category names). */
  horizontal?: boolean;
};

function describe(chart: SeriesChart): string {
  const fmt = (v: unknown) => (chart.money ? formatBrl(Number(v)) : String(v));
  return `${chart.label}: ${chart.data.map((d) => `${d[chart.x]} ${chart.series.map((s) => `${s.name} ${fmt(d[s.key])}`).join(", ")}`).join("; ")}`;
}

export default function AnalyticsChart({ chart }: { chart: SeriesChart }) {
  const tick = (v: number) => (chart.money ? formatCompact(v) : String(v));
  const height = chart.horizontal ? Math.max(160, chart.data.length * 36 + 40) : 256;
  return (
    <div className="w-full" style={{ height }} role="img" aria-label={describe(chart)}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={chart.data}
          layout={chart.horizontal ? "vertical" : "horizontal"}
          margin={{ top: 8, right: 8, bottom: 8, left: 8 }}
        >
          <CartesianGrid strokeDasharray="3 3" vertical={!chart.horizontal} horizontal />
          {chart.horizontal ? (
            <>
              <XAxis type="number" tickFormatter={tick} tick={{ fontSize: 12 }} allowDecimals={false} />
              <YAxis type="category" dataKey={chart.x} tick={{ fontSize: 12 }} width={120} />
            </>
          ) : (
            <>
              <XAxis dataKey={chart.x} tick={{ fontSize: 12 }} />
              <YAxis tickFormatter={tick} tick={{ fontSize: 12 }} width={48} allowDecimals={false} />
            </>
          )}
          <Tooltip formatter={(v) => (chart.money ? formatBrl(Number(v)) : String(v))} />
          {chart.series.length > 1 ? <Legend /> : null}
          {chart.series.map((s) => (
            <Bar
              key={s.key}
              dataKey={s.key}
              name={s.name}
              fill={s.color}
              radius={chart.horizontal ? [0, 4, 4, 0] : [4, 4, 0, 0]}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
