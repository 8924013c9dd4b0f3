"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { fail, fieldErrorsOf, ok, type ActionResult } from "@/lib/action-result";
import { getOwnProfile } from "@/lib/account/queries";
import { withRls } from "@/lib/db/rls";
import { getAuth } from "./adapter";
import { requestCookieJar } from "./cookie-jars";
import { hitRateLimit } from "./rate-limit";
import { safeRedirect } from "./redirect";
import { affiliateSignUpSchema, forgotPasswordSchema, resetPasswordSchema, signInSchema } from "./schema";
import type { AuthErrorCode } from "./types";

export type Portal = "subscriber" | "affiliate" | "admin";

const errorKey = (code: AuthErrorCode) => `auth.errors.${code}`;

async function clientAddress() {
  const h = await headers();
  return h.get("x-forwarded-for")?.split(",")[0]?.trim() || h.get("x-real-ip") || "local";
}

/** Where each sign-in form lands (spec §2): subscribers /dashboard, affiliates /affiliates, admins the back office. */
async function landingFor(userId: string, portal: Portal, next: string | undefined) {
  const profile = await withRls({ sub: userId, role: "authenticated" }, (tx) => getOwnProfile(tx, userId));
  if (portal === "admin" || profile?.userType === "admin") return "/admin/dashboard";
  if (portal === "affiliate") return "/affiliates";
  return safeRedirect(next, "/dashboard");
}

export async function signInAction(input: unknown, portal: Portal): Promise<ActionResult<{ redirectTo: string }>> {
  const parsed = signInSchema.safeParse(input);
  if (!parsed.success) return fail("auth.errors.invalidCredentials", fieldErrorsOf(parsed.error.issues));
  const { email, password, next } = parsed.data;
  if (hitRateLimit(`signin:${email}`, 10) || hitRateLimit(`signin-ip:${await clientAddress()}`, 50)) {
    return fail(errorKey("rateLimited"));
  }
  const result = await getAuth().signInWithPassword(await requestCookieJar(), email, password);
  if (!result.ok) return fail(errorKey(result.code));
  return ok({ redirectTo: await landingFor(result.data.userId, portal, next) });
}

export async function affiliateSignUpAction(input: unknown): Promise<ActionResult<{ redirectTo: string | null }>> {
  const parsed = affiliateSignUpSchema.safeParse(input);
  if (!parsed.success) return fail("auth.errors.signUpInvalid", fieldErrorsOf(parsed.error.issues));
  const { name, email, phone, document, password } = parsed.data;
  if (hitRateLimit(`signup-ip:${await clientAddress()}`, 20)) return fail(errorKey("rateLimited"));
  const result = await getAuth().signUp(await requestCookieJar(), {
    email,
    password,
    metadata: { name, phone, document, user_type: "affiliate" },
  });
  if (!result.ok) {
    return result.code === "emailInUse"
      ? fail(errorKey("emailInUse"), { email: errorKey("emailInUse") })
      : fail(errorKey(result.code));
  }
  return ok({ redirectTo: result.data.signedIn ? "/affiliates" : null });
}

export async function signOutAction(): Promise<void> {
  await getAuth().signOut(await requestCookieJar());
  redirect("/");
}

export async function forgotPasswordAction(input: unknown): Promise<ActionResult> {
  const parsed = forgotPasswordSchema.safeParse(input);
  if (!parsed.success) return fail("validation.emailInvalid", fieldErrorsOf(parsed.error.issues));
  if (hitRateLimit(`recover:${parsed.data.email}`, 5) || hitRateLimit(`recover-ip:${await clientAddress()}`, 20)) {
    return fail(errorKey("rateLimited"));
  }
  const result = await getAuth().requestPasswordReset(await requestCookieJar(), parsed.data.email);
  return result.ok ? ok(undefined) : fail(errorKey(result.code));
}

export async function resetPasswordAction(input: unknown): Promise<ActionResult> {
  const parsed = resetPasswordSchema.safeParse(input);
  if (!parsed.success) return fail("auth.errors.signUpInvalid", fieldErrorsOf(parsed.error.issues));
  const result = await getAuth().resetPassword(await requestCookieJar(), parsed.data.token, parsed.data.password);
  return result.ok ? ok(undefined) : fail(errorKey(result.code));
}
