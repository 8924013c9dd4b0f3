import "server-only";
import { fail, type ActionFailure } from "@/lib/action-result";
import type { UserContext } from "@/lib/action-client";
import { getAuth } from "@/lib/auth/adapter";
import { requestCookieJar } from "@/lib/auth/cookie-jars";
import { authFailure } from "./auth-failure";

/**
 * Wrong passwords given to re-authenticate, per user, in 15 minutes: one count for every action that asks (deletion,
 * e-mail change, 2FA), so a borrowed session cannot try 10 passwords on each of them.
 */
export const REAUTH_FAILURES = {
  name: "reauth-fail",
  limit: 10,
  key: (_: unknown, ctx: { claims: { sub: string } }) => ctx.claims.sub,
  counts: "failures" as const,
};

/** Null when `password` is the signed-in user's own; else the failure to answer (on the currentPassword field). */
export async function passwordRefusal(ctx: UserContext, password: string): Promise<ActionFailure | null> {
  const result = await getAuth().verifyPassword(await requestCookieJar(), ctx.claims.sub, password);
  if (result.ok) return null;
  if (result.code === "invalidCredentials")
    return fail("invalid_credentials", "security.errors.wrongCurrentPassword", {
      currentPassword: "security.errors.wrongCurrentPassword",
    });
  return authFailure(result.code);
}
