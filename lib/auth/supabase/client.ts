import "server-only";
import type { AuthError } from "@supabase/supabase-js";
import type { AuthErrorCode, CookieJar } from "@/lib/auth/types";
import { env, isHttpsApp } from "@/lib/env";

type CookieWrite = { name: string; value: string; options?: Record<string, unknown> };

// Loaded on first use, so the embedded mode never loads supabase-js.
export async function client(jar: CookieJar) {
  const { createServerClient } = await import("@supabase/ssr");
  const { NEXT_PUBLIC_SUPABASE_URL, NEXT_PUBLIC_SUPABASE_ANON_KEY } = env();
  return createServerClient(NEXT_PUBLIC_SUPABASE_URL!, NEXT_PUBLIC_SUPABASE_ANON_KEY!, {
    cookies: {
      getAll: () => jar.all(),
      setAll: (cookies: CookieWrite[]) => {
        // No browser client reads them: HttpOnly, SameSite=Lax, and Secure whenever the app is served over https.
        const hardened = { httpOnly: true, sameSite: "lax", secure: isHttpsApp() } as const;
        for (const c of cookies) jar.set(c.name, c.value, { ...(c.options ?? {}), ...hardened } as never);
      },
    },
  });
}

export function mapError(error: AuthError): AuthErrorCode {
  switch (error.code) {
    case "invalid_credentials":
      return "invalidCredentials";
    // Supabase Auth checks the password first: only its owner learns that the address awaits confirmation.
    case "email_not_confirmed":
      return "emailNotConfirmed";
    case "user_already_exists":
    case "email_exists":
      return "emailInUse";
    case "weak_password":
      return "weakPassword";
    case "over_request_rate_limit":
    case "over_email_send_rate_limit":
      return "rateLimited";
    case "otp_expired":
    case "bad_jwt":
      return "invalidToken";
    default:
      return "unavailable";
  }
}

