import { useTranslations } from "next-intl";
import type { SimulationType } from "@/lib/db/enums";
import { isToolKey } from "@/lib/tools/catalogue";
import { ToolResultView } from "./catalogue-views";

/** A saved result, rendered with the same component the tool shows after calculating. */
export function SimulationResult({ type, result }: { type: SimulationType; result: unknown }) {
  const t = useTranslations("simulations");
  if (result === null || typeof result !== "object" || !isToolKey(type)) return <p className="text-muted-foreground">{t("noResult")}</p>;
  return <ToolResultView tool={type} result={result} />;
}
