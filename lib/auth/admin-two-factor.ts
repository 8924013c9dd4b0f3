import "server-only";
import { cache } from "react";
import { readAsUser, type JwtClaims } from "@/lib/db/rls";
import { requireAdmin2faByDefault } from "@/lib/env";
import { getAuth } from "./adapter";
import { requestCookieJar } from "./cookie-jars";
import { SETTINGS_PAGES } from "./routes";

/** The admin security setting 'Exigir 2FA para administradores' ('true' / 'false'; written in /admin/settings). */
export const REQUIRE_ADMIN_2FA_KEY = "require_admin_2fa";

export type AdminTwoFactorState = { required: boolean; enabled: boolean };

const REQUIRED_SETTING = `select setting_value as value from public.system_settings where setting_key = '${REQUIRE_ADMIN_2FA_KEY}'`;

/** Whether 'Exigir 2FA para administradores' is on (unset: on in production, see requireAdmin2faByDefault). Read under RLS as the admin (the policy lets admins read system_settings); memoised per request. */
export const adminTwoFactorRequired = cache(async (claims: JwtClaims): Promise<boolean> => {
  // One round trip (readAsUser) where a withRls transaction took four: every back-office request asks.
  const [setting] = await readAsUser(claims, REQUIRED_SETTING);
  const value = typeof setting?.value === "string" ? setting.value.trim().toLowerCase() : undefined;
  return value ? value === "true" : requireAdmin2faByDefault();
});

/** Whether this administrator has two-factor authentication on, and whether the setting makes it mandatory; memoised per request. */
export const adminTwoFactorState = cache(async (claims: JwtClaims): Promise<AdminTwoFactorState> => {
  const required = await adminTwoFactorRequired(claims);
  const { enabled } = await getAuth().mfaStatus(await requestCookieJar(), claims.sub);
  return { required, enabled };
});

/** Where an admin without the mandatory second factor is sent before anything else in /admin. */
export const ADMIN_2FA_ENROL_PATH = `${SETTINGS_PAGES.security}?aviso=2fa-obrigatorio`;
