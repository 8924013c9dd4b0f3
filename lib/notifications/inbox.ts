import "server-only";
import { desc, eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import type { NotificationKind } from "@/lib/db/enums";
import { notificationDeliveries } from "@/lib/db/schema";

/** One e-mail the product sent (or is about to send) to the user, as the in-app list shows it. */
export type MyNotification = {
  id: number;
  kind: NotificationKind;
  subject: string;
  text: string;
  createdAt: string;
  sent: boolean;
};

/**
 * The e-mails of the user, newest first (the in-app list, /notificacoes): what the notification senders queued for
 * them. Run under withRls as the user (the policy shows only their own rows).
 */
export async function listMyNotifications(db: Db, userId: string, limit = 50): Promise<MyNotification[]> {
  const rows = await db
    .select({
      id: notificationDeliveries.id,
      kind: notificationDeliveries.kind,
      subject: notificationDeliveries.subject,
      text: notificationDeliveries.bodyText,
      createdAt: notificationDeliveries.createdAt,
      sentAt: notificationDeliveries.sentAt,
    })
    .from(notificationDeliveries)
    .where(eq(notificationDeliveries.userId, userId))
    .orderBy(desc(notificationDeliveries.createdAt), desc(notificationDeliveries.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    subject: r.subject,
    text: r.text,
    createdAt: new Date(r.createdAt).toISOString(),
    sent: r.sentAt !== null,
  }));
}
