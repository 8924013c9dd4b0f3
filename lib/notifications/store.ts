import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { profiles } from "@/lib/db/schema";
import {
  parseNotificationPreferences,
  storedNotificationPreferences,
  type NotificationPreferences,
} from "./preferences";

/** The user's e-mail preferences. Run under withRls as the user (or as service role for a sender). */
export async function getNotificationPreferences(db: Db, userId: string): Promise<NotificationPreferences> {
  const [row] = await db
    .select({ stored: profiles.notificationPreferences })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return parseNotificationPreferences(row?.stored);
}

/** Saves them on the user's own profile row. Run under withRls as the user. */
export async function saveNotificationPreferences(
  db: Db,
  userId: string,
  next: NotificationPreferences,
): Promise<boolean> {
  const [row] = await db
    .select({ stored: profiles.notificationPreferences })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if (!row) return false;
  const updated = await db
    .update(profiles)
    .set({ notificationPreferences: storedNotificationPreferences(row.stored, next) })
    .where(eq(profiles.id, userId))
    .returning({ id: profiles.id });
  return updated.length === 1;
}
