import { useTranslations } from "next-intl";
import { TitledCard } from "@/components/common/titled-card";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { formatBrl, formatPercent } from "@/lib/br/money";
import type { CreditType, HiddenCreditResult } from "@/lib/tax";
import { CalculationSteps } from "../calculation-steps";
import { Figures } from "../tool-layout";
import { CreditCsvButton } from "./credit-csv-button";
import { formatMonthRef } from "@/lib/br/date";
import { TextLink } from "@/components/ui/text-link";
import { ScrollTable } from "@/components/ui/scroll-table";

const DOCUMENTS: Record<CreditType, readonly ("xml" | "pgdas" | "das" | "perdcomp" | "dctf" | "darf")[]> = {
  monofasico: ["xml", "pgdas", "das", "perdcomp"],
  icms_st: ["xml", "pgdas", "das", "perdcomp"],
  icms_exclusao: ["xml", "dctf", "darf", "perdcomp"],
};

/** A hidden-credit estimate: totals, its assumptions and legal basis, how it works, documents, the month table and its CSV. */
export function HiddenCreditsResult({ result }: { result: HiddenCreditResult }) {
  const t = useTranslations("hiddenCredits");
  const last = result.months[result.months.length - 1];
  return (
    <div className="grid gap-4" data-testid="hidden-credits-result">
      <TitledCard title={t("resultTitle", { type: t(`types.${result.type}`) })} contentClassName="grid gap-4">
        <Badge variant="warning" className="w-fit">
          {t("estimate")}
        </Badge>
        <Figures
          items={[
            { label: t("lastMonth"), value: formatBrl(last.credit), testId: "credit-last-month" },
            {
              label: t("totalNominal", { months: result.months.length }),
              value: formatBrl(result.totalNominal),
              testId: "credit-total-nominal",
            },
            { label: t("totalCorrected"), value: formatBrl(result.totalCorrected), testId: "credit-total-corrected" },
            {
              label: t("window"),
              value: t("windowValue", {
                from: formatMonthRef(result.months[0].period),
                to: formatMonthRef(last.period),
              }),
            },
          ]}
        />
        <p className="text-sm">
          <span className="font-medium">{t("legalBasis")}: </span>
          {result.legalBasis}
        </p>
        <Alert>
          <AlertTitle>{t("assumptionsTitle")}</AlertTitle>
          <AlertDescription>
            <ul className="list-disc pl-5">
              <li>{t("assumptions.steady")}</li>
              <li>{result.annex ? t("assumptions.tables", { year: result.year }) : t("assumptions.rates")}</li>
              <li>
                {t("assumptions.selic", {
                  source: result.selic.source,
                  lastMonth: formatMonthRef(result.selic.lastMonth),
                })}
              </li>
              {result.selic.estimatedMonths > 0 ? (
                <li>
                  {t("assumptions.selicEstimated", {
                    count: result.selic.estimatedMonths,
                    lastMonth: formatMonthRef(result.selic.lastMonth),
                  })}
                </li>
              ) : null}
              <li>{t("assumptions.review")}</li>
            </ul>
          </AlertDescription>
        </Alert>
        <CalculationSteps steps={result.steps} />
        <details className="rounded-md border p-3">
          <summary className="cursor-pointer text-sm font-medium">
            {t("tableSummary", { count: result.months.length })}
          </summary>
          <ScrollTable label={t("tableTitle")} className="mt-3" tableClassName="tabular-nums">
            <caption className="sr-only">{t("tableTitle")}</caption>
            <thead>
              <tr className="text-muted-foreground text-left">
                <th scope="col" className="py-1 pr-3 font-medium">
                  {t("columns.period")}
                </th>
                <th scope="col" className="py-1 pr-3 text-right font-medium">
                  {t("columns.creditBase")}
                </th>
                <th scope="col" className="py-1 pr-3 text-right font-medium">
                  {t("columns.credit")}
                </th>
                <th scope="col" className="py-1 pr-3 text-right font-medium">
                  {t("columns.selic")}
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  {t("columns.corrected")}
                </th>
              </tr>
            </thead>
            <tbody>
              {result.months.map((m) => (
                <tr key={m.period} className="border-t">
                  <th scope="row" className="py-1 pr-3 text-left font-normal">
                    {formatMonthRef(m.period)}
                  </th>
                  <td className="py-1 pr-3 text-right">{formatBrl(m.creditBase)}</td>
                  <td className="py-1 pr-3 text-right">{formatBrl(m.credit)}</td>
                  <td className="py-1 pr-3 text-right">
                    {formatPercent(m.selicRate)}
                    {m.selicEstimated ? "*" : ""}
                  </td>
                  <td className="py-1 text-right">{formatBrl(m.corrected)}</td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
          {result.selic.estimatedMonths > 0 ? (
            <p className="text-muted-foreground mt-2 text-xs">{t("estimatedNote")}</p>
          ) : null}
        </details>
        <div className="flex flex-wrap gap-2">
          <CreditCsvButton result={result} />
        </div>
      </TitledCard>
      <TitledCard title={t("howTitle")} contentClassName="grid gap-3 text-sm">
        <p>{t(`how.${result.type}`)}</p>
        <h3 className="font-medium">{t("documentsTitle")}</h3>
        <ul className="list-disc pl-5">
          {DOCUMENTS[result.type].map((d) => (
            <li key={d}>{t(`documents.${d}`)}</li>
          ))}
        </ul>
        <TextLink href="/simulations" className="w-fit underline">
          {t("toSimulations")}
        </TextLink>
      </TitledCard>
    </div>
  );
}
