import { NextResponse, type NextRequest } from "next/server";
import { getAuth } from "@/lib/auth/adapter";
import { proxyCookieJar } from "@/lib/auth/cookie-jars";
import { adminGate } from "@/lib/auth/session";
import type { ProfileDto } from "@/lib/auth/profile";
import { handOffSession, SESSION_HANDOFF_HEADER } from "@/lib/auth/session-handoff";
import { isAdminRoute, isPublicRoute, isUserRoute, PAGE_AUDIENCE_HEADER } from "@/lib/auth/routes";
import type { AuthClaims } from "@/lib/auth/types";
import { isDatabaseUnavailable } from "@/lib/db/errors";
import { databaseReachable } from "@/lib/db/health";
import { env } from "@/lib/env";
import { crossOriginActionResponse, isCrossOriginAction } from "@/lib/security/action-origin";
import { redactError } from "@/lib/security/redact";
import { createNonce, isHttpsRequest, NONCE_REQUEST_HEADER, proxySecurityHeaders } from "@/lib/security/headers";
import { isPrerenderedRoute } from "@/lib/security/prerendered-routes";
import { maintenancePageHtml, maintenanceProblemJson, unavailablePageHtml } from "@/lib/security/unavailable-page";
import { isMaintenanceExempt } from "@/lib/settings/maintenance";
import { debugLog, readSwitches } from "@/lib/settings/switches";

/**
 * Refreshes the session on every page request, makes the coarse redirects and sets the per-request security
 * headers. Pages and actions authorise again with requireUser()/requireAdmin(): this is not the security boundary
 * (CVE-2025-29927).
 */
export async function proxy(request: NextRequest) {
  const path = request.nextUrl.pathname;
  // A server action posted from another site: 403 here (Next would throw, answering 500 and logging an error).
  if (isCrossOriginAction(request.method, request.headers, path)) return crossOriginActionResponse();
  // The database is down: pages answer 503 with a pt-BR page (Next would render its error page as a 500, and the
  // session check below would send signed-in people to /login). Route handlers answer their own 503s.
  // The status page is the exception: it reports the outage itself.
  const isPage = !path.startsWith("/api/");
  if (isPage && !isPublicRoute(path) && !(await databaseReachable())) return unavailable();

  const { jar, applyTo, wrote } = proxyCookieJar(request);
  let claims: AuthClaims | null = null;
  try {
    claims = await getAuth().refreshSession(jar);
  } catch (error) {
    if (isPage && !isPublicRoute(path) && isDatabaseUnavailable(error)) return unavailable();
    console.error("session refresh failed", redactError(error, { stack: true }));
  }

  // A fresh nonce per request. Next reads it from the CSP *request* header and stamps its own scripts with it,
  // which only happens in pages rendered per request. A prerendered page (the public ones) carries nothing from
  // the request: its policy, with the hashes of its inline scripts, is cached with its HTML
  // (docs/security-headers.md).
  const dev = env().NODE_ENV === "development";
  const prerendered = !dev && isPrerenderedRoute(path);
  const nonce = createNonce();
  const https = isHttpsRequest(request.nextUrl, request.headers.get("x-forwarded-proto"));
  const security = proxySecurityHeaders({ nonce, dev, https, path, prerendered });
  // A response made here (the maintenance page, a redirect) is not the prerendered page: it gets the full policy.
  const finish = (response: NextResponse, ownResponse = true) => {
    const headers = ownResponse ? proxySecurityHeaders({ nonce, dev, https, path, prerendered: false }) : security;
    for (const [key, value] of Object.entries(headers)) response.headers.set(key, value);
    // The service worker keeps a page for offline use only when this says nobody was signed in (app/sw.ts).
    if (isPage) response.headers.set(PAGE_AUDIENCE_HEADER, claims ? "signed-in" : "anonymous");
    // A response that sets session cookies is this visitor's alone. A prerendered page is sent with
    // `s-maxage=31536000` (Next keeps a Cache-Control set here instead of its own): a shared cache that stores
    // Set-Cookie responses would hand the refreshed session to the next visitor.
    if (wrote()) response.headers.set("Cache-Control", "private, no-store");
    return applyTo(response);
  };
  const redirectTo = (target: string) => finish(NextResponse.redirect(new URL(target, request.url)));

  // Maintenance (admin setting, read at most every 5 s): visitors and non-admins get the maintenance page, and the
  // /api routes (assistant, export, sandbox, /api/v1, whose handler also checks) a problem+json; the admin area, its
  // login and static files stay up (webhooks, /api/jobs and /api/health never pass through here).
  if (!isMaintenanceExempt(path)) {
    const switches = await readSwitches();
    if (switches.debug) await debugLog("proxy", `${request.method} ${path}`, { signedIn: Boolean(claims) });
    if (switches.maintenance && (claims === null || (await adminGate(claims)).target !== null)) {
      const [body, type] = isPage
        ? [maintenancePageHtml(), "text/html; charset=utf-8"]
        : [maintenanceProblemJson(), "application/problem+json"];
      return finish(
        new NextResponse(body, {
          status: 503,
          headers: { "Content-Type": type, "Retry-After": "60", "Cache-Control": "no-store" },
        }),
      );
    }
  }

  // The profile the admin gate read goes to the page with the session, which then does not read it again.
  let profile: ProfileDto | undefined;
  if (isAdminRoute(path)) {
    const gate = await adminGate(claims);
    if (gate.target) return redirectTo(gate.target);
    profile = gate.profile;
  } else if (isUserRoute(path) && !claims) {
    return redirectTo(`/login?next=${encodeURIComponent(path + request.nextUrl.search)}`);
  } else if (path === "/plans" && claims) {
    // The public price list is prerendered, the same for everyone: a signed-in user's plans page, with the plan
    // they have and the upgrades, is /subscription.
    return redirectTo("/subscription");
  }
  // request.headers already carries the refreshed session cookies (the jar wrote them there).
  const forwarded = new Headers(request.headers);
  forwarded.delete(NONCE_REQUEST_HEADER);
  if (!prerendered) forwarded.set(NONCE_REQUEST_HEADER, nonce);
  // The page takes the session verified here instead of verifying it again (lib/auth/session-handoff.ts); a
  // header of that name sent by the browser is dropped.
  forwarded.delete(SESSION_HANDOFF_HEADER);
  if (claims) forwarded.set(SESSION_HANDOFF_HEADER, handOffSession(jar, claims, { profile }));
  forwarded.delete("Content-Security-Policy");
  if (security["Content-Security-Policy"] && !prerendered)
    forwarded.set("Content-Security-Policy", security["Content-Security-Policy"]);
  return finish(NextResponse.next({ request: { headers: forwarded } }), false);
}

function unavailable(): NextResponse {
  return new NextResponse(unavailablePageHtml(), {
    status: 503,
    headers: { "Content-Type": "text/html; charset=utf-8", "Retry-After": "30", "Cache-Control": "no-store" },
  });
}

export const config = {
  // Static files, the service worker (/serwist/sw.js: a build-time file that must not carry a page CSP) and the
  // crawlers' files skip the session refresh.
  matcher: [
    "/((?!_next/static|_next/image|favicon.ico|icons/|manifest.webmanifest|serwist/|robots.txt|sitemap.xml|og/|api/webhooks|api/jobs|api/health).*)",
  ],
};
