"use server";

import { redirect } from "next/navigation";
import { after } from "next/server";
import { z } from "zod";
import { fail, ok } from "@/lib/action-result";
import { publicAction } from "@/lib/action-client";
import { getAuth } from "@/lib/auth/adapter";
import { requestCookieJar } from "@/lib/auth/cookie-jars";
import { notifyExistingAccount } from "@/lib/auth/existing-account";
import { requestClientInfo } from "@/lib/auth/client-info";
import { landingFor, PORTALS, type Portal } from "@/lib/auth/landing";
import { safeRedirect } from "@/lib/auth/redirect";
import {
  affiliateSignUpSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
  secondFactorSchema,
  signInSchema,
} from "@/lib/auth/schema";
import { getDb } from "@/lib/db/client";
import { registrationsOpen, signUpFailure } from "@/lib/settings/user-limit";
import { authFailure } from "./auth-failure";
import { admitSecondFactor, clearSecondFactorFailures, recordSecondFactorFailure } from "./second-factor-throttle";
import { knownDevice, rememberDevice } from "./known-device";
import { sendRecoveryEmail } from "./password-recovery";
import {
  admitSignIn,
  clearAccountAttempts,
  clearSignInFailures,
  liveAccount,
  recordSignInFailure,
  releaseSignIn,
} from "./sign-in-throttle";

export const signInAction = publicAction(
  {
    args: [z.enum(PORTALS)],
    schema: signInSchema,
    invalid: "auth.errors.invalidCredentials",
    // No declared limits: each attempt is admitted before its password is checked by the sign-in throttle, which
    // holds unknown devices per account and per network and a known device by its own count (./sign-in-throttle.ts).
  },
  async ({ input, args: [portal], ctx }) => {
    const jar = await requestCookieJar();
    const admitted = await admitSignIn(input.email, ctx.network, knownDevice(jar, input.email));
    if (!admitted.ticket) return rateLimitedFor(admitted.wait);
    const result = await getAuth().signInWithPassword(
      jar,
      input.email,
      input.password,
      await requestClientInfo(ctx.ip),
    );
    if (!result.ok) {
      if (result.code === "invalidCredentials") await recordSignInFailure(admitted.ticket);
      else await releaseSignIn(admitted.ticket);
      return authFailure(result.code);
    }
    await clearSignInFailures(admitted.ticket);
    if (result.data.secondFactor) return ok({ redirectTo: secondStepPath(portal, input.next), secondFactor: true });
    // A completed sign-in: this browser is a known device of the account from now on.
    rememberDevice(jar, input.email);
    return ok({ redirectTo: await landingFor(result.data.userId, portal, input.next), secondFactor: false });
  },
);

/** 'Muitas tentativas. Tente novamente em N minutos.' */
function rateLimitedFor(seconds: number) {
  return {
    ...fail("rate_limited", "auth.errors.rateLimitedFor"),
    values: { minutes: Math.max(1, Math.ceil(seconds / 60)) },
  };
}

/** The sign-in's second step page, carrying the portal and a sanitised next. */
function secondStepPath(portal: Portal, next: string | undefined): string {
  const params = new URLSearchParams({ portal });
  const safe = safeRedirect(next, "");
  if (safe) params.set("next", safe);
  return `/login/verificacao?${params}`;
}

export const verifySecondFactorAction = publicAction(
  {
    args: [z.enum(PORTALS)],
    schema: secondFactorSchema,
    invalid: "security.errors.codeFormat",
    rateLimit: [{ name: "second-factor-fail-ip", limit: 50, key: (_, ctx) => ctx.network, counts: "failures" }],
  },
  async ({ input, args: [portal], ctx }) => {
    const jar = await requestCookieJar();
    const auth = getAuth();
    const userId = await auth.pendingSecondFactor(jar);
    if (!userId) return fail("unauthenticated", "security.errors.secondStepExpired");
    // Growing delays and a daily cap for TOTP codes, a cap of their own for recovery codes (./second-factor-throttle.ts).
    const admitted = await admitSecondFactor(userId, input.code);
    if (!admitted.ticket) return rateLimitedFor(admitted.wait);
    const result = await auth.verifySecondFactor(jar, input.code, await requestClientInfo(ctx.ip));
    if (!result.ok) {
      if (result.code === "invalidCode") await recordSecondFactorFailure(admitted.ticket);
      return result.code === "invalidToken"
        ? fail("unauthenticated", "security.errors.secondStepExpired")
        : authFailure(result.code);
    }
    await clearSecondFactorFailures(admitted.ticket);
    const owner = await liveAccount(await getDb(), { id: result.data.userId });
    if (owner) rememberDevice(jar, owner.email);
    return ok({ redirectTo: await landingFor(result.data.userId, portal, input.next) });
  },
);

export const affiliateSignUpAction = publicAction(
  {
    schema: affiliateSignUpSchema,
    invalid: "auth.errors.signUpInvalid",
    rateLimit: [{ name: "signup-ip", limit: 20, key: (_, ctx) => ctx.network }],
  },
  async ({ input: { name, email, phone, document, password } }) => {
    if (!(await registrationsOpen())) return fail("forbidden", "adminSettings.userLimit.reached");
    const result = await getAuth().signUp(await requestCookieJar(), {
      email,
      password,
      metadata: { name, phone, document, user_type: "affiliate" },
    });
    if (!result.ok && result.code === "emailInUse") {
      // Answered like a sign-up awaiting confirmation ("Verifique seu e-mail"); the owner is e-mailed instead.
      await notifyExistingAccount(email);
      return ok({ redirectTo: null });
    }
    if (!result.ok) return authFailure(await signUpFailure(result.code));
    return ok({ redirectTo: result.data.signedIn ? "/affiliates" : null });
  },
);

const signOut = publicAction({ schema: z.unknown() }, async () => {
  await getAuth().signOut(await requestCookieJar());
  redirect("/");
});

/**
 * Bound to a `<form action>` (which expects void); the FormData it passes carries nothing we read. The cookies
 * are gone even when the session could not be revoked (database down), so the visitor lands on the home page.
 */
export async function signOutAction(): Promise<void> {
  await signOut(undefined);
  redirect("/");
}

export const forgotPasswordAction = publicAction(
  {
    schema: forgotPasswordSchema,
    invalid: "validation.emailInvalid",
    // Per e-mail and network, and per network: requests for someone's e-mail from elsewhere never refuse the owner's.
    // How many e-mails an account receives is capped after the response (./password-recovery.ts).
    rateLimit: [
      { name: "recover-network", limit: 5, key: (input, ctx) => `${input.email}|${ctx.network}` },
      { name: "recover-ip", limit: 20, key: (_, ctx) => ctx.network },
    ],
  },
  async ({ input }) => {
    // The same words at the same moment for every address: whether an account exists (and the e-mail is sent) is
    // decided after the response, so neither the answer nor its timing tells who has an account here.
    after(() => sendRecoveryEmail(input.email));
    return ok(undefined);
  },
);

export const resetPasswordAction = publicAction(
  { schema: resetPasswordSchema, invalid: "auth.errors.signUpInvalid" },
  async ({ input }) => {
    const jar = await requestCookieJar();
    const result = await getAuth().resetPassword(jar, input.token, input.password);
    if (!result.ok) return authFailure(result.code);
    // The link proved the e-mail: this browser is the owner's, and the guesses counted for the account end.
    await clearAccountAttempts(result.data.email);
    rememberDevice(jar, result.data.email);
    return ok(undefined);
  },
);
