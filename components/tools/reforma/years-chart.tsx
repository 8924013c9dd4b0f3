"use client";

import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { useTranslations } from "next-intl";
import { formatBrl } from "@/lib/br/money";
import type { ReformYearRow } from "@/lib/tax/reform/types";
import { formatCompact } from "@/lib/br/number";

// The consumption taxes that add up to the year's total (the Simples' whole DAS is not one of them).
const SERIES = [
  { key: "pisCofins", color: "var(--color-chart-1)" },
  { key: "cbs", color: "var(--color-chart-3)" },
  { key: "ibs", color: "var(--color-chart-4)" },
  { key: "icmsIss", color: "var(--color-chart-2)" },
] as const;

/** The year's taxes stacked per year (the table beside it carries the same numbers, for screen readers too). */
export function YearsChart({ years }: { years: ReformYearRow[] }) {
  const t = useTranslations("tools.reforma.years");
  const series = SERIES.filter((s) => years.some((y) => y[s.key] !== 0));
  const summary = years.map((y) => `${y.year}: ${formatBrl(y.total)}`).join("; ");
  return (
    <figure className="grid gap-2">
      <figcaption className="text-sm font-medium">{t("chartTitle")}</figcaption>
      <div className="h-72 w-full" role="img" aria-label={`${t("chartTitle")}: ${summary}`}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={years} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            {/* Slanted, so the eight years stay apart at 375 px too. */}
            <XAxis dataKey="year" tick={{ fontSize: 11 }} interval={0} angle={-45} textAnchor="end" height={44} />
            <YAxis tickFormatter={(v: number) => formatCompact(v)} tick={{ fontSize: 12 }} width={48} />
            <Tooltip formatter={(v) => formatBrl(Number(v))} />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            {series.map((s) => (
              <Bar key={s.key} dataKey={s.key} name={t(s.key)} stackId="taxes" fill={s.color} />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
