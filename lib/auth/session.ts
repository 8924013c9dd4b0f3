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
import { SESSION_HANDOFF_HEADER, takeHandedOffSession } from "./session-handoff";
import type { AuthClaims } from "./types";
import { redactError } from "@/lib/security/redact";

/**
 * Verified claims of this request's session (memoised per request): those proxy.ts verified for this very request
 * when it handed them over, otherwise verified here.
 */
export const getClaims = cache(async (): Promise<AuthClaims | null> => {
  const jar = await requestCookieJar();
  const handedOff = takeHandedOffSession((await headers()).get(SESSION_HANDOFF_HEADER), jar);
  return handedOff ?? getAuth().getClaims(jar);
});

export type CurrentUser = { claims: AuthClaims; profile: ProfileDto };

type ProfileLookup =
  { status: "ok"; profile: ProfileDto } | { status: "missing" } | { status: "error" } | { status: "unavailable" };

const lookupProfile = cache(async (claims: AuthClaims): Promise<ProfileLookup> => {
  try {
    const profile = await readOwnProfile(claims);
    return profile ? { status: "ok", profile } : { status: "missing" };
  } catch (error) {
    if (isDatabaseUnavailable(error)) return { status: "unavailable" };
    console.error("profile lookup failed", redactError(error, { stack: true }));
    return { status: "error" };
  }
});

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
 * not admin → /dashboard with 'Acesso negado'. Used by proxy.ts and, again, by requireAdmin().
 */
export async function adminGateTarget(claims: AuthClaims | null): Promise<string | null> {
  if (!claims) return "/admin/login";
  const found = await lookupProfile(claims);
  if (found.status === "error" || found.status === "unavailable") return "/admin/login?erro=acesso";
  if (found.status === "missing") return "/admin/login?erro=perfil";
  if (found.profile.userType !== "admin") return "/dashboard?aviso=acesso-negado";
  return null;
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
