"use client";

import { useTranslations } from "next-intl";
import { Controller, type Path, type UseFormReturn } from "react-hook-form";
import { FormField } from "@/components/forms/form-field";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import type { PlanFormInput, PlanFormValues } from "@/lib/billing/plan-editor-schema";
import { PLAN_FEATURE_FLAGS, PLAN_LIMITS, type PlanPermissions } from "@/lib/db/enums";

type PlanForm = UseFormReturn<PlanFormInput, unknown, PlanFormValues>;

/** The stored permissions as form values: a limit of null (unlimited) is an empty field. */
export function permissionsInput(permissions: PlanPermissions): NonNullable<PlanFormInput["permissions"]> {
  const text = (limit: number | null) => (limit === null ? "" : String(limit));
  return {
    ...permissions,
    maxSimulations: text(permissions.maxSimulations),
    maxCompanies: text(permissions.maxCompanies),
    maxAiQuestions: text(permissions.maxAiQuestions),
  };
}

/** What a plan gives its subscribers: one checkbox per feature flag and the limits (empty = unlimited). */
export function PlanPermissionsFields({
  form,
  id,
  fieldError,
}: {
  form: PlanForm;
  id: (field: string) => string;
  fieldError: (name: Path<PlanFormInput>) => string | undefined;
}) {
  const t = useTranslations("adminPlans.permissions");
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-medium">{t("title")}</legend>
      <p className="text-muted-foreground text-sm">{t("hint")}</p>
      <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {PLAN_FEATURE_FLAGS.map((flag) => (
          <Controller
            key={flag}
            control={form.control}
            name={`permissions.${flag}`}
            render={({ field }) => (
              <FormField id={id(`flag-${flag}`)} label={t(`flags.${flag}`)} inline>
                <Checkbox checked={field.value === true} onCheckedChange={field.onChange} onBlur={field.onBlur} />
              </FormField>
            )}
          />
        ))}
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        {PLAN_LIMITS.map((limit) => (
          <FormField
            key={limit}
            id={id(limit)}
            label={t(limit)}
            description={t("unlimitedHint")}
            error={fieldError(`permissions.${limit}`)}
          >
            <Input inputMode="numeric" {...form.register(`permissions.${limit}`)} />
          </FormField>
        ))}
      </div>
    </fieldset>
  );
}
