"use client";

import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Text, Tooltip, XAxis, YAxis } from "recharts";
import { formatBrl } from "@/lib/br/money";
import { formatCompact } from "@/lib/br/number";

type Datum = { name: string; total: number };

type TickProps = {
  x?: number | string;
  y?: number | string;
  width?: number | string;
  visibleTicksCount?: number;
  payload?: { value?: unknown };
};

/** A regime's name broken into lines within its own slot, so "Simples Nacional" never runs into "Lucro Presumido" on a phone. */
function WrappedTick({ x = 0, y = 0, width = 0, visibleTicksCount = 1, payload }: TickProps) {
  const slot = Math.max(40, Number(width) / Math.max(1, visibleTicksCount) - 6);
  return (
    <Text
      x={Number(x)}
      y={Number(y)}
      dy={4}
      width={slot}
      textAnchor="middle"
      verticalAnchor="start"
      fontSize={12}
      fill="#666"
    >
      {String(payload?.value ?? "")}
    </Text>
  );
}

/** Annual tax of each eligible regime, side by side (the table in the cards carries the same numbers). */
export function RegimeChart({ data, label }: { data: Datum[]; label: string }) {
  return (
    <figure className="grid gap-2">
      <figcaption className="text-sm font-medium">{label}</figcaption>
      <div
        className="h-64 w-full"
        role="img"
        aria-label={`${label}: ${data.map((d) => `${d.name} ${formatBrl(d.total)}`).join("; ")}`}
      >
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="name" tick={WrappedTick} interval={0} height={40} />
            <YAxis tickFormatter={(v: number) => formatCompact(v)} tick={{ fontSize: 12 }} width={48} />
            <Tooltip formatter={(v) => formatBrl(Number(v))} />
            <Bar dataKey="total" name="Total anual" fill="var(--color-primary)" radius={[4, 4, 0, 0]} />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
