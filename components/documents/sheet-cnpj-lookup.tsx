"use client";

import { useTranslations } from "next-intl";
import { useActionCall } from "@/components/forms/use-action-call";
import { Button } from "@/components/ui/button";
import { lookupCnpjAction } from "@/lib/documents/cnpj-actions";
import type { CnpjFill } from "@/lib/documents/sheet/fill";

/** "Consultar CNPJ" on a line of the spreadsheet's preview: one look-up a click, never required. */
export function SheetCnpjLookup({
  line,
  cnpj,
  onResult,
}: {
  line: number;
  cnpj: string;
  /** The provider's data, or null: the line says to fill by hand. */
  onResult: (data: CnpjFill | null) => void;
}) {
  const t = useTranslations("documents.cnpj");
  const { run: lookup, pending } = useActionCall({
    action: () => lookupCnpjAction(cnpj),
    onSuccess: (data) => onResult(data),
    onFailure: () => onResult(null),
  });
  return (
    <Button type="button" variant="outline" size="sm" onClick={() => lookup()} disabled={pending}>
      {pending ? t("looking") : t("lookupLine", { line })}
    </Button>
  );
}
