import { NextResponse, type NextRequest } from "next/server";
import { getAuth } from "@/lib/auth/adapter";
import { proxyCookieJar } from "@/lib/auth/cookie-jars";
import { adminGateTarget } from "@/lib/auth/session";
import { isAdminRoute, isUserRoute } from "@/lib/auth/routes";
import type { AuthClaims } from "@/lib/auth/types";
import { redactError } from "@/lib/security/redact";

/**
 * Refreshes the session on every page request and makes the coarse redirects. Pages and actions authorise
 * again with requireUser()/requireAdmin(): this is not the security boundary (CVE-2025-29927).
 */
export async function proxy(request: NextRequest) {
  const { jar, applyTo } = proxyCookieJar(request);
  let claims: AuthClaims | null = null;
  try {
    claims = await getAuth().refreshSession(jar);
  } catch (error) {
    console.error("session refresh failed", redactError(error, { stack: true }));
  }

  const path = request.nextUrl.pathname;
  const redirectTo = (target: string) => applyTo(NextResponse.redirect(new URL(target, request.url)));

  if (isAdminRoute(path)) {
    const target = await adminGateTarget(claims);
    if (target) return redirectTo(target);
  } else if (isUserRoute(path) && !claims) {
    return redirectTo(`/login?next=${encodeURIComponent(path + request.nextUrl.search)}`);
  }
  return applyTo(NextResponse.next({ request }));
}

export const config = {
  matcher: ["/((?!_next/static|_next/image|favicon.ico|icons/|manifest.webmanifest|api/webhooks|api/jobs|api/health).*)"],
};
