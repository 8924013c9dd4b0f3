"use client";

import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatBrl } from "@/lib/br/money";

type Datum = { name: string; total: number };

const compact = new Intl.NumberFormat("pt-BR", { notation: "compact", maximumFractionDigits: 1 });

/** Annual tax of each eligible regime, side by side (the table in the cards carries the same numbers). */
export function RegimeChart({ data, label }: { data: Datum[]; label: string }) {
  return (
    <figure className="grid gap-2">
      <figcaption className="text-sm font-medium">{label}</figcaption>
      <div className="h-64 w-full" role="img" aria-label={`${label}: ${data.map((d) => `${d.name} ${formatBrl(d.total)}`).join("; ")}`}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="name" tick={{ fontSize: 12 }} interval={0} />
            <YAxis tickFormatter={(v: number) => compact.format(v)} tick={{ fontSize: 12 }} width={48} />
            <Tooltip formatter={(v) => formatBrl(Number(v))} />
            <Bar dataKey="total" name="Total anual" fill="var(--color-primary)" radius={[4, 4, 0, 0]} />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
