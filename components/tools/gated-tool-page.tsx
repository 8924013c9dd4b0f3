import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { UpgradeGate } from "@/components/plans/upgrade-gate";
import { requireTool } from "@/lib/tools/access";
import { TOOLS, type ToolKey } from "@/lib/tools/catalogue";
import { ToolPageHeader } from "./tool-page-header";

/** A tool page's <title>: the catalogue's title message. */
export async function toolMetadata(tool: ToolKey): Promise<Metadata> {
  const t = await getTranslations();
  return { title: t(TOOLS[tool].messages.title) };
}

/** A calculator page: signed-in user, the tool's plan flag checked on the server, the upgrade gate when the plan lacks it. */
export async function GatedToolPage({ tool, children }: { tool: ToolKey; children: React.ReactNode }) {
  const { user, allowed } = await requireTool(tool);
  const t = await getTranslations();
  return (
    <div className="grid gap-6">
      <ToolPageHeader tool={tool} />
      {allowed ? (
        children
      ) : (
        <UpgradeGate status={user.profile.subscriptionStatus} feature={t(TOOLS[tool].messages.title)} />
      )}
    </div>
  );
}
