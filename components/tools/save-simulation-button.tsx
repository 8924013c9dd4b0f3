"use client";

import { CheckIcon, SaveIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "sonner";
import { useActionCall } from "@/components/forms/use-action-call";
import { FormAlert } from "@/components/forms/form-alert";
import { Button } from "@/components/ui/button";
import { formatBrl } from "@/lib/br/money";
import { saveSimulationAction } from "@/lib/tools/actions";
import type { ToolKey } from "@/lib/tools/catalogue";
import { TextLink } from "@/components/ui/text-link";

/**
 * 'Salvar simulação': sends the form values the result was computed from; the server recomputes and stores
 * them within the plan's monthly quota. Shows the limit message inline when the quota is used up.
 */
export function SaveSimulationButton({ tool, values }: { tool: ToolKey; values: unknown }) {
  const t = useTranslations("tools.save");
  const [savedId, setSavedId] = useState<string | null>(null);
  const {
    run: save,
    pending,
    failure,
  } = useActionCall({
    action: () => saveSimulationAction(tool, values),
    errorTitle: t("failed"),
    onSuccess: (data) => {
      setSavedId(data.id);
      toast.success(t("saved"), {
        description: data.detachedFrom
          ? t("savedDetached", { company: data.detachedFrom })
          : data.savings
            ? t("savedSavings", { value: formatBrl(data.savings) })
            : undefined,
      });
    },
  });

  return (
    <div className="grid gap-3">
      {failure ? <FormAlert title={t("failed")} message={failure} /> : null}
      {savedId ? (
        <div className="flex flex-wrap items-center gap-3 text-sm" role="status">
          <span className="flex items-center gap-1">
            <CheckIcon className="text-success size-4" aria-hidden="true" />
            {t("done")}
          </span>
          <TextLink href={`/simulations/${savedId}`}>{t("open")}</TextLink>
        </div>
      ) : (
        <Button
          type="button"
          variant="secondary"
          onClick={() => save()}
          disabled={pending}
          data-testid="save-simulation"
        >
          <SaveIcon aria-hidden="true" />
          {pending ? t("saving") : t("save")}
        </Button>
      )}
    </div>
  );
}

/** A calculator's result with its save button; the key resets the button when the inputs change. */
export function SavableResult({
  tool,
  values,
  children,
}: {
  tool: ToolKey;
  values: unknown;
  children: React.ReactNode;
}) {
  return (
    <>
      {children}
      <SaveSimulationButton key={JSON.stringify(values)} tool={tool} values={values} />
    </>
  );
}
