import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { GatedToolPage } from "@/components/tools/gated-tool-page";
import { LaborTool } from "@/components/tools/labor/labor-tool";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("tools.labor");
  return { title: t("title") };
}

export default function Page() {
  return (
    <GatedToolPage flag="laborSimulator" path="/labor-simulator" ns="labor">
      <LaborTool />
    </GatedToolPage>
  );
}
