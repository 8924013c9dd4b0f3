"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import { Button } from "@/components/ui/button";
import type { CompanyFormValues, CompanyInput } from "@/lib/companies/schema";
import { UFS } from "@/lib/companies/schema";
import { lookupCnpjAction } from "@/lib/documents/cnpj-actions";

/** "Consultar CNPJ": fills the company's name, UF, activity and regime from the Receita's open data; never required. */
export function CnpjLookupButton({ form }: { form: UseFormReturn<CompanyFormValues, unknown, CompanyInput> }) {
  const t = useTranslations("documents.cnpj");
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  async function lookup() {
    setPending(true);
    setMessage(null);
    const result = await lookupCnpjAction(form.getValues("cnpj"));
    setPending(false);
    if (!result.ok) {
      setMessage(t("unavailable"));
      return;
    }
    const d = result.data;
    form.setValue("name", d.name, { shouldDirty: true });
    if (d.state && (UFS as readonly string[]).includes(d.state))
      form.setValue("state", d.state as CompanyFormValues["state"], { shouldDirty: true });
    if (d.activity) form.setValue("activity", d.activity, { shouldDirty: true });
    if (d.mei) form.setValue("regime", "mei", { shouldDirty: true });
    else if (d.simples) form.setValue("regime", "simples_nacional", { shouldDirty: true });
    setMessage(t("filled"));
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button type="button" variant="outline" size="sm" onClick={lookup} disabled={pending}>
        {pending ? t("looking") : t("lookup")}
      </Button>
      {message && (
        <p role="status" className="text-muted-foreground text-sm">
          {message}
        </p>
      )}
    </div>
  );
}
