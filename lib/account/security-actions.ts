"use server";

import QRCode from "qrcode";
import { revalidatePath } from "next/cache";
import { SETTINGS_PAGES } from "@/lib/auth/routes";
import { z } from "zod";
import { fail, ok } from "@/lib/action-result";
import { userAction } from "@/lib/action-client";
import { getAuth } from "@/lib/auth/adapter";
import { knownAddress } from "@/lib/auth/client-info";
import { requestCookieJar } from "@/lib/auth/cookie-jars";
import { changePasswordSchema, confirmTotpSchema, disableTotpSchema, startTotpSchema } from "@/lib/auth/schema";
import type { AuthErrorCode } from "@/lib/auth/types";
import { auditAsService } from "@/lib/db/admin";
import { getDb } from "@/lib/db/client";
import { passwordRefusal, REAUTH_FAILURES } from "./reauthenticate";
import { noticeTwoFactorChange } from "./security-notices";

// Configurações › Segurança: thin actions over the auth adapter (local or Supabase). Each change is audited.

/** Wrong codes and passwords are counted per user: 10 failures in 15 minutes, like sign-in. */
const perUserFailures = (name: string) => ({
  name,
  limit: 10,
  key: (_: unknown, ctx: { claims: { sub: string } }) => ctx.claims.sub,
  counts: "failures" as const,
});

function securityFailure(code: AuthErrorCode) {
  switch (code) {
    case "invalidCredentials":
      return fail("invalid_credentials", "security.errors.wrongCurrentPassword", {
        currentPassword: "security.errors.wrongCurrentPassword",
      });
    case "invalidCode":
      return fail("invalid_input", "auth.errors.invalidCode", { code: "auth.errors.invalidCode" });
    case "weakPassword":
      return fail("invalid_input", "auth.errors.weakPassword", { password: "auth.errors.weakPassword" });
    case "rateLimited":
      return fail("rate_limited", "auth.errors.rateLimited");
    case "unsupported":
      return fail("forbidden", "auth.errors.unsupported");
    case "invalidToken":
      return fail("not_found", "security.errors.sessionGone");
    default:
      return fail("unavailable", "auth.errors.unavailable");
  }
}

async function audit(actorId: string, action: string, ip: string, details?: Record<string, unknown>) {
  await auditAsService(await getDb(), { actorId, action, target: `profile:${actorId}`, ip: knownAddress(ip), details });
}

export const changePasswordAction = userAction(
  {
    schema: changePasswordSchema,
    invalid: "auth.errors.signUpInvalid",
    rateLimit: [perUserFailures("password-change-fail")],
  },
  async ({ input, ctx }) => {
    const result = await getAuth().changePassword(
      await requestCookieJar(),
      ctx.claims.sub,
      input.currentPassword,
      input.password,
    );
    if (!result.ok) return securityFailure(result.code);
    await audit(ctx.claims.sub, "account.password.change", ctx.ip);
    revalidatePath(SETTINGS_PAGES.security);
    return ok(undefined);
  },
);

export const revokeSessionAction = userAction(
  { schema: z.uuid(), invalid: "security.errors.sessionGone", notFound: "security.errors.sessionGone" },
  async ({ input: sessionId, ctx }) => {
    const result = await getAuth().revokeSession(await requestCookieJar(), ctx.claims.sub, sessionId);
    if (!result.ok) return securityFailure(result.code);
    await audit(ctx.claims.sub, "account.session.revoke", ctx.ip);
    revalidatePath(SETTINGS_PAGES.security);
    return ok(undefined);
  },
);

export const revokeOtherSessionsAction = userAction({ schema: z.unknown() }, async ({ ctx }) => {
  const result = await getAuth().revokeOtherSessions(await requestCookieJar(), ctx.claims.sub);
  if (!result.ok) return securityFailure(result.code);
  await audit(ctx.claims.sub, "account.session.revoke_others", ctx.ip);
  revalidatePath(SETTINGS_PAGES.security);
  return ok(undefined);
});

/**
 * A new TOTP secret: the QR code (a PNG data URL) and the secret to type by hand. Nothing is on until confirmed. The
 * password first: a session alone (or an administrator's password alone, sent here to enrol) must not choose whose
 * authenticator guards the account; the owner is e-mailed when it is turned on.
 */
export const startTotpEnrolmentAction = userAction(
  {
    schema: startTotpSchema,
    invalid: "security.errors.wrongCurrentPassword",
    rateLimit: [{ name: "totp-enrol", limit: 20, key: (_, ctx) => ctx.claims.sub }, REAUTH_FAILURES],
  },
  async ({ input, ctx }) => {
    const refused = await passwordRefusal(ctx, input.currentPassword);
    if (refused) return refused;
    const result = await getAuth().startTotpEnrolment(await requestCookieJar(), ctx.claims.sub, ctx.profile.email);
    if (!result.ok) return securityFailure(result.code);
    const qr = await QRCode.toDataURL(result.data.uri, { errorCorrectionLevel: "M", margin: 2, width: 240 });
    return ok({ factorId: result.data.factorId, secret: result.data.secret, qr });
  },
);

export const confirmTotpEnrolmentAction = userAction(
  {
    schema: confirmTotpSchema,
    invalid: "security.errors.codeFormat",
    rateLimit: [perUserFailures("totp-confirm-fail")],
  },
  async ({ input, ctx }) => {
    const result = await getAuth().confirmTotpEnrolment(
      await requestCookieJar(),
      ctx.claims.sub,
      input.factorId,
      input.code,
    );
    if (!result.ok) return securityFailure(result.code);
    await audit(ctx.claims.sub, "account.mfa.enable", ctx.ip);
    noticeTwoFactorChange(ctx.profile, "enabled");
    return ok({ recoveryCodes: result.data.recoveryCodes });
  },
);

export const disableTotpAction = userAction(
  {
    schema: disableTotpSchema,
    invalid: "security.errors.codeFormat",
    rateLimit: [perUserFailures("totp-disable-fail"), REAUTH_FAILURES],
  },
  async ({ input, ctx }) => {
    const refused = await passwordRefusal(ctx, input.currentPassword);
    if (refused) return refused;
    const result = await getAuth().disableTotp(await requestCookieJar(), ctx.claims.sub, input.code);
    if (!result.ok) return securityFailure(result.code);
    await audit(ctx.claims.sub, "account.mfa.disable", ctx.ip);
    noticeTwoFactorChange(ctx.profile, "disabled");
    revalidatePath(SETTINGS_PAGES.security);
    return ok(undefined);
  },
);
