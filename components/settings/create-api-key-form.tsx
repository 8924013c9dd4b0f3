"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "sonner";
import { FormAlert } from "@/components/forms/form-alert";
import { FormField } from "@/components/forms/form-field";
import { useActionForm } from "@/components/forms/use-action-form";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { createApiKeyAction } from "@/lib/api/actions";
import { apiKeyNameSchema } from "@/lib/api/schema";
import { Form } from "@/components/forms/form";

/**
 * Names and creates a key, then shows its secret once, with a copy button, until the user dismisses it or
 * revokes that key (a revoked secret is of no use, and should not stay on screen).
 */
export function CreateApiKeyForm({ revokedPrefixes = [] }: { revokedPrefixes?: string[] }) {
  const t = useTranslations("api.keys");
  const tc = useTranslations("common");
  const router = useRouter();
  const [created, setCreated] = useState<{ secret: string; prefix: string } | null>(null);
  const secret = created && !revokedPrefixes.includes(created.prefix) ? created.secret : null;
  const { form, submit, pending, failure, fieldError } = useActionForm({
    schema: apiKeyNameSchema,
    defaultValues: { name: "" },
    action: createApiKeyAction,
    fallbackMessage: tc("genericError"),
    onSuccess: (data) => {
      setCreated(data);
      form.reset({ name: "" });
      router.refresh();
    },
  });

  const copy = async () => {
    if (!secret) return;
    await navigator.clipboard.writeText(secret);
    toast.success(t("copied"));
  };

  return (
    <div className="grid gap-4">
      {secret ? (
        <Alert role="status">
          <AlertTitle>{t("createdTitle")}</AlertTitle>
          <AlertDescription className="grid gap-3">
            <span>{t("createdDescription")}</span>
            <Input
              readOnly
              value={secret}
              aria-label={t("createdTitle")}
              data-testid="api-key-secret"
              className="font-mono"
              onFocus={(e) => e.currentTarget.select()}
            />
            <div className="flex flex-wrap gap-2">
              <Button type="button" onClick={copy}>
                {t("copy")}
              </Button>
              <Button type="button" variant="outline" onClick={() => setCreated(null)}>
                {t("done")}
              </Button>
            </div>
          </AlertDescription>
        </Alert>
      ) : null}
      <Form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
        {failure ? (
          <div className="sm:col-span-2">
            <FormAlert title={t("create")} message={failure} />
          </div>
        ) : null}
        <FormField id="api-key-name" label={t("nameLabel")} error={fieldError("name")} required>
          <Input placeholder={t("namePlaceholder")} maxLength={60} {...form.register("name")} />
        </FormField>
        <Button type="submit" disabled={pending}>
          {pending ? t("creating") : t("create")}
        </Button>
      </Form>
    </div>
  );
}
