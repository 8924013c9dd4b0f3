import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { brl } from "./format";

type Status = "confere" | "diverge" | "nao_verificavel";
const VARIANT = { confere: "success", diverge: "destructive", nao_verificavel: "secondary" } as const;

/** "Confere", or "Diverge · diferença de R$ 10,00" (centavos in). */
export function DeclarationStatusBadge({ status, difference }: { status: Status; difference: number }) {
  const t = useTranslations("documents");
  return (
    <Badge variant={VARIANT[status]} data-testid="declaration-status">
      {t(`status.${status}`)}
      {status === "diverge" ? ` · ${t("difference", { value: brl(difference) })}` : ""}
    </Badge>
  );
}
