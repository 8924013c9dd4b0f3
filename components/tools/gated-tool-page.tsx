import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { gatePage, type PageGate } from "@/components/plans/page-gate";
import { hasFeature } from "@/lib/plans/permissions";
import { TOOLS, type ToolKey } from "@/lib/tools/catalogue";
import { ToolPageHeader } from "./tool-page-header";

/** A tool page's <title>: the catalogue's title message. */
export async function toolMetadata(tool: ToolKey): Promise<Metadata> {
  const t = await getTranslations();
  return { title: t(TOOLS[tool].messages.title) };
}

/**
 * gatePage for a calculator: its catalogue route and plan flag, its heading and name on the upgrade card. For a
 * tool page that loads data before rendering; the others wrap their form in <GatedToolPage tool>.
 */
export async function gateToolPage(tool: ToolKey): Promise<PageGate & { readOnly: boolean }> {
  const { route, feature, messages, preview } = TOOLS[tool];
  const t = await getTranslations();
  const gate = await gatePage(
    { route, need: preview ? [] : feature },
    { feature: t(messages.title), header: <ToolPageHeader tool={tool} /> },
  );
  // A previewed tool opens on every plan, read-only where the plan lacks its flag (docs/decisions.md §33).
  return gate.locked ? { ...gate, readOnly: false } : { ...gate, readOnly: !hasFeature(gate.permissions, feature) };
}

/** A calculator page: signed-in user, the tool's plan flag checked on the server, the upgrade gate when the plan lacks it. */
export async function GatedToolPage({ tool, children }: { tool: ToolKey; children: React.ReactNode }) {
  const gate = await gateToolPage(tool);
  if (gate.locked) return gate.locked;
  return (
    <div className="grid gap-6">
      <ToolPageHeader tool={tool} />
      {children}
    </div>
  );
}
