import "server-only";
import { eq } from "drizzle-orm";
import { cache } from "react";
import { withRls, type JwtClaims } from "@/lib/db/rls";
import { systemSettings } from "@/lib/db/schema";
import { requireAdmin2faByDefault } from "@/lib/env";
import { getAuth } from "./adapter";
import { requestCookieJar } from "./cookie-jars";
import { SETTINGS_PAGES } from "./routes";

/** The admin security setting 'Exigir 2FA para administradores' ('true' / 'false'; written in /admin/settings). */
export const REQUIRE_ADMIN_2FA_KEY = "require_admin_2fa";

export type AdminTwoFactorState = { required: boolean; enabled: boolean };

/** Whether 'Exigir 2FA para administradores' is on (unset: on in production, see requireAdmin2faByDefault). Read under RLS as the admin (the policy lets admins read system_settings); memoised per request. */
export const adminTwoFactorRequired = cache(async (claims: JwtClaims): Promise<boolean> => {
  const [setting] = await withRls(claims, (tx) =>
    tx
      .select({ value: systemSettings.settingValue })
      .from(systemSettings)
      .where(eq(systemSettings.settingKey, REQUIRE_ADMIN_2FA_KEY))
      .limit(1),
  );
  const value = setting?.value?.trim().toLowerCase();
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
