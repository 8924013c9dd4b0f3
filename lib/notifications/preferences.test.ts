import { describe, expect, it } from "vitest";
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  parseNotificationPreferences,
  storedNotificationPreferences,
} from "./preferences";

describe("notification preferences", () => {
  it("default to on (email: true, docs/decisions.md S2) and read a missing, malformed or foreign value as the defaults", () => {
    expect(parseNotificationPreferences({ email: true, sms: false, push: true })).toEqual(
      DEFAULT_NOTIFICATION_PREFERENCES,
    );
    for (const stored of [null, undefined, "x", [], 42])
      expect(parseNotificationPreferences(stored)).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
  });

  it("turn every e-mail off when the channel is off, and each kind off on its own", () => {
    expect(parseNotificationPreferences({ email: false })).toEqual({
      paymentEmails: false,
      regimeAlerts: false,
      monthlySummary: false,
      reformDeadlines: false,
    });
    expect(parseNotificationPreferences({ email: true, payment_emails: false })).toEqual({
      paymentEmails: false,
      regimeAlerts: true,
      monthlySummary: true,
      reformDeadlines: true,
    });
    expect(parseNotificationPreferences({ email: true, reform_deadlines: false }).reformDeadlines).toBe(false);
  });

  it("round-trip through the stored form, keeping the stored sms and push flags", () => {
    const next = { paymentEmails: false, regimeAlerts: true, monthlySummary: false, reformDeadlines: true };
    const stored = storedNotificationPreferences({ email: true, sms: false, push: false }, next);
    expect(stored).toEqual({
      email: true,
      sms: false,
      push: false,
      payment_emails: false,
      regime_alerts: true,
      monthly_summary: false,
      reform_deadlines: true,
    });
    expect(parseNotificationPreferences(stored)).toEqual(next);
    const allOff = { paymentEmails: false, regimeAlerts: false, monthlySummary: false, reformDeadlines: false };
    expect(parseNotificationPreferences(storedNotificationPreferences(null, allOff))).toEqual(allOff);
  });
});
