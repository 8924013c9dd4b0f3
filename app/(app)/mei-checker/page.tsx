import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { GatedToolPage } from "@/components/tools/gated-tool-page";
import { MeiTool } from "@/components/tools/mei/mei-tool";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("tools.mei");
  return { title: t("title") };
}

export default function Page() {
  return (
    <GatedToolPage flag="meiChecker" path="/mei-checker" ns="mei">
      <MeiTool />
    </GatedToolPage>
  );
}
