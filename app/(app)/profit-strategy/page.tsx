import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { GatedToolPage } from "@/components/tools/gated-tool-page";
import { ProfitTool } from "@/components/tools/profit/profit-tool";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("tools.profit");
  return { title: t("title") };
}

export default function Page() {
  return (
    <GatedToolPage flag="profitStrategy" path="/profit-strategy" ns="profit">
      <ProfitTool />
    </GatedToolPage>
  );
}
