import { NextResponse } from "next/server";
import { verifySupabaseOtp } from "@/lib/auth/supabase/adapter";
import { requestCookieJar } from "@/lib/auth/cookie-jars";
import { safeRedirect } from "@/lib/auth/redirect";
import { env, isSupabaseAuth } from "@/lib/env";
import { routeHandler } from "@/lib/route-handler";

const TYPES = ["recovery", "signup", "email", "email_change"] as const;

/** Supabase e-mail links (recovery, sign-up confirmation) land here: token_hash → session, then `next`. */
export const GET = routeHandler({ auth: "visitor" }, async ({ request }) => {
  if (!isSupabaseAuth()) return new NextResponse(null, { status: 404 });
  const params = new URL(request.url).searchParams;
  const tokenHash = params.get("token_hash");
  const type = TYPES.find((t) => t === params.get("type"));
  const next = safeRedirect(params.get("next"), "/dashboard");
  if (tokenHash && type && (await verifySupabaseOtp(await requestCookieJar(), tokenHash, type))) {
    return NextResponse.redirect(new URL(next, env().APP_URL));
  }
  return NextResponse.redirect(new URL(type === "recovery" ? "/reset-password" : "/login?erro=acesso", env().APP_URL));
});
