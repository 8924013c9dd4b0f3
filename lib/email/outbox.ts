import "server-only";
import { desc } from "drizzle-orm";
import { getDb, type Db } from "@/lib/db/client";
import { emailOutbox } from "@/lib/db/schema";

/** The latest messages of the development outbox (embedded mode only). */
export async function listOutbox(db: Db, limit = 50) {
  return db
    .select({
      id: emailOutbox.id,
      to: emailOutbox.toEmail,
      subject: emailOutbox.subject,
      text: emailOutbox.bodyText,
      createdAt: emailOutbox.createdAt,
    })
    .from(emailOutbox)
    .orderBy(desc(emailOutbox.id))
    .limit(limit);
}

/** For /dev/outbox: the outbox is local infrastructure (schema `local`, like the local auth adapter's tables). */
export async function readDevOutbox() {
  return listOutbox(await getDb());
}
