"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { ConfirmActionButton } from "@/components/common/confirm-action-button";
import { FormAlert } from "@/components/forms/form-alert";
import { FormField } from "@/components/forms/form-field";
import { useActionCall } from "@/components/forms/use-action-call";
import { useMessage } from "@/components/forms/use-message";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { removeReportBrandingAction, saveReportBrandingAction } from "@/lib/reports/branding-actions";
import { formatFileSize } from "@/lib/reports/file-size";
import type { BrandingDto } from "@/lib/reports/queries";
import { LOGO_MAX_BYTES } from "@/lib/reports/schema";
import { Form } from "@/components/forms/form";
import { TextLink } from "@/components/ui/text-link";

type FieldErrors = Partial<Record<"officeName" | "logo", string>>;

/**
 * /settings/integracoes, 'Marca nos relatórios' (enterprise): the office name and logo printed on the cover of the PDF
 * reports. The server checks the logo by its bytes; the browser only pre-checks type and size to save a trip.
 */
export function BrandingSection({ branding, allowed }: { branding: BrandingDto | null; allowed: boolean }) {
  const t = useTranslations("reports.branding");
  return (
    <Card aria-labelledby="branding-title" role="region" data-testid="branding-section">
      <CardHeader>
        <h2 id="branding-title" className="text-lg leading-none font-semibold">
          {t("title")}
        </h2>
        <CardDescription>{t("description")}</CardDescription>
      </CardHeader>
      <CardContent>
        {allowed ? (
          <BrandingForm branding={branding} />
        ) : (
          <p className="text-sm">
            {t("locked")}{" "}
            <TextLink href="/subscription" className="underline">
              {t("seePlans")}
            </TextLink>
          </p>
        )}
      </CardContent>
    </Card>
  );
}

function BrandingForm({ branding }: { branding: BrandingDto | null }) {
  const t = useTranslations("reports.branding");
  const message = useMessage();
  const router = useRouter();
  const [errors, setErrors] = useState<FieldErrors>({});
  // A file input cannot go through useActionForm: the form data goes as is, the browser only pre-checks it.
  const {
    run: save,
    pending,
    failure,
    clearFailure,
  } = useActionCall({
    action: (data: FormData, _form: HTMLFormElement) => saveReportBrandingAction(data),
    errorTitle: t("failed"),
    onSuccess: (_, _data, form) => {
      toast.success(t("saved"));
      // The file is stored: clear the picker (the office name stays as typed, which is what was saved).
      const picker = form.elements.namedItem("logo");
      if (picker instanceof HTMLInputElement) picker.value = "";
      router.refresh();
    },
    onFailure: (_, result) =>
      setErrors(Object.fromEntries(Object.entries(result?.fieldErrors ?? {}).map(([k, v]) => [k, message(v)]))),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    data.set("removeLogo", data.get("removeLogo") === "on" ? "true" : "false");
    const logo = data.get("logo");
    const local: FieldErrors = {};
    if (!String(data.get("officeName") ?? "").trim()) local.officeName = t("errors.officeName");
    if (logo instanceof File && logo.size > 0 && !["image/png", "image/jpeg"].includes(logo.type))
      local.logo = t("errors.logoType");
    if (logo instanceof File && logo.size > LOGO_MAX_BYTES) local.logo = t("errors.logoTooLarge");
    setErrors(local);
    clearFailure();
    if (Object.keys(local).length > 0) return;
    save(data, form);
  };

  return (
    <Form onSubmit={submit} noValidate className="grid gap-4">
      {failure ? <FormAlert title={t("failed")} message={failure} /> : null}
      <FormField id="branding-office" label={t("officeName")} error={errors.officeName} required>
        <Input
          name="officeName"
          defaultValue={branding?.officeName ?? ""}
          maxLength={120}
          autoComplete="organization"
        />
      </FormField>
      <FormField id="branding-logo" label={t("logo")} description={t("logoHelp")} error={errors.logo}>
        <Input name="logo" type="file" accept="image/png,image/jpeg" />
      </FormField>
      <p className="text-muted-foreground text-sm" data-testid="branding-logo-status">
        {branding?.logo
          ? t("currentLogoDetail", {
              width: branding.logo.width,
              height: branding.logo.height,
              size: formatFileSize(branding.logo.sizeBytes),
            })
          : t("noLogo")}
      </p>
      {branding?.logo ? (
        <FormField id="branding-remove-logo" label={t("removeLogo")} inline>
          <Checkbox name="removeLogo" />
        </FormField>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending}>
          {pending ? t("saving") : t("save")}
        </Button>
        {branding ? (
          <ConfirmActionButton
            trigger={(busy) => (
              <Button type="button" variant="outline" disabled={busy || pending}>
                {t("remove")}
              </Button>
            )}
            onConfirm={() => removeReportBrandingAction(undefined)}
            texts={{
              title: t("removeTitle"),
              description: t("removeDescription"),
              cancel: t("cancel"),
              confirm: t("remove"),
              done: t("removed"),
              failed: t("failed"),
            }}
          />
        ) : null}
      </div>
    </Form>
  );
}
