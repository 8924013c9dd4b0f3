import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { profiles } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { parseNotificationPreferences } from "./preferences";
import { queueEmail } from "./queue";
import { paymentConfirmedEmail, paymentOverdueEmail } from "./templates";

/** A charge the payment sync saw paid or overdue (the sync decides; this module only words and queues it). */
export type PaymentEvent = {
  kind: "payment_confirmed" | "payment_overdue";
  providerPaymentId: string;
  value: number;
  dueDate: string;
  at: Date | null;
};

/** Events older than this are history (e.g. a first sync of old charges), not news: no e-mail. */
const RECENT_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Queues the payment e-mails of one sync, once per charge and kind, unless the user turned payment e-mails off
 * in Settings › Notificações. Runs inside the sync's service-role transaction; returns how many it queued.
 */
export async function queuePaymentEmails(
  tx: Db,
  userId: string,
  events: PaymentEvent[],
  now = new Date(),
): Promise<number> {
  const recent = events.filter((e) => e.at === null || now.getTime() - e.at.getTime() <= RECENT_MS);
  if (recent.length === 0) return 0;
  const [profile] = await tx
    .select({ email: profiles.email, name: profiles.name, preferences: profiles.notificationPreferences })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if (!profile?.email || !parseNotificationPreferences(profile.preferences).paymentEmails) return 0;
  const appUrl = env().APP_URL;
  let queued = 0;
  for (const e of recent) {
    const message =
      e.kind === "payment_confirmed"
        ? paymentConfirmedEmail(profile.email, profile.name, appUrl, e)
        : paymentOverdueEmail(profile.email, profile.name, appUrl, e);
    if (await queueEmail(tx, { userId, kind: e.kind, dedupeKey: `${e.kind}:${e.providerPaymentId}`, message }))
      queued++;
  }
  return queued;
}
