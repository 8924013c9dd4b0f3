"use server";

import { cookies } from "next/headers";
import { fail, fieldErrorsOf, ok, type ActionResult } from "@/lib/action-result";
import { getAuth } from "@/lib/auth/adapter";
import { requestCookieJar } from "@/lib/auth/cookie-jars";
import { hitRateLimit } from "@/lib/auth/rate-limit";
import { getCurrentUser } from "@/lib/auth/session";
import { getDb } from "@/lib/db/client";
import { getPaymentProvider } from "@/lib/payments";
import { PaymentProviderError } from "@/lib/payments/provider";
import { REFERRAL_COOKIE } from "./referral";
import { startPaidRegistration } from "./registration";
import { registerSchema, upgradeSchema } from "./schema";

async function paidRegistration(params: Parameters<typeof startPaidRegistration>[2]): Promise<ActionResult<{ redirectTo: string }>> {
  try {
    const result = await startPaidRegistration(await getDb(), getPaymentProvider(), params);
    if (!result.ok) return fail("billing.register.errors.planUnavailable");
    return ok({ redirectTo: `/payment-pending?registration_id=${result.registrationId}` });
  } catch (error) {
    if (error instanceof PaymentProviderError) {
      console.error("[billing] payment creation failed", error);
      return fail(error.code === "invalid_cpfCnpj" ? "validation.cpfInvalid" : "billing.register.errors.payment");
    }
    throw error;
  }
}

/** /register for a visitor: creates the account (trial access), then, for a paid plan, the PIX subscription. */
export async function registerAction(input: unknown): Promise<ActionResult<{ redirectTo: string; trial: boolean }>> {
  const parsed = registerSchema.safeParse(input);
  if (!parsed.success) return fail("auth.errors.signUpInvalid", fieldErrorsOf(parsed.error.issues));
  const { name, email, cpf, phone, password, plan } = parsed.data;
  if (hitRateLimit(`register:${email}`, 10)) return fail("auth.errors.rateLimited");
  const referralCode = parsed.data.ref ?? (await cookies()).get(REFERRAL_COOKIE)?.value ?? null;

  // Fields the sign-up trigger reads; referral_code links the referral (supabase/migrations/*_signup.sql).
  const metadata = { name, phone, document: cpf, cpf, user_type: "subscriber" as const, subscription: "trial" as const, referral_code: referralCode ?? undefined };
  const signUp = await getAuth().signUp(await requestCookieJar(), { email, password, metadata });
  if (!signUp.ok) {
    return signUp.code === "emailInUse"
      ? fail("auth.errors.emailInUse", { email: "auth.errors.emailInUse" })
      : fail(`auth.errors.${signUp.code}`);
  }
  if (!plan || plan === "trial") return ok({ redirectTo: "/login", trial: true });

  const result = await paidRegistration({
    userId: signUp.data.userId,
    name,
    email,
    document: cpf,
    phone,
    planSlug: plan,
    referralCode,
    isUpgrade: false,
  });
  return result.ok ? ok({ ...result.data, trial: false }) : result;
}

/** /register in upgrade mode: a signed-in user buys (or changes to) a paid plan. */
export async function upgradeAction(input: unknown): Promise<ActionResult<{ redirectTo: string }>> {
  const user = await getCurrentUser();
  if (!user) return fail("billing.register.errors.signedOut");
  const parsed = upgradeSchema.safeParse(input);
  if (!parsed.success) return fail("auth.errors.signUpInvalid", fieldErrorsOf(parsed.error.issues));
  if (parsed.data.plan === user.profile.subscriptionStatus) return fail("billing.register.errors.samePlan");
  if (hitRateLimit(`upgrade:${user.profile.id}`, 10)) return fail("auth.errors.rateLimited");
  return paidRegistration({
    userId: user.profile.id,
    name: user.profile.name,
    email: user.profile.email,
    document: parsed.data.cpf,
    phone: parsed.data.phone,
    planSlug: parsed.data.plan,
    referralCode: null,
    isUpgrade: true,
  });
}

/** Keeps an affiliate's ref for 30 days in a first-party cookie, so a later registration still credits it. */
export async function rememberReferralAction(ref: string): Promise<void> {
  if (!/^[A-Za-z0-9]{4,40}$/.test(ref)) return;
  (await cookies()).set(REFERRAL_COOKIE, ref.toUpperCase(), {
    httpOnly: true,
    sameSite: "lax",
    secure: process.env.NODE_ENV === "production",
    path: "/",
    maxAge: 30 * 24 * 60 * 60,
  });
}
