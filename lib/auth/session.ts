import "server-only";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import { readOwnProfile, type ProfileDto } from "@/lib/auth/profile";
import { isDatabaseUnavailable } from "@/lib/db/errors";
import { AppError } from "@/lib/errors";
import { getAuth } from "./adapter";
import { ADMIN_2FA_ENROL_PATH, adminTwoFactorState } from "./admin-two-factor";
import { requestCookieJar } from "./cookie-jars";
import { SESSION_HANDOFF_HEADER, takeHandedOffSession, type HandedOff } from "./session-handoff";
import type { AuthClaims } from "./types";
import { redactError } from "@/lib/security/redact";

/**
 * Verified claims of this request's session (memoised per request): those proxy.ts verified for this very request
 * when it handed them over, otherwise verified here.
 */
export const getClaims = cache(async (): Promise<AuthClaims | null> => {
  return (await handedOffSession())?.claims ?? getAuth().getClaims(await requestCookieJar());
});

/** What proxy.ts handed over for this request, taken once (memoised per request). */
const handedOffSession = cache(async (): Promise<HandedOff | null> =>
  takeHandedOffSession((await headers()).get(SESSION_HANDOFF_HEADER), await requestCookieJar()),
);

export type CurrentUser = { claims: AuthClaims; profile: ProfileDto };

type ProfileLookup =
  { status: "ok"; profile: ProfileDto } | { status: "missing" } | { status: "error" } | { status: "unavailable" };

const lookupProfile = cache(async (claims: AuthClaims): Promise<ProfileLookup> => {
  // The profile proxy.ts read for these very claims a moment ago (a back-office page), else read here.
  const handedOff = await handedOffSession();
  if (handedOff?.profile && handedOff.claims === claims) return { status: "ok", profile: handedOff.profile };
  return readProfile(claims);
});

async function readProfile(claims: AuthClaims): Promise<ProfileLookup> {
  try {
    const profile = await readOwnProfile(claims);
    return profile ? { status: "ok", profile } : { status: "missing" };
  } catch (error) {
    if (isDatabaseUnavailable(error)) return { status: "unavailable" };
    console.error("profile lookup failed", redactError(error, { stack: true }));
    return { status: "error" };
  }
}

/**
 * A signed-in user whose profile cannot be read because the database is down is not signed out: the action
 * pipeline answers `unavailable`, and a page shows the error page instead of sending them to sign in again.
 */
function unavailable(found: ProfileLookup): void {
  if (found.status === "unavailable") throw new AppError("unavailable", "outage.database");
}

/** The signed-in user, or null. For pages that render differently for visitors. */
export async function getCurrentUser(): Promise<CurrentUser | null> {
  const claims = await getClaims();
  if (!claims) return null;
  const found = await lookupProfile(claims);
  unavailable(found);
  return found.status === "ok" ? { claims, profile: found.profile } : null;
}

/** Every user page and action calls this, whatever proxy.ts already checked. */
export async function requireUser(nextPath?: string): Promise<CurrentUser> {
  const claims = await getClaims();
  if (!claims) redirect(nextPath ? `/login?next=${encodeURIComponent(nextPath)}` : "/login");
  const found = await lookupProfile(claims);
  unavailable(found);
  if (found.status !== "ok") redirect("/login?erro=perfil");
  return { claims, profile: found.profile };
}

/**
 * Where an admin route sends this visitor, or null to let them through:
 * nobody → /admin/login; lookup error → 'Erro de acesso'; no profile → 'Perfil não encontrado';
 * not admin → /dashboard with 'Acesso negado'. requireAdmin() asks it; proxy.ts asks the same gate (adminGate).
 */
export async function adminGateTarget(claims: AuthClaims | null): Promise<string | null> {
  return claims ? gateOf(await lookupProfile(claims)).target : "/admin/login";
}

/**
 * The same gate for proxy.ts, which reads the profile itself (the handoff is the page's side), with the admin's
 * profile when it lets them through: the proxy hands it to the page.
 */
export async function adminGate(claims: AuthClaims | null): Promise<{ target: string | null; profile?: ProfileDto }> {
  return claims ? gateOf(await readProfile(claims)) : { target: "/admin/login" };
}

function gateOf(found: ProfileLookup): { target: string | null; profile?: ProfileDto } {
  if (found.status === "error" || found.status === "unavailable") return { target: "/admin/login?erro=acesso" };
  if (found.status === "missing") return { target: "/admin/login?erro=perfil" };
  if (found.profile.userType !== "admin") return { target: "/dashboard?aviso=acesso-negado" };
  return { target: null, profile: found.profile };
}

/**
 * Admin pages and actions call this, whatever proxy.ts already checked. With 'Exigir 2FA para administradores' on,
 * an admin without two-factor authentication is sent to enrol first.
 */
export async function requireAdmin(): Promise<CurrentUser> {
  const claims = await getClaims();
  const target = await adminGateTarget(claims);
  if (target || !claims) redirect(target ?? "/admin/login");
  const found = await lookupProfile(claims);
  if (found.status !== "ok") redirect("/admin/login?erro=inesperado");
  const twoFactor = await adminTwoFactorState(claims);
  if (twoFactor.required && !twoFactor.enabled) redirect(ADMIN_2FA_ENROL_PATH);
  return { claims, profile: found.profile };
}
