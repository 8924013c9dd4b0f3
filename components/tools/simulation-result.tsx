import { useTranslations } from "next-intl";
import type { SimulationType } from "@/lib/db/enums";
import { isToolKey } from "@/lib/tools/catalogue";
import { readSavedResult } from "@/lib/tools/saved-result";
import { ToolResultView } from "./catalogue-views";

/** A saved result (any stored version), rendered with the same component the tool shows after calculating. */
export function SimulationResult({ type, result }: { type: SimulationType; result: unknown }) {
  const t = useTranslations("simulations");
  const saved = readSavedResult(result);
  if (!saved || !isToolKey(type)) return <p className="text-muted-foreground">{t("noResult")}</p>;
  return <ToolResultView tool={type} result={saved.data} />;
}
