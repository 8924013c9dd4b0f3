import { GatedToolPage, toolMetadata } from "@/components/tools/gated-tool-page";
import { CltVsPjTool } from "@/components/tools/clt-vs-pj/clt-vs-pj-tool";
import { withClientMessages } from "@/components/i18n/client-messages";

export const generateMetadata = () => toolMetadata("clt_vs_pj");

function Page() {
  return (
    <GatedToolPage tool="clt_vs_pj">
      <CltVsPjTool />
    </GatedToolPage>
  );
}

export default withClientMessages("(app)/clt-vs-pj/page", Page);
