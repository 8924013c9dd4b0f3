import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatBrl } from "@/lib/br/money";
import { partnerTaxOf, type SavedProfitResult } from "@/lib/tools/profit-result";
import { clsx as cx } from "clsx";
import { StepsAndNext } from "../calculation-steps";
import { Figures } from "../figures";
import { toolHref } from "@/lib/routes";
import { FatorRPathCard } from "./fator-r-path";
import { PartnerCard } from "./partner-figures";

/**
 * The recommendation (each partner's pró-labore and the company's total), the Fator R path when there is one, each
 * partner's year, every scenario, the notes and the memória. Reads results of every engine version (saved ones).
 */
export function ProfitResult({ result }: { result: SavedProfitResult }) {
  const t = useTranslations("tools.profit");
  const best = result.scenarios.find((s) => s.key === result.best);
  const several = (result.partnerCount ?? 1) > 1;
  const otimo = result.scenarios.find((s) => s.key === "otimo");
  const path = result.fatorRPath ?? null;
  return (
    <div className="grid gap-4" data-testid="profit-result">
      <Card className="border-primary/40 bg-primary/5" data-testid="profit-recommendation">
        <CardHeader>
          <CardTitle>
            <h2 className="text-lg">{t("savings", { value: formatBrl(result.savings) })}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3 text-sm">
          <p className="text-muted-foreground">{t("savingsHelp")}</p>
          {best ? (
            <>
              <p className="font-medium">{t("recommended", { name: best.name })}</p>
              {best.partners && several ? (
                <ul className="grid gap-1">
                  {best.partners.map((p) => (
                    <li key={p.label}>
                      {p.receivesProLabore
                        ? t("partnerPay", { label: p.label, value: formatBrl(p.proLabore) })
                        : t("partnerNoPay", { label: p.label })}
                    </li>
                  ))}
                </ul>
              ) : null}
              <Figures
                items={[
                  { label: several ? t("proLaboreTotal") : t("proLabore"), value: formatBrl(best.proLabore) },
                  { label: t("companyTax"), value: formatBrl(best.companyTaxAnnual), testId: "company-total" },
                  { label: several ? t("partnersTax") : t("partnerTax"), value: formatBrl(partnerTaxOf(best)) },
                  { label: t("totalTax"), value: formatBrl(best.totalTaxAnnual), testId: "total-tax" },
                ]}
              />
            </>
          ) : null}
          {result.best === "sem_fator_r" && otimo && path ? (
            <p data-testid="stay-reason">
              {t("stayReason", {
                steady: formatBrl(path.steadySaving),
                cost: formatBrl(path.firstYearCost),
                month: path.firstAnnexIIIMonth,
                years: path.horizonYears,
              })}
            </p>
          ) : null}
        </CardContent>
      </Card>
      {path ? <FatorRPathCard path={path} /> : null}
      {best?.partners ? (
        <div className={cx("grid gap-4", several && "md:grid-cols-2")}>
          {best.partners.map((p) => (
            <PartnerCard key={p.label} partner={p} several={several} />
          ))}
        </div>
      ) : null}
      <h3 className="text-base font-semibold">{t("scenariosTitle")}</h3>
      <div className="grid gap-4 md:grid-cols-2">
        {result.scenarios.map((s) => (
          <Card
            key={s.key}
            className={cx("gap-3", s.key === result.best && "border-primary")}
            data-testid={`scenario-${s.key}`}
          >
            <CardHeader>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <CardTitle>
                  <h4 className="text-base">{s.name}</h4>
                </CardTitle>
                {s.key === result.best ? <Badge variant="success">{t("best")}</Badge> : null}
              </div>
            </CardHeader>
            <CardContent>
              <Figures
                items={[
                  { label: several ? t("proLaboreTotal") : t("proLabore"), value: formatBrl(s.proLabore) },
                  { label: several ? t("dividendsTotal") : t("dividends"), value: formatBrl(s.dividends) },
                  { label: t("companyTax"), value: formatBrl(s.companyTaxAnnual) },
                  { label: several ? t("partnersTax") : t("partnerTax"), value: formatBrl(partnerTaxOf(s)) },
                  { label: t("totalTax"), value: formatBrl(s.totalTaxAnnual) },
                  { label: several ? t("partnersNet") : t("partnerNet"), value: formatBrl(s.partnerNetAnnual) },
                ]}
              />
            </CardContent>
          </Card>
        ))}
      </div>
      <ul className="text-muted-foreground list-disc pl-5 text-sm">
        {result.notes.map((n) => (
          <li key={n}>{n}</li>
        ))}
      </ul>
      <StepsAndNext steps={result.steps} next={{ href: toolHref("fiscal"), label: t("toFiscal") }} />
    </div>
  );
}
