"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Controller, type UseFormReturn } from "react-hook-form";
import { toast } from "sonner";
import { FormField } from "@/components/forms/form-field";
import { useActionCall } from "@/components/forms/use-action-call";
import { useMessage } from "@/components/forms/use-message";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import type { ActionResult } from "@/lib/action-result";
import type { TestOutcome } from "@/lib/settings/connection-tests";
import type { SecretKey, SettingKey, SettingsFormInput, SettingsFormValues } from "@/lib/settings/definitions";
import type { SecretState } from "@/lib/settings/store";

export const SETTINGS_FORM_ID = "admin-settings-form";

type Form = UseFormReturn<SettingsFormInput, unknown, SettingsFormValues>;
type FieldError = (name: SettingKey) => string | undefined;

/** A plain text setting, wired to the 'Salvar Todas' form. */
export function TextSetting({
  settings,
  name,
  error,
  hint,
  ...input
}: { settings: Form; name: SettingKey; error: FieldError; hint?: string } & React.ComponentProps<typeof Input>) {
  const t = useTranslations("adminSettings.fields");
  return (
    <FormField id={`setting-${name}`} label={t(name as never)} description={hint} error={error(name)}>
      <Input form={SETTINGS_FORM_ID} {...input} {...settings.register(name)} />
    </FormField>
  );
}

/** A 'true'/'false' setting as a checkbox. */
export function FlagSetting({ settings, name, hint }: { settings: Form; name: SettingKey; hint: string }) {
  const t = useTranslations("adminSettings.fields");
  return (
    <Controller
      control={settings.control}
      name={name}
      render={({ field }) => (
        <FormField id={`setting-${name}`} label={t(name as never)} description={hint} inline>
          <Checkbox
            checked={field.value === "true"}
            onCheckedChange={(checked) => field.onChange(checked ? "true" : "false")}
            onBlur={field.onBlur}
          />
        </FormField>
      )}
    />
  );
}

/**
 * A secret: the field starts empty (typing replaces the stored key on save) and the stored key shows only as its
 * last four characters, which is all the server ever sends.
 */
export function SecretSetting({
  settings,
  name,
  error,
  state,
  onRemove,
}: {
  settings: Form;
  name: SecretKey;
  error: FieldError;
  state: SecretState;
  onRemove: () => Promise<ActionResult<unknown>>;
}) {
  const t = useTranslations("adminSettings");
  const router = useRouter();
  const { run: remove, pending: removing } = useActionCall({
    action: onRemove,
    errorTitle: t("saveFailed"),
    onSuccess: () => {
      toast.success(t("secret.removed"));
      router.refresh();
    },
  });
  const status = state.unreadable
    ? t("secret.unreadable")
    : state.last4
      ? t("secret.current", { last4: `••••${state.last4}` })
      : t("secret.none");
  return (
    <div className="grid gap-2">
      <FormField
        id={`setting-${name}`}
        label={t(`fields.${name}` as never)}
        description={`${status} ${t("secret.keepHint")}`}
        error={error(name)}
      >
        <Input
          form={SETTINGS_FORM_ID}
          type="password"
          autoComplete="off"
          spellCheck={false}
          placeholder={state.last4 ? `••••${state.last4}` : undefined}
          {...settings.register(name)}
        />
      </FormField>
      {state.last4 || state.unreadable ? (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="w-fit"
          disabled={removing}
          onClick={() => remove()}
        >
          {t("secret.remove")}
        </Button>
      ) : null}
    </div>
  );
}

/** A 'Testar' button: runs a server-side test and shows its outcome as a toast and inline (announced). */
export function TestButton({
  label,
  run,
  describedBy,
}: {
  label: string;
  run: () => Promise<ActionResult<TestOutcome>>;
  describedBy?: string;
}) {
  const t = useTranslations("adminSettings");
  const message = useMessage();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const show = (ok: boolean, title: string, description: string | undefined) => {
    setOutcome({ ok, text: [title, description].filter(Boolean).join(": ") });
    (ok ? toast.success : toast.error)(title, { description });
  };
  // The test's own verdict (a refused key, an unreachable host) comes as data; a failed call is the error title.
  const { run: test, pending } = useActionCall({
    action: run,
    onSuccess: (data) => show(data.ok, message(data.title) ?? "", message(data.message, data.values)),
    onFailure: (text) => show(false, t("tests.error"), text),
  });
  const onClick = () => test();
  return (
    <div className="grid gap-1">
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="w-fit"
        disabled={pending}
        onClick={onClick}
        aria-describedby={describedBy}
      >
        {pending ? t("testing") : label}
      </Button>
      <p role="status" className={outcome?.ok ? "text-sm text-emerald-700" : "text-destructive text-sm"}>
        {outcome?.text}
      </p>
    </div>
  );
}
