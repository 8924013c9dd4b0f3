import { z } from "zod";
import type { NotificationPreferences as StoredPreferences } from "@/lib/db/tables/plans-profiles";

// Settings › Notificações. Only channels that exist: e-mail, for payment events, regime alerts, a monthly
// summary and the reform deadline reminders (30, 7 and 1 days before each option or cancellation deadline). Stored in profiles.notification_preferences (jsonb, the user's own row under RLS) beside the original
// channel flags (docs/decisions.md, S2: email on, sms off, push on); every e-mail kind is on until the user turns it off.

export const notificationPreferencesSchema = z.object({
  paymentEmails: z.boolean(),
  regimeAlerts: z.boolean(),
  monthlySummary: z.boolean(),
  reformDeadlines: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  paymentEmails: true,
  regimeAlerts: true,
  monthlySummary: true,
  reformDeadlines: true,
};

const STORED = {
  paymentEmails: "payment_emails",
  regimeAlerts: "regime_alerts",
  monthlySummary: "monthly_summary",
  reformDeadlines: "reform_deadlines",
} as const;

/** The preferences in a stored jsonb value; anything missing or malformed is the default (on). `email: false` turns every e-mail off. */
export function parseNotificationPreferences(stored: unknown): NotificationPreferences {
  const record =
    stored && typeof stored === "object" && !Array.isArray(stored) ? (stored as Record<string, unknown>) : {};
  const emailOff = record.email === false;
  const read = (key: keyof typeof STORED) => !emailOff && record[STORED[key]] !== false;
  return {
    paymentEmails: read("paymentEmails"),
    regimeAlerts: read("regimeAlerts"),
    monthlySummary: read("monthlySummary"),
    reformDeadlines: read("reformDeadlines"),
  };
}

/** The jsonb to store: what was there (the original channel flags, docs/decisions.md S2) with the e-mail kinds set. */
export function storedNotificationPreferences(previous: unknown, next: NotificationPreferences): StoredPreferences {
  const base =
    previous && typeof previous === "object" && !Array.isArray(previous)
      ? (previous as Partial<StoredPreferences>)
      : {};
  const anyOn = next.paymentEmails || next.regimeAlerts || next.monthlySummary || next.reformDeadlines;
  return {
    sms: base.sms === true,
    push: base.push !== false,
    email: anyOn,
    [STORED.paymentEmails]: next.paymentEmails,
    [STORED.regimeAlerts]: next.regimeAlerts,
    [STORED.monthlySummary]: next.monthlySummary,
    [STORED.reformDeadlines]: next.reformDeadlines,
  };
}
