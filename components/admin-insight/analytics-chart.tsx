"use client";

import dynamic from "next/dynamic";
import type { SeriesChart } from "./analytics-charts-impl";

export type { SeriesChart } from "./analytics-charts-impl";

// Recharts stays out of the page's first bundle: the chart code loads in the browser after the figures and
// tables (rendered on the server) are already on screen.
const Chart = dynamic(() => import("./analytics-charts-impl"), {
  ssr: false,
  loading: () => <div className="bg-muted/40 h-64 w-full animate-pulse rounded-md" aria-hidden="true" />,
});

export function AnalyticsChart({ chart }: { chart: SeriesChart }) {
  return <Chart chart={chart} />;
}
