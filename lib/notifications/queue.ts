import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Db, OwnerDb } from "@/lib/db/client";
import { runWithServiceRole } from "@/lib/db/admin";
import type { NotificationKind } from "@/lib/db/enums";
import { notificationDeliveries } from "@/lib/db/schema";
import { sendEmail, type EmailMessage } from "@/lib/email/send";
import { redactError } from "@/lib/security/redact";

// A transactional outbox: a notification is queued inside the transaction that caused it (a payment sync, a
// job), with a deterministic key so it is queued once, and sent after that transaction committed. Sending
// never happens inside a transaction: on the embedded database a second connection would wait for it.

export type QueuedEmail = {
  userId: string;
  kind: NotificationKind;
  dedupeKey: string;
  message: EmailMessage;
  topics?: string[];
};

/** Queues one e-mail; false when its key was already queued (sent or not). Run in a service-role transaction. */
export async function queueEmail(tx: Db, email: QueuedEmail): Promise<boolean> {
  const inserted = await tx
    .insert(notificationDeliveries)
    .values({
      userId: email.userId,
      kind: email.kind,
      dedupeKey: email.dedupeKey,
      toEmail: email.message.to,
      subject: email.message.subject,
      bodyText: email.message.text,
      bodyHtml: email.message.html ?? null,
      topics: email.topics ?? [],
    })
    .onConflictDoNothing({ target: notificationDeliveries.dedupeKey })
    .returning({ id: notificationDeliveries.id });
  return inserted.length === 1;
}

export type Sender = (message: EmailMessage, db: OwnerDb) => Promise<void>;

/**
 * Sends what is queued, oldest first, 100 at most per call. Each row is claimed (sent_at set, rows another
 * deliverer holds are skipped) before it is sent; a failed send releases it for the next call.
 */
export async function deliverQueued(
  db: OwnerDb,
  send: Sender = (message, owner) => sendEmail(message, { db: owner }),
): Promise<{ sent: number; failed: number }> {
  const claimed = await runWithServiceRole(db, (tx) =>
    tx
      .update(notificationDeliveries)
      .set({ sentAt: sql`now()` })
      .where(
        sql`${notificationDeliveries.id} in (select id from public.notification_deliveries where sent_at is null order by created_at, id limit 100 for update skip locked)`,
      )
      .returning(),
  );
  let sent = 0;
  let failed = 0;
  for (const row of claimed.sort((a, b) => a.id - b.id)) {
    try {
      await send({ to: row.toEmail, subject: row.subject, text: row.bodyText, html: row.bodyHtml ?? undefined }, db);
      sent++;
    } catch (error) {
      failed++;
      console.error("[notifications] e-mail not sent; retried on the next delivery", redactError(error));
      await runWithServiceRole(db, (tx) =>
        tx.update(notificationDeliveries).set({ sentAt: null }).where(eq(notificationDeliveries.id, row.id)),
      );
    }
  }
  return { sent, failed };
}

/** deliverQueued for callers whose own work is done and must not fail on e-mail: logs instead of throwing. */
export async function deliverQueuedSafely(db: OwnerDb): Promise<void> {
  try {
    await deliverQueued(db);
  } catch (error) {
    console.error("[notifications] delivery failed; the queue keeps the e-mails for the next run", redactError(error));
  }
}
