"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useMemo, useState } from "react";
import { toast } from "sonner";
import { FormAlert } from "@/components/forms/form-alert";
import { FormField } from "@/components/forms/form-field";
import { NativeSelect } from "@/components/forms/native-select";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import {
  clearSecretAction,
  createAsaasTestPaymentAction,
  saveSettingsAction,
  testAiConnectionAction,
  testAsaasAction,
  testWebhookAction,
} from "@/lib/settings/actions";
import {
  SETTINGS,
  SETTINGS_TABS,
  WEBHOOK_KEYS,
  settingsFormSchema,
  type SecretKey,
  type SettingKey,
  type SettingsFormInput,
  type SettingsTab,
} from "@/lib/settings/definitions";
import type { SettingsView } from "@/lib/settings/store";
import { FlagSetting, SecretSetting, SETTINGS_FORM_ID, TestButton, TextSetting } from "./setting-fields";
import { Form } from "@/components/forms/form";

/** Tabs of their own forms (the plans, the Selic months), drawn only while open: the page's HTML carries neither. */
export const PANEL_TABS = ["plans", "selic"] as const;
export type PanelTab = (typeof PANEL_TABS)[number];

type Props = {
  view: SettingsView;
  /** Server-rendered parts of a settings tab (the usage summary), outside the settings form. */
  extras: Partial<Record<SettingsTab, React.ReactNode>>;
  /** The content of each panel tab. */
  panels: Record<PanelTab, React.ReactNode>;
  /** The tab open first (`?aba=planos` opens the plans). */
  initialTab?: SettingsTab | PanelTab;
  backupNote: string;
};

/**
 * /admin/settings: five tabs of settings with one 'Salvar Todas' for all of them (each mounted, so the form has
 * every field), then the plans and the Selic months, each saved on its own.
 */
export function SettingsForm({ view, extras, panels, initialTab = "general", backupNote }: Props) {
  const t = useTranslations("adminSettings");
  const tc = useTranslations("common");
  const router = useRouter();
  const [tab, setTab] = useState<SettingsTab | PanelTab>(initialTab);
  const defaults = useMemo(
    () =>
      ({ ...view.values, ...Object.fromEntries(Object.keys(view.secrets).map((k) => [k, ""])) }) as SettingsFormInput,
    [view],
  );
  const { form, submit, pending, failure, fieldError } = useActionForm({
    schema: settingsFormSchema,
    defaultValues: defaults,
    action: saveSettingsAction,
    errorTitle: t("saveFailed"),
    fallbackMessage: tc("genericError"),
    onSuccess: ({ changed }) => {
      toast.success(t("saved"), { description: t("changedCount", { count: changed }) });
      router.refresh();
    },
  });
  const error = (name: SettingKey) => fieldError(name);

  // A field refused on another tab: show that tab.
  const submitAll = async (event: React.FormEvent<HTMLFormElement>) => {
    await submit(event);
    const first = Object.keys(form.formState.errors)[0] as SettingKey | undefined;
    if (first && first in SETTINGS) setTab(SETTINGS[first].tab);
  };

  // After a save the server sends fresh values: secrets go back to empty, the last four characters show the new one.
  useEffect(() => form.reset(defaults), [form, defaults]);

  const secret = (key: SecretKey) => (
    <SecretSetting
      settings={form}
      name={key}
      error={error}
      state={view.secrets[key]}
      onRemove={() => clearSecretAction(key, {})}
    />
  );
  const values = () => form.getValues();
  const onPanel = (PANEL_TABS as readonly string[]).includes(tab);

  return (
    <div className="grid gap-4">
      {/* The plans and the Selic months save on their own: 'Salvar Todas' steps aside while they are open (its form
          stays, as every setting field belongs to it). */}
      <Form
        id={SETTINGS_FORM_ID}
        onSubmit={submitAll}
        noValidate
        className={onPanel ? "hidden" : "flex flex-wrap items-center gap-3"}
      >
        <Button type="submit" disabled={pending}>
          {pending ? t("saving") : t("saveAll")}
        </Button>
        <p className="text-muted-foreground text-sm">{t("unsavedHint")}</p>
      </Form>
      {failure ? <FormAlert title={t("saveFailed")} message={failure} /> : null}
      <Tabs value={tab} onValueChange={(v) => setTab(v as SettingsTab | PanelTab)}>
        <TabsList className="h-auto w-full flex-wrap justify-start sm:w-fit">
          {[...SETTINGS_TABS, ...PANEL_TABS].map((key) => (
            <TabsTrigger key={key} value={key} className="h-8 flex-none">
              {t(`tabs.${key}`)}
            </TabsTrigger>
          ))}
        </TabsList>

        <TabsContent value="general" forceMount className="grid gap-6 data-[state=inactive]:hidden">
          <section className="grid max-w-2xl gap-4">
            <TextSetting settings={form} name="site_name" error={error} maxLength={80} />
            <TextSetting settings={form} name="site_description" error={error} maxLength={300} />
            <TextSetting
              settings={form}
              name="max_users"
              error={error}
              inputMode="numeric"
              hint={t("fields.max_usersHint")}
            />
            <FormField
              id="setting-backup_frequency"
              label={t("fields.backup_frequency")}
              description={backupNote}
              error={error("backup_frequency")}
            >
              <NativeSelect form={SETTINGS_FORM_ID} {...form.register("backup_frequency")}>
                {(["hourly", "daily", "weekly"] as const).map((v) => (
                  <option key={v} value={v}>
                    {t(`backup.${v}`)}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          </section>
          {extras.general}
        </TabsContent>

        <TabsContent value="notifications" forceMount className="grid max-w-2xl gap-6 data-[state=inactive]:hidden">
          {secret("webhook_signing_secret")}
          <p className="text-muted-foreground text-sm">{t("fields.webhook_signing_secretHint")}</p>
          {WEBHOOK_KEYS.map((key) => (
            <div key={key} className="grid gap-2 border-t pt-4">
              <TextSetting settings={form} name={key} error={error} type="url" inputMode="url" placeholder="https://" />
              <TestButton
                label={t("test")}
                describedBy={`setting-${key}`}
                run={() => testWebhookAction(key, { url: values()[key] })}
              />
            </div>
          ))}
        </TabsContent>

        <TabsContent value="asaas" forceMount className="grid max-w-2xl gap-4 data-[state=inactive]:hidden">
          {secret("asaas_api_key")}
          <FormField
            id="setting-asaas_environment"
            label={t("fields.asaas_environment")}
            error={error("asaas_environment")}
          >
            <NativeSelect form={SETTINGS_FORM_ID} {...form.register("asaas_environment")}>
              <option value="sandbox">{t("environments.sandbox")}</option>
              <option value="production">{t("environments.production")}</option>
            </NativeSelect>
          </FormField>
          <TestButton
            label={t("test")}
            run={() => testAsaasAction({ apiKey: values().asaas_api_key, environment: values().asaas_environment })}
          />
          <TestButton
            label={t("testPayment")}
            run={() =>
              createAsaasTestPaymentAction({ apiKey: values().asaas_api_key, environment: values().asaas_environment })
            }
          />
          <p className="text-muted-foreground text-sm">{t("testPaymentHint")}</p>
          <TextSetting
            settings={form}
            name="asaas_webhook_url"
            error={error}
            type="url"
            inputMode="url"
            hint={t("fields.asaas_webhook_urlHint")}
          />
          <TextSetting
            settings={form}
            name="asaas_affiliate_commission"
            error={error}
            inputMode="decimal"
            hint={t("fields.asaas_affiliate_commissionHint")}
          />
          <TextSetting settings={form} name="asaas_payment_description" error={error} maxLength={200} />
        </TabsContent>

        <TabsContent value="ai" forceMount className="grid max-w-2xl gap-4 data-[state=inactive]:hidden">
          {secret("openai_api_key")}
          <TextSetting
            settings={form}
            name="openai_model"
            error={error}
            list="openai-models"
            hint={t("fields.openai_modelHint")}
          />
          <datalist id="openai-models">
            <option value="gpt-4" />
            <option value="gpt-4-turbo" />
            <option value="gpt-3.5-turbo" />
          </datalist>
          <TextSetting
            settings={form}
            name="openai_base_url"
            error={error}
            type="url"
            inputMode="url"
            placeholder="https://api.openai.com/v1"
            hint={t("fields.openai_base_urlHint")}
          />
          <TestButton
            label={t("testConnection")}
            run={() => testAiConnectionAction({ apiKey: values().openai_api_key, baseUrl: values().openai_base_url })}
          />
          <TextSetting settings={form} name="openai_max_tokens" error={error} inputMode="numeric" />
          <TextSetting
            settings={form}
            name="openai_temperature"
            error={error}
            type="number"
            min={0}
            max={2}
            step={0.1}
            inputMode="decimal"
          />
          <TextSetting settings={form} name="ai_daily_limit_per_user" error={error} inputMode="numeric" />
          <TextSetting settings={form} name="ai_monthly_limit" error={error} inputMode="numeric" />
          {extras.ai}
        </TabsContent>

        <TabsContent value="security" forceMount className="grid max-w-2xl gap-4 data-[state=inactive]:hidden">
          <FlagSetting settings={form} name="require_admin_2fa" hint={t("fields.require_admin_2faHint")} />
          <FlagSetting settings={form} name="maintenance_mode" hint={t("fields.maintenance_modeHint")} />
          <FlagSetting settings={form} name="debug_mode" hint={t("fields.debug_modeHint")} />
        </TabsContent>

        {PANEL_TABS.map((key) => (
          <TabsContent key={key} value={key} className="grid gap-6">
            {panels[key]}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
