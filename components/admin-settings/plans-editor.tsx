"use client";

import { PlusIcon, Trash2Icon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { Controller, useFieldArray } from "react-hook-form";
import { toast } from "sonner";
import { ConfirmActionButton } from "@/components/common/confirm-action-button";
import { TitledCard } from "@/components/common/titled-card";
import { FormAlert } from "@/components/forms/form-alert";
import { FormField } from "@/components/forms/form-field";
import { useActionCall } from "@/components/forms/use-action-call";
import { useActionForm } from "@/components/forms/use-action-form";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import type { EditablePlan } from "@/lib/billing/plan-editor";
import { createPlanAction, removePlanAction, updatePlanAction } from "@/lib/billing/plan-editor-actions";
import { planFormSchema, type PlanFormInput } from "@/lib/billing/plan-editor-schema";
import { PlanPermissionsFields, permissionsInput } from "./plan-permissions-fields";
import { Form } from "@/components/forms/form";

const priceText = (price: string) => price.replace(".", ",");

/** Configurações › Planos: every plan, active or not, each saved on its own. */
export function PlansEditor({ plans }: { plans: EditablePlan[] }) {
  const t = useTranslations("adminPlans");
  const router = useRouter();
  const { run: add, pending: adding } = useActionCall({
    action: () => createPlanAction({}),
    errorTitle: t("errors.saveFailed"),
    onSuccess: () => {
      toast.success(t("added"));
      router.refresh();
    },
  });
  return (
    <TitledCard title={t("title")} contentClassName="grid gap-4">
      <p className="text-muted-foreground text-sm">{t("description")}</p>
      {plans.length === 0 ? <p>{t("empty")}</p> : null}
      {plans.map((plan) => (
        <PlanForm key={plan.id} plan={plan} />
      ))}
      <Button type="button" variant="outline" className="w-fit" disabled={adding} onClick={() => add()}>
        <PlusIcon aria-hidden="true" />
        {t("add")}
      </Button>
    </TitledCard>
  );
}

function PlanForm({ plan }: { plan: EditablePlan }) {
  const t = useTranslations("adminPlans");
  const tc = useTranslations("common");
  const router = useRouter();
  const defaults: PlanFormInput = {
    slug: plan.slug,
    name: plan.name,
    description: plan.description,
    monthlyPrice: priceText(plan.monthlyPrice),
    yearlyPrice: priceText(plan.yearlyPrice),
    isActive: plan.isActive,
    isPopular: plan.isPopular,
    displayOrder: String(plan.displayOrder),
    features: plan.features,
    permissions: permissionsInput(plan.permissions),
  };
  const { form, submit, pending, failure, fieldError } = useActionForm({
    schema: planFormSchema,
    defaultValues: defaults,
    action: (values) => updatePlanAction(plan.id, values),
    errorTitle: t("errors.saveFailed"),
    fallbackMessage: tc("genericError"),
    onSuccess: () => {
      toast.success(t("saved"));
      router.refresh();
    },
  });
  const features = useFieldArray({ control: form.control, name: "features" });
  const serialized = JSON.stringify(defaults);
  // The server's copy after a save or another admin's change.
  useEffect(() => form.reset(JSON.parse(serialized) as PlanFormInput), [form, serialized]);
  const id = (field: string) => `plan-${plan.id}-${field}`;

  return (
    <Form onSubmit={submit} noValidate aria-labelledby={id("heading")} className="grid gap-3 rounded-lg border p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={id("heading")} className="font-semibold">
          {plan.name}
        </h3>
        <span className="text-muted-foreground text-xs">{t("slug", { slug: plan.slug })}</span>
        {!plan.isActive ? <Badge variant="outline">{t("inactive")}</Badge> : null}
        {plan.inUse ? <Badge variant="secondary">{t("inUse")}</Badge> : null}
      </div>
      {failure ? <FormAlert title={t("errors.saveFailed")} message={failure} /> : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id={id("name")} label={t("name")} error={fieldError("name")} required>
          <Input maxLength={60} {...form.register("name")} />
        </FormField>
        <FormField
          id={id("slug")}
          label={t("slugLabel")}
          error={fieldError("slug")}
          description={plan.slugLocked ? t("slugLockedHint") : t("slugHint")}
        >
          <Input
            maxLength={40}
            autoCapitalize="off"
            spellCheck={false}
            readOnly={plan.slugLocked}
            {...form.register("slug")}
          />
        </FormField>
        <FormField id={id("order")} label={t("displayOrder")} error={fieldError("displayOrder")}>
          <Input inputMode="numeric" {...form.register("displayOrder")} />
        </FormField>
        <FormField
          id={id("description")}
          label={t("planDescription")}
          error={fieldError("description")}
          className="sm:col-span-2"
        >
          <Input maxLength={300} {...form.register("description")} />
        </FormField>
        <FormField id={id("monthly")} label={t("monthlyPrice")} error={fieldError("monthlyPrice")} required>
          <Input inputMode="decimal" {...form.register("monthlyPrice")} />
        </FormField>
        <FormField id={id("yearly")} label={t("yearlyPrice")} error={fieldError("yearlyPrice")} required>
          <Input inputMode="decimal" {...form.register("yearlyPrice")} />
        </FormField>
      </div>
      <div className="flex flex-wrap gap-4">
        {(["isActive", "isPopular"] as const).map((name) => (
          <Controller
            key={name}
            control={form.control}
            name={name}
            render={({ field }) => (
              <FormField
                id={id(name)}
                label={t(name === "isActive" ? "active" : "popular")}
                error={fieldError(name)}
                inline
              >
                <Checkbox checked={field.value === true} onCheckedChange={field.onChange} onBlur={field.onBlur} />
              </FormField>
            )}
          />
        ))}
      </div>
      <PlanPermissionsFields form={form} id={id} fieldError={fieldError} />
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{t("features")}</legend>
        {features.fields.map((feature, index) => (
          <div key={feature.id} className="flex items-end gap-2">
            <FormField
              id={id(`feature-${index}`)}
              label={t("featureLabel", { n: index + 1 })}
              error={fieldError(`features.${index}.name`)}
              className="flex-1"
            >
              <Input maxLength={120} {...form.register(`features.${index}.name`)} />
            </FormField>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={t("removeFeature", { n: index + 1 })}
              onClick={() => features.remove(index)}
            >
              <Trash2Icon aria-hidden="true" />
            </Button>
          </div>
        ))}
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="w-fit"
          onClick={() => features.append({ name: "" })}
        >
          <PlusIcon aria-hidden="true" />
          {t("addFeature")}
        </Button>
        {fieldError("features") ? <p className="text-destructive text-sm">{fieldError("features")}</p> : null}
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending}>
          {pending ? t("saving") : t("save")}
        </Button>
        <ConfirmActionButton
          trigger={(busy) => (
            <Button type="button" variant="outline" disabled={busy}>
              {t("remove")}
            </Button>
          )}
          onConfirm={() => removePlanAction(plan.id, {})}
          texts={{
            title: t("removeTitle", { name: plan.name }),
            description: t("removeBody"),
            cancel: tc("close"),
            confirm: t("remove"),
            done: t("saved"),
            failed: t("errors.saveFailed"),
          }}
          doneDescription={(data) => (data.outcome === "archived" ? t("archived") : t("deleted"))}
        />
      </div>
    </Form>
  );
}
