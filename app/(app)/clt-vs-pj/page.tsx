import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { GatedToolPage } from "@/components/tools/gated-tool-page";
import { CltVsPjTool } from "@/components/tools/clt-vs-pj/clt-vs-pj-tool";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("tools.cltVsPj");
  return { title: t("title") };
}

export default function Page() {
  return (
    <GatedToolPage flag="cltVsPj" path="/clt-vs-pj" ns="cltVsPj">
      <CltVsPjTool />
    </GatedToolPage>
  );
}
