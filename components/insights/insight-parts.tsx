import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { formatBrl, formatPercent } from "@/lib/br/money";
import type { Figure, MonthRef } from "@/lib/insights";
import { formatMonthYear } from "@/lib/br/date";
import { formatNumber } from "@/lib/br/number";
import { PageHeader } from "@/components/common/page-header";

/** Page heading of an insight tool. */
export function InsightHeader({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children?: React.ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <PageHeader title={title} subtitle={subtitle} className="min-w-0" />
      {children}
    </div>
  );
}

/** No companies yet: the way to /companies. */
export function NoCompanies({ title, description, cta }: { title: string; description: string; cta: string }) {
  return (
    <Card className="mx-auto w-full max-w-lg text-center" data-testid="insights-empty">
      <CardHeader>
        <CardTitle>
          <h2 className="text-xl">{title}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <CardDescription>{description}</CardDescription>
      </CardContent>
      <CardFooter className="justify-center">
        <Button asChild>
          <Link href="/companies">{cta}</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}

export function formatFigure(f: Pick<Figure, "kind" | "value">): string {
  if (f.kind === "money") return formatBrl(f.value);
  if (f.kind === "rate") return formatPercent(f.value);
  return formatNumber(f.value, { max: 3 });
}

/** 'novembro de 2026'. */
export function formatMonth(m: MonthRef): string {
  return formatMonthYear(m.year, m.month);
}
