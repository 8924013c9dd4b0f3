import "server-only";
import { after } from "next/server";
import { SETTINGS_PAGES } from "@/lib/auth/routes";
import { twoFactorChangedEmail } from "@/lib/email/templates";
import { sendEmail } from "@/lib/email/send";
import { env } from "@/lib/env";
import { redactError } from "@/lib/security/redact";

/**
 * Tells the owner, after the response, that two-factor authentication was turned on or off: an administrator whose
 * password was known to someone learns that a stranger enrolled their own authenticator, and anyone learns of a
 * change they did not make.
 */
export function noticeTwoFactorChange(owner: { email: string; name: string }, change: "enabled" | "disabled"): void {
  after(async () => {
    try {
      const link = `${env().APP_URL}${SETTINGS_PAGES.security}`;
      await sendEmail(twoFactorChangedEmail(owner.email, owner.name || owner.email, change, link));
    } catch (error) {
      console.error("[auth] 2FA change notice not sent", redactError(error, { stack: true }));
    }
  });
}
