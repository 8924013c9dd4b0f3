"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import { useActionCall } from "@/components/forms/use-action-call";
import { Button } from "@/components/ui/button";
import type { CompanyFormValues, CompanyInput } from "@/lib/companies/schema";
import { UFS } from "@/lib/companies/schema";
import { lookupCnpjAction } from "@/lib/documents/cnpj-actions";

/** "Consultar CNPJ": fills the company's name, UF, activity and regime from the Receita's open data; never required. */
export function CnpjLookupButton({ form }: { form: UseFormReturn<CompanyFormValues, unknown, CompanyInput> }) {
  const t = useTranslations("documents.cnpj");
  const [message, setMessage] = useState<string | null>(null);
  // Any failure reads the same: the look-up is a convenience, the form is filled by hand without it.
  const { run, pending } = useActionCall({
    action: lookupCnpjAction,
    onSuccess: (d) => {
      form.setValue("name", d.name, { shouldDirty: true });
      if (d.state && (UFS as readonly string[]).includes(d.state))
        form.setValue("state", d.state as CompanyFormValues["state"], { shouldDirty: true });
      if (d.activity) form.setValue("activity", d.activity, { shouldDirty: true });
      if (d.mei) form.setValue("regime", "mei", { shouldDirty: true });
      else if (d.simples) form.setValue("regime", "simples_nacional", { shouldDirty: true });
      setMessage(t("filled"));
    },
    onFailure: () => setMessage(t("unavailable")),
  });
  const lookup = () => {
    setMessage(null);
    run(form.getValues("cnpj"));
  };
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
