import { GatedToolPage, toolMetadata } from "@/components/tools/gated-tool-page";
import { CltVsPjTool } from "@/components/tools/clt-vs-pj/clt-vs-pj-tool";

export const generateMetadata = () => toolMetadata("clt_vs_pj");

export default function Page() {
  return (
    <GatedToolPage tool="clt_vs_pj">
      <CltVsPjTool />
    </GatedToolPage>
  );
}
