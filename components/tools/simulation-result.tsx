import { useTranslations } from "next-intl";
import type { SimulationType } from "@/lib/db/enums";
import type { CltVsPjResult, LaborCostResult, MeiCheckResult, ProLaboreVsDividendsResult, RegimeComparison } from "@/lib/tax";
import { CltVsPjResultView } from "./clt-vs-pj/clt-vs-pj-result";
import { FiscalResults } from "./fiscal/fiscal-results";
import { LaborResult } from "./labor/labor-result";
import { MeiResult } from "./mei/mei-result";
import { ProfitResult } from "./profit/profit-result";

/** A saved result, rendered with the same component the tool shows after calculating. */
export function SimulationResult({ type, result }: { type: SimulationType; result: unknown }) {
  const t = useTranslations("simulations");
  if (result === null || typeof result !== "object") return <p className="text-muted-foreground">{t("noResult")}</p>;
  switch (type) {
    case "fiscal":
      return <FiscalResults result={result as RegimeComparison} />;
    case "labor":
      return <LaborResult result={result as LaborCostResult} />;
    case "clt_vs_pj":
      return <CltVsPjResultView result={result as CltVsPjResult} />;
    case "mei":
      return <MeiResult result={result as MeiCheckResult} />;
    case "profit_strategy":
      return <ProfitResult result={result as ProLaboreVsDividendsResult} />;
    default:
      return <p className="text-muted-foreground">{t("noResult")}</p>;
  }
}
