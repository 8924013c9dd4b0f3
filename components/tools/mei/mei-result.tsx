import { CheckCircle2Icon, XCircleIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { TitledCard } from "@/components/common/titled-card";
import { formatBrl } from "@/lib/br/money";
import type { MeiCheckResult } from "@/lib/tax";
import { StepsAndNext } from "../calculation-steps";
import { Figures } from "../tool-layout";
import { toolHref } from "@/lib/routes";

/** Eligibility, the (proportional) limit, DAS-MEI versus the Simples, blockers and notes. */
export function MeiResult({ result }: { result: MeiCheckResult }) {
  const t = useTranslations("tools.mei");
  return (
    <div className="grid gap-4" data-testid="mei-result">
      <Alert variant={result.eligible ? "success" : "destructive"}>
        {result.eligible ? <CheckCircle2Icon aria-hidden="true" /> : <XCircleIcon aria-hidden="true" />}
        <AlertTitle>{result.eligible ? t("eligible") : t("notEligible")}</AlertTitle>
        <AlertDescription>{t(`status.${result.status}`)}</AlertDescription>
      </Alert>
      <TitledCard title={t("resultTitle")} contentClassName="grid gap-4">
        <Figures
          items={[
            { label: t("limit", { months: result.months }), value: formatBrl(result.limit) },
            { label: t("projected"), value: formatBrl(result.projectedRevenue) },
            { label: t("remaining"), value: formatBrl(result.remainingLimit) },
            { label: t("dasMonthly"), value: formatBrl(result.dasMonthly), testId: "mei-das" },
            {
              label: t("simplesMonthly", { annex: result.simples.annex }),
              value: formatBrl(result.simples.monthlyDas),
            },
            // A saving the business cannot have is not shown as one beside "não é adequado".
            result.eligible
              ? { label: t("annualSavings"), value: formatBrl(result.annualSavings), testId: "mei-savings" }
              : { label: t("annualSavings"), value: t("notApplicable"), testId: "mei-savings" },
          ]}
        />
        {result.blockers.length > 0 ? (
          <div className="grid gap-1 text-sm">
            <h3 className="font-medium">{t("limitations")}</h3>
            <ul className="list-disc pl-5">
              {result.blockers.map((b) => (
                <li key={b}>{b}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <div className="grid gap-1 text-sm">
          <h3 className="font-medium">{t("notes")}</h3>
          <ul className="text-muted-foreground list-disc pl-5">
            {result.notes.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        </div>
        <StepsAndNext steps={result.steps} next={{ href: toolHref("fiscal"), label: t("toFiscal") }} />
      </TitledCard>
    </div>
  );
}
