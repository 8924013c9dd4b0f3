import { z } from "zod";

// Every key of system_settings the admin screen edits (docs/decisions.md §8, §11, §23 and S4): its tab,
// default, validation and whether it is a secret (stored encrypted, never sent back to the browser). Values are
// strings in the table; the readers (lib/ai/settings.ts, lib/billing/commission.ts...) parse them again.

export const SETTINGS_TABS = ["general", "notifications", "asaas", "ai", "security"] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

const E = "adminSettings.errors";

const text = (max: number, required = false) => {
  const base = z.string().trim().max(max, `${E}.tooLong`);
  return required ? base.min(1, `${E}.required`) : base;
};

const optionalUrl = z
  .string()
  .trim()
  .max(2000, `${E}.tooLong`)
  .refine((v) => v === "" || (/^https?:\/\/[^\s]+$/i.test(v) && URL.canParse(v)), `${E}.url`);

const integer = (min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,9}$/, `${E}.integer`)
    .refine((v) => Number(v) >= min && Number(v) <= max, `${E}.range`)
    .transform((v) => String(Number(v)));

const flag = z.enum(["true", "false"], { error: `${E}.required` });

/** Percent 0–100 with up to two decimals; "12,5" is written "12.5" (the format lib/billing/commission.ts reads). */
const percent = z
  .string()
  .trim()
  .regex(/^\d{1,3}([.,]\d{1,2})?$/, `${E}.percent`)
  .transform((v) => v.replace(",", "."))
  .refine((v) => Number(v) >= 0 && Number(v) <= 100, `${E}.percent`);

/** 0 to 2 in steps of 0.1. */
const temperature = z
  .string()
  .trim()
  .regex(/^\d([.,]\d)?$/, `${E}.temperature`)
  .transform((v) => v.replace(",", "."))
  .refine((v) => Number(v) >= 0 && Number(v) <= 2, `${E}.temperature`);

/** A secret typed in the form: empty keeps the stored one. */
const secretInput = z
  .string()
  .trim()
  .max(500, `${E}.tooLong`)
  .refine((v) => v === "" || v.length >= 8, `${E}.secretShort`)
  .refine((v) => !/\s/.test(v), `${E}.secretSpaces`);

type Definition = { tab: SettingsTab; default: string; secret?: true; schema: z.ZodType<string, string> };

export const SETTINGS = {
  site_name: { tab: "general", default: "Tributo Certo", schema: text(80, true) },
  site_description: {
    tab: "general",
    default: "Planejamento tributário e trabalhista para pequenas empresas.",
    schema: text(300),
  },
  // The default is repeated in supabase/migrations/20261126000101_user_limit.sql, whose trigger enforces the limit.
  max_users: { tab: "general", default: "5000", schema: integer(1, 10_000_000) },
  backup_frequency: {
    tab: "general",
    default: "daily",
    schema: z.enum(["hourly", "daily", "weekly"], { error: `${E}.required` }),
  },

  webhook_user_registration_url: { tab: "notifications", default: "", schema: optionalUrl },
  webhook_subscription_url: { tab: "notifications", default: "", schema: optionalUrl },
  webhook_payment_url: { tab: "notifications", default: "", schema: optionalUrl },
  webhook_system_alert_url: { tab: "notifications", default: "", schema: optionalUrl },
  webhook_error_url: { tab: "notifications", default: "", schema: optionalUrl },
  webhook_maintenance_url: { tab: "notifications", default: "", schema: optionalUrl },
  webhook_signing_secret: { tab: "notifications", default: "", secret: true, schema: secretInput },

  asaas_api_key: { tab: "asaas", default: "", secret: true, schema: secretInput },
  asaas_environment: {
    tab: "asaas",
    default: "sandbox",
    schema: z.enum(["sandbox", "production"], { error: `${E}.required` }),
  },
  asaas_webhook_url: { tab: "asaas", default: "", schema: optionalUrl },
  asaas_affiliate_commission: { tab: "asaas", default: "10", schema: percent },
  asaas_payment_description: { tab: "asaas", default: "Assinatura Tributo Certo", schema: text(200, true) },

  openai_api_key: { tab: "ai", default: "", secret: true, schema: secretInput },
  openai_model: { tab: "ai", default: "gpt-4", schema: text(100, true).regex(/^[\w.:/-]+$/, `${E}.model`) },
  openai_base_url: { tab: "ai", default: "", schema: optionalUrl },
  openai_max_tokens: { tab: "ai", default: "2000", schema: integer(1, 128_000) },
  openai_temperature: { tab: "ai", default: "0.7", schema: temperature },
  ai_daily_limit_per_user: { tab: "ai", default: "100", schema: integer(0, 1_000_000) },
  ai_monthly_limit: { tab: "ai", default: "10000", schema: integer(0, 100_000_000) },

  require_admin_2fa: { tab: "security", default: "false", schema: flag },
  maintenance_mode: { tab: "security", default: "false", schema: flag },
  debug_mode: { tab: "security", default: "false", schema: flag },
} as const satisfies Record<string, Definition>;

export type SettingKey = keyof typeof SETTINGS;
export const SETTING_KEYS = Object.keys(SETTINGS) as SettingKey[];

type SecretKeyOf<K extends SettingKey> = (typeof SETTINGS)[K] extends { secret: true } ? K : never;
export type SecretKey = { [K in SettingKey]: SecretKeyOf<K> }[SettingKey];
export type PlainKey = Exclude<SettingKey, SecretKey>;

export function isSecretKey(key: SettingKey): key is SecretKey {
  return "secret" in SETTINGS[key];
}

export const SECRET_KEYS = SETTING_KEYS.filter(isSecretKey);
export const PLAIN_KEYS = SETTING_KEYS.filter((k): k is PlainKey => !isSecretKey(k));

export const WEBHOOK_EVENTS = {
  webhook_user_registration_url: "user.registered",
  webhook_subscription_url: "subscription.updated",
  webhook_payment_url: "payment.received",
  webhook_system_alert_url: "system.alert",
  webhook_error_url: "system.error",
  webhook_maintenance_url: "system.maintenance",
} as const satisfies Partial<Record<SettingKey, string>>;
export type WebhookKey = keyof typeof WEBHOOK_EVENTS;
export const WEBHOOK_KEYS = Object.keys(WEBHOOK_EVENTS) as WebhookKey[];

/** The form of 'Salvar Todas': every key, secrets empty unless replaced. Shared by the form and the action. */
export const settingsFormSchema = z.object(
  Object.fromEntries(SETTING_KEYS.map((key) => [key, SETTINGS[key].schema])) as {
    [K in SettingKey]: (typeof SETTINGS)[K]["schema"];
  },
);
export type SettingsFormInput = z.input<typeof settingsFormSchema>;
export type SettingsFormValues = z.output<typeof settingsFormSchema>;

export const secretKeySchema = z.enum(SECRET_KEYS as [SecretKey, ...SecretKey[]]);
export const webhookKeySchema = z.enum(WEBHOOK_KEYS as [WebhookKey, ...WebhookKey[]]);
