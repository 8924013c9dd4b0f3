import "server-only";
import { fail, ok, type ActionResult } from "@/lib/action-result";
import { runWithServiceRole } from "@/lib/db/admin";
import { getDb } from "@/lib/db/client";
import { withRls, type JwtClaims } from "@/lib/db/rls";
import { checkLogo, type LogoCheck } from "./logo";
import { deleteBranding, saveBranding, storeBrandingLogo, type BrandingUpdate } from "./mutations";
import { probeLogo } from "./pdf/render";

// What the branding actions do (branding-actions.ts). Apart from requests.ts, so that /settings, whose branding form
// is the only report form it has, does not reach the report builder through its actions.

/**
 * Saves the white-label cover (enterprise). The logo is checked by its magic bytes and decoded dimensions, then
 * drawn once into a probe PDF, so a file the renderer cannot read is refused here rather than failing every
 * report later.
 */
export async function saveReportBranding(
  claims: JwtClaims,
  input: { officeName: string; removeLogo: boolean; logo: Blob | null },
): Promise<ActionResult> {
  const update: BrandingUpdate = { officeName: input.officeName };
  if (input.logo) {
    const bytes = new Uint8Array(await input.logo.arrayBuffer());
    const checked = checkLogo(bytes);
    const field = (key: Extract<LogoCheck, { ok: false }>["error"]) =>
      fail("invalid_input", `reports.branding.errors.${key}`, { logo: `reports.branding.errors.${key}` });
    if (!checked.ok) return field(checked.error);
    if (!(await probeLogo(bytes, checked.mime))) return field("logoType");
    update.logo = { data: bytes, mime: checked.mime, width: checked.width, height: checked.height };
  } else if (input.removeLogo) {
    update.logo = null;
  }
  // The office name as the user (row-level security checks the plan and the owner), then the checked logo as the
  // server, on the row that write proved to be the user's.
  await withRls(claims, (tx) => saveBranding(tx, claims.sub, update));
  const logo = update.logo;
  if (logo !== undefined) await runWithServiceRole(await getDb(), (tx) => storeBrandingLogo(tx, claims.sub, logo));
  return ok(undefined);
}

export async function removeReportBranding(claims: JwtClaims): Promise<ActionResult> {
  await withRls(claims, (tx) => deleteBranding(tx, claims.sub));
  return ok(undefined);
}
