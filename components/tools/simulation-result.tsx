import { useTranslations } from "next-intl";
import type { SimulationType } from "@/lib/db/enums";
import type { RegimeComparison } from "@/lib/tax";
import { FiscalResults } from "./fiscal/fiscal-results";

/** A saved result, rendered with the same component the tool shows after calculating. */
export function SimulationResult({ type, result }: { type: SimulationType; result: unknown }) {
  const t = useTranslations("simulations");
  if (result === null || typeof result !== "object") return <p className="text-muted-foreground">{t("noResult")}</p>;
  switch (type) {
    case "fiscal":
      return <FiscalResults result={result as RegimeComparison} />;
    default:
      return <p className="text-muted-foreground">{t("noResult")}</p>;
  }
}
