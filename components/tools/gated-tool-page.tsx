import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { gatePage } from "@/components/plans/page-gate";
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
export async function gateToolPage(tool: ToolKey) {
  const { route, feature, messages } = TOOLS[tool];
  const t = await getTranslations();
  return gatePage({ route, need: feature }, { feature: t(messages.title), header: <ToolPageHeader tool={tool} /> });
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
