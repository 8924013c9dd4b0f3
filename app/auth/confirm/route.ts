import { NextResponse } from "next/server";
import { verifySupabaseOtp } from "@/lib/auth/supabase/adapter";
import { requestCookieJar } from "@/lib/auth/cookie-jars";
import { safeRedirect } from "@/lib/auth/redirect";
import { env, isSupabaseAuth } from "@/lib/env";
import { routeHandler } from "@/lib/route-handler";

const TYPES = ["recovery", "signup", "email", "email_change"] as const;
type LinkType = (typeof TYPES)[number];

/** Supabase e-mail links (recovery, sign-up confirmation, e-mail change) land here: token_hash → session, then `next`. */
export const GET = routeHandler({ auth: "visitor" }, async ({ request }) => {
  if (!isSupabaseAuth()) return new NextResponse(null, { status: 404 });
  const params = new URL(request.url).searchParams;
  const tokenHash = params.get("token_hash");
  const type = TYPES.find((t) => t === params.get("type"));
  const next = safeRedirect(params.get("next"), "/dashboard");
  const outcome = tokenHash && type ? await verifySupabaseOtp(await requestCookieJar(), tokenHash, type) : "failed";
  return NextResponse.redirect(new URL(landing(type, outcome, next), env().APP_URL));
});

/**
 * An e-mail change lands on /profile with its outcome, as the local adapter's link does (app/auth/email-change):
 * changed, or waiting for the link sent to the other address (Supabase's secure e-mail change asks both), or not
 * valid. The other links go on to `next`, or back to where a new link is asked for.
 */
function landing(type: LinkType | undefined, outcome: "session" | "accepted" | "failed", next: string): string {
  if (type === "email_change")
    return `/profile?email=${outcome === "session" ? "alterado" : outcome === "accepted" ? "pendente" : "invalido"}`;
  if (outcome !== "failed") return next;
  return type === "recovery" ? "/reset-password" : "/login?erro=acesso";
}
