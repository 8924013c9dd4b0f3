"use server";

import { cookies } from "next/headers";
import { fail, ok } from "@/lib/action-result";
import { authFailure } from "@/lib/account/auth-failure";
import { publicAction, userAction } from "@/lib/action-client";
import { getAuth } from "@/lib/auth/adapter";
import { memoryCookieJar, requestCookieJar } from "@/lib/auth/cookie-jars";
import { notifyExistingAccount } from "@/lib/auth/existing-account";
import { isHttpsApp } from "@/lib/env";
import { redactError } from "@/lib/security/redact";
import { paymentsMode } from "@/lib/payments";
import { registrationsOpen, signUpFailure } from "@/lib/settings/user-limit";
import { beginPaidPlan, signUpSubscriber } from "./checkout";
import { REFERRAL_COOKIE, REFERRAL_COOKIE_MAX_AGE, referralCodeSchema } from "./referral";
import { registerSchema, upgradeSchema } from "./schema";

/** /register for a visitor: creates the account (trial access), then, for a paid plan, the PIX subscription. */
export const registerAction = publicAction(
  {
    schema: registerSchema,
    invalid: "auth.errors.signUpInvalid",
    rateLimit: [
      { name: "register", limit: 10, key: (input) => input.email },
      { name: "register-ip", limit: 20, key: (_, ctx) => ctx.network },
    ],
  },
  async ({ input }) => {
    const { name, email, cpf, phone, password, plan } = input;
    const paid = Boolean(plan) && plan !== "trial";
    // Refused before the account exists: a paid registration that cannot be charged creates nothing.
    if (paid && paymentsMode() === "not_configured")
      return fail("unavailable", "billing.register.errors.paymentsUnavailable");
    if (!(await registrationsOpen())) return fail("forbidden", "adminSettings.userLimit.reached");
    const referralCode = input.ref ?? (await cookies()).get(REFERRAL_COOKIE)?.value ?? null;
    // A trial account is not signed in here ('Cadastro realizado!' sends the visitor to /login): the answer is then
    // the same, cookies included, whether the e-mail was new or not. A paid one needs its session for the PIX page.
    const jar = paid ? await requestCookieJar() : memoryCookieJar();
    const signUp = await signUpSubscriber(jar, { name, email, password, cpf, phone }, referralCode);
    // The session the sign-up opened never reaches this browser: closed now, not left as an unknown device.
    if (!paid && signUp.ok)
      await getAuth()
        .signOut(jar)
        .catch((error: unknown) => console.warn("[billing] trial sign-up session not closed", redactError(error)));
    if (!signUp.ok && signUp.code === "emailInUse") {
      // Answered like a new trial account, so this page never tells who has an account; the owner is e-mailed.
      await notifyExistingAccount(email);
      return ok({ redirectTo: "/login", trial: true });
    }
    if (!signUp.ok) return authFailure(await signUpFailure(signUp.code));
    if (!plan || !paid) return ok({ redirectTo: "/login", trial: true });

    const started = await beginPaidPlan({
      userId: signUp.data.userId,
      name,
      email,
      document: cpf,
      phone,
      planSlug: plan,
      referralCode,
      isUpgrade: false,
    });
    return started.ok ? ok({ ...started.data, trial: false }) : started;
  },
);

/** /register in upgrade mode: a signed-in user buys (or changes to) a paid plan. */
export const upgradeAction = userAction(
  {
    schema: upgradeSchema,
    invalid: "auth.errors.signUpInvalid",
    rateLimit: [{ name: "upgrade", limit: 10, key: (_, ctx) => ctx.profile.id }],
  },
  async ({ input, ctx: { profile } }) => {
    if (input.plan === profile.subscriptionStatus) return fail("conflict", "billing.register.errors.samePlan");
    return beginPaidPlan({
      userId: profile.id,
      name: profile.name,
      email: profile.email,
      document: input.cpf,
      phone: input.phone,
      planSlug: input.plan,
      referralCode: null,
      isUpgrade: true,
    });
  },
);

/** Keeps an affiliate's ref for 30 days in a first-party cookie, so a later registration still credits it. */
export const rememberReferralAction = publicAction({ schema: referralCodeSchema }, async ({ input: ref }) => {
  (await cookies()).set(REFERRAL_COOKIE, ref, {
    httpOnly: true,
    sameSite: "lax",
    secure: isHttpsApp(),
    path: "/",
    maxAge: REFERRAL_COOKIE_MAX_AGE,
  });
  return ok(undefined);
});
