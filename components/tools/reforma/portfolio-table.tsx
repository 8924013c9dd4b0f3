"use client";

import { ArrowDownIcon, ArrowUpIcon, DownloadIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { TitledCard } from "@/components/common/titled-card";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatCnpj } from "@/lib/br/cnpj";
import { toCsv } from "@/lib/br/csv";
import { formatBrl } from "@/lib/br/money";
import type { ReformPortfolioGap, ReformPortfolioRow } from "@/lib/reform/portfolio";
import { companyProfileHref } from "@/lib/reform/links";
import { formatIsoDate, formatSemester } from "@/lib/br/date";
import { formatPercentPoints } from "@/lib/br/number";
import { toolHref } from "@/lib/routes";
import { TextLink } from "@/components/ui/text-link";

type SortKey = "name" | "breakEven" | "optUntil";

const compare: Record<SortKey, (a: ReformPortfolioRow, b: ReformPortfolioRow) => number> = {
  name: (a, b) => a.name.localeCompare(b.name, "pt-BR"),
  // "Never pays" (null) sorts after every share, and an unknown b* (profile to fill) after that.
  breakEven: (a, b) => rank(a) - rank(b),
  optUntil: (a, b) => (a.optUntil ?? "9999").localeCompare(b.optUntil ?? "9999"),
};

const rank = (r: ReformPortfolioRow) => (!r.breakEvenKnown ? Infinity : (r.breakEvenPercent ?? Number.MAX_VALUE));

const percent = (n: number) => formatPercentPoints(n, { max: 1 });

/**
 * Every Simples company of the account (Enterprise, accountants): break-even share, recommendation and next deadline,
 * sortable by column, exportable as CSV (BOM, ';', CRLF, formula guard: lib/br/csv.ts).
 */
export function ReformPortfolioTable({
  rows,
  gaps,
  scenarioName,
}: {
  rows: ReformPortfolioRow[];
  gaps: ReformPortfolioGap[];
  scenarioName: string;
}) {
  const t = useTranslations("tools.reforma.portfolio");
  const [sort, setSort] = useState<{ key: SortKey; asc: boolean }>({ key: "breakEven", asc: true });
  const sorted = useMemo(() => {
    const list = [...rows].sort(compare[sort.key]);
    return sort.asc ? list : list.reverse();
  }, [rows, sort]);

  const missing = (r: ReformPortfolioRow) =>
    t("missing", { fields: r.missing.map((f) => t(`fields.${f}`)).join(", ") });
  const rule = (r: ReformPortfolioRow) =>
    r.rule === "inside"
      ? t("rule.inside")
      : r.rule === "outside"
        ? t("rule.outside")
        : t("rule.fromShare", { share: percent(r.breakEvenPercent ?? 0) });
  // The choice at the informed share leads; the rule by b* follows; a profile to fill says so, never "never pays".
  const recommendation = (r: ReformPortfolioRow) => {
    if (!r.breakEvenKnown) return missing(r);
    if (r.status === "missing") return `${missing(r)} ${rule(r)}`;
    const at = t(`at.${r.choice ?? "indifferent"}`, {
      share: percent(r.share ?? 0),
      value: formatBrl(Math.abs(r.monthlySaving ?? 0)),
    });
    return `${at} ${rule(r)}`;
  };
  const breakEven = (r: ReformPortfolioRow) =>
    !r.breakEvenKnown ? t("unknown") : r.breakEvenPercent === null ? t("never") : percent(r.breakEvenPercent);
  const deadline = (r: ReformPortfolioRow) =>
    r.optUntil
      ? t("deadline", { date: formatIsoDate(r.optUntil), semester: formatSemester(r.semester ?? "") })
      : t("noDeadline");

  const download = () => {
    const header = [
      t("columns.name"),
      t("columns.cnpj"),
      t("columns.breakEven"),
      t("columns.recommendation"),
      t("columns.optUntil"),
      t("columns.cancelUntil"),
      t("columns.cancellationUntil"),
    ];
    const body = sorted.map((r) => [
      r.name,
      r.cnpj ? formatCnpj(r.cnpj) : "",
      breakEven(r),
      recommendation(r),
      r.optUntil ? formatIsoDate(r.optUntil) : "",
      r.cancelUntil ? formatIsoDate(r.cancelUntil) : "",
      r.cancellationUntil ? formatIsoDate(r.cancellationUntil) : "",
    ]);
    const blob = new Blob([toCsv([header, ...body])], { type: "text/csv;charset=utf-8" });
    const url = URL.createObjectURL(blob);
    const link = document.createElement("a");
    link.href = url;
    link.download = "reforma-empresas-simples.csv";
    link.click();
    URL.revokeObjectURL(url);
  };

  const header = (key: SortKey, label: string) => {
    const active = sort.key === key;
    return (
      <TableHead scope="col" aria-sort={active ? (sort.asc ? "ascending" : "descending") : "none"}>
        <button
          type="button"
          className="inline-flex items-center gap-1 font-medium hover:underline"
          onClick={() => setSort({ key, asc: active ? !sort.asc : true })}
        >
          {label}
          {active ? (
            sort.asc ? (
              <ArrowUpIcon className="size-3" aria-hidden="true" />
            ) : (
              <ArrowDownIcon className="size-3" aria-hidden="true" />
            )
          ) : null}
        </button>
      </TableHead>
    );
  };

  return (
    <TitledCard
      title={t("title")}
      contentClassName="grid grid-cols-[minmax(0,1fr)] gap-4 text-sm"
      data-testid="reform-portfolio"
      id="carteira"
      className="min-w-0 scroll-mt-20"
    >
      <p className="text-muted-foreground">{t("description", { scenario: scenarioName })}</p>
      <div className="flex flex-wrap items-center gap-3">
        <label htmlFor="reform-portfolio-sort" className="text-sm sm:hidden">
          {t("sortBy")}
        </label>
        <select
          id="reform-portfolio-sort"
          className="border-input bg-background h-9 rounded-md border px-2 text-sm sm:hidden"
          value={`${sort.key}:${sort.asc ? "asc" : "desc"}`}
          onChange={(e) => {
            const [key, dir] = e.target.value.split(":") as [SortKey, string];
            setSort({ key, asc: dir === "asc" });
          }}
        >
          {(["breakEven", "optUntil", "name"] as const).flatMap((key) =>
            (["asc", "desc"] as const).map((dir) => (
              <option key={`${key}:${dir}`} value={`${key}:${dir}`}>
                {t(`sort.${key}.${dir}`)}
              </option>
            )),
          )}
        </select>
        <Button type="button" variant="outline" onClick={download} data-testid="reform-portfolio-csv">
          <DownloadIcon aria-hidden="true" />
          {t("csv")}
        </Button>
      </div>
      <ul className="grid gap-3 sm:hidden" aria-label={t("title")}>
        {sorted.map((r) => (
          <li key={r.companyId} className="grid gap-1 rounded-md border p-3">
            <TextLink href={toolHref("reforma_tributaria", { empresa: r.companyId })} className="font-medium">
              {r.name}
            </TextLink>
            <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1">
              <dt className="text-muted-foreground">{t("columns.breakEven")}</dt>
              <dd className="text-right tabular-nums">{breakEven(r)}</dd>
              <dt className="text-muted-foreground">{t("columns.optUntil")}</dt>
              <dd className="text-right tabular-nums">{r.optUntil ? formatIsoDate(r.optUntil) : t("noDeadline")}</dd>
            </dl>
            <Recommendation row={r} text={recommendation(r)} />
          </li>
        ))}
      </ul>
      <div className="hidden sm:block">
        <Table data-testid="reform-portfolio-table" scrollLabel={t("title")}>
          <TableCaption className="sr-only">{t("title")}</TableCaption>
          <TableHeader>
            <TableRow>
              {header("name", t("columns.name"))}
              {header("breakEven", t("columns.breakEven"))}
              <TableHead scope="col">{t("columns.recommendation")}</TableHead>
              {header("optUntil", t("columns.optUntil"))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {sorted.map((r) => (
              <TableRow key={r.companyId} data-testid="reform-portfolio-row">
                <TableCell>
                  <TextLink href={toolHref("reforma_tributaria", { empresa: r.companyId })}>{r.name}</TextLink>
                </TableCell>
                <TableCell className="tabular-nums">{breakEven(r)}</TableCell>
                <TableCell className="whitespace-normal">
                  <Recommendation row={r} text={recommendation(r)} />
                </TableCell>
                <TableCell className="tabular-nums">{deadline(r)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      {gaps.length > 0 ? (
        <ul className="text-muted-foreground list-disc pl-5">
          {gaps.map((g) => (
            <li key={g.companyId}>{t(`gaps.${g.reason}`, { name: g.name })}</li>
          ))}
        </ul>
      ) : null}
      <p className="text-muted-foreground text-xs">{t("note")}</p>
    </TitledCard>
  );
}

/** The recommendation; with a profile to fill, the link to the company's form ("Falta informar…"). */
function Recommendation({ row, text }: { row: ReformPortfolioRow; text: string }) {
  const t = useTranslations("tools.reforma.portfolio");
  return (
    <span className="grid gap-1" data-testid="reform-portfolio-recommendation">
      <span>{text}</span>
      {row.cancellationUntil ? <span>{t("cancellation", { date: formatIsoDate(row.cancellationUntil) })}</span> : null}
      {row.status === "missing" ? (
        <TextLink href={companyProfileHref(row.companyId)}>{t("fill", { name: row.name })}</TextLink>
      ) : null}
    </span>
  );
}
