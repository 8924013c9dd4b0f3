import "server-only";
import { and, eq, gt, isNull, ne, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/errors";
import { authEmailChangeTokens, authUsers } from "@/lib/db/schema";
import { sendEmail } from "@/lib/email/send";
import { accountExistsEmail, emailChangeEmail, emailChangeNoticeEmail } from "@/lib/email/templates";
import { env } from "@/lib/env";
import type { AuthResult } from "@/lib/auth/types";
import { hashToken, newOpaqueToken } from "./tokens";

// E-mail changes with the local adapter: a single-use link to the new address (24 h), a notice to the old one.
// The profile's copy of the e-mail follows auth.users by trigger (supabase/migrations/*_signup.sql).

const EMAIL_CHANGE_TTL_SECONDS = 24 * 60 * 60;

export async function requestLocalEmailChange(userId: string, newEmail: string): Promise<AuthResult> {
  const email = newEmail.trim().toLowerCase();
  const db = await getDb();
  const [user] = await db.select({ email: authUsers.email }).from(authUsers).where(eq(authUsers.id, userId)).limit(1);
  if (!user) return { ok: false, code: "invalidToken" };
  const [taken] = await db
    .select({ id: authUsers.id })
    .from(authUsers)
    .where(and(eq(authUsers.email, email), ne(authUsers.id, userId)))
    .limit(1);
  if (taken) {
    // The page answers as if the link went out; the address's owner learns someone tried it.
    await sendEmail(accountExistsEmail(email, `${env().APP_URL}/forgot-password`));
    return { ok: true, data: undefined };
  }
  const token = newOpaqueToken();
  await db.insert(authEmailChangeTokens).values({
    tokenHash: hashToken(token),
    userId,
    newEmail: email,
    expiresAt: sql`now() + make_interval(secs => ${EMAIL_CHANGE_TTL_SECONDS})`,
  });
  await sendEmail(emailChangeEmail(email, `${env().APP_URL}/auth/email-change?token=${encodeURIComponent(token)}`));
  await sendEmail(emailChangeNoticeEmail(user.email, email, `${env().APP_URL}/forgot-password`));
  return { ok: true, data: undefined };
}

/** Applies the change a link stands for; single use; refused when the address was taken meanwhile. */
export async function confirmLocalEmailChange(token: string): Promise<AuthResult<{ userId: string }>> {
  if (!token) return { ok: false, code: "invalidToken" };
  const db = await getDb();
  try {
    return await db.transaction(async (tx) => {
      const [used] = await tx
        .update(authEmailChangeTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(authEmailChangeTokens.tokenHash, hashToken(token)),
            isNull(authEmailChangeTokens.usedAt),
            gt(authEmailChangeTokens.expiresAt, sql`now()`),
          ),
        )
        .returning({ userId: authEmailChangeTokens.userId, newEmail: authEmailChangeTokens.newEmail });
      if (!used) return { ok: false, code: "invalidToken" } as const;
      await tx
        .update(authUsers)
        .set({ email: used.newEmail, updatedAt: sql`now()` })
        .where(eq(authUsers.id, used.userId));
      return { ok: true, data: { userId: used.userId } } as const;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, code: "emailInUse" };
    throw error;
  }
}
