import "server-only";
import { fail, ok, type ActionResult } from "@/lib/action-result";
import { getAuth } from "@/lib/auth/adapter";
import type { CookieJar, AuthResult } from "@/lib/auth/types";
import { getDb } from "@/lib/db/client";
import { getPaymentProvider } from "@/lib/payments";
import { PaymentProviderError } from "@/lib/payments/provider";
import { startPaidRegistration, type PaidRegistrationInput } from "./registration";
import { redactError } from "@/lib/security/redact";

/**
 * Creates a subscriber's account with trial access. The fields of the metadata are what the sign-up trigger
 * reads (supabase/migrations/*_signup.sql); referral_code links the referral to its affiliate.
 */
export function signUpSubscriber(
  jar: CookieJar,
  account: { name: string; email: string; password: string; cpf: string; phone: string },
  referralCode: string | null,
): Promise<AuthResult<{ userId: string; signedIn: boolean }>> {
  const { name, email, password, cpf, phone } = account;
  return getAuth().signUp(jar, {
    email,
    password,
    metadata: {
      name,
      phone,
      document: cpf,
      cpf,
      user_type: "subscriber",
      subscription: "trial",
      referral_code: referralCode ?? undefined,
    },
  });
}

/** A paid plan for an existing account: the pending registration and the PIX subscription, then the payment page. */
export async function beginPaidPlan(input: PaidRegistrationInput): Promise<ActionResult<{ redirectTo: string }>> {
  try {
    const result = await startPaidRegistration(await getDb(), getPaymentProvider(), input);
    if (!result.ok) return fail("not_found", "billing.register.errors.planUnavailable");
    return ok({ redirectTo: `/payment-pending?registration_id=${result.registrationId}` });
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    console.error("[billing] payment creation failed", redactError(error, { stack: true }));
    return error.code === "invalid_cpfCnpj"
      ? fail("invalid_input", "validation.cpfInvalid")
      : fail("provider_failed", "billing.register.errors.payment");
  }
}
