import "server-only";
import type { AuthClaims } from "@/lib/auth/types";
import { isEmbedded } from "@/lib/db/client";
import { withRls } from "@/lib/db/rls";
import { aiUsageLast30Days, type AiUsageSummary } from "./connection-tests";
import { readOfficialRate } from "./reference-rate";
import type { OfficialRate } from "./reference-rate-schema";
import { readSettingsView, type SettingsView } from "./store";

export type SettingsPageData = {
  view: SettingsView;
  aiUsage: AiUsageSummary;
  embedded: boolean;
  officialRate: OfficialRate | null;
};

/** Everything /admin/settings shows, read as the admin (system_settings and ai_usage are admin-only under RLS). */
export async function loadSettingsPage(claims: AuthClaims): Promise<SettingsPageData> {
  const { view, aiUsage, officialRate } = await withRls(claims, async (tx) => ({
    view: await readSettingsView(tx),
    aiUsage: await aiUsageLast30Days(tx),
    officialRate: await readOfficialRate(tx),
  }));
  return { view, aiUsage, embedded: isEmbedded(), officialRate };
}
