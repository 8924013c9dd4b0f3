import { GatedToolPage, toolMetadata } from "@/components/tools/gated-tool-page";
import { MeiTool } from "@/components/tools/mei/mei-tool";
import { withClientMessages } from "@/components/i18n/client-messages";

export const generateMetadata = () => toolMetadata("mei");

function Page() {
  return (
    <GatedToolPage tool="mei">
      <MeiTool />
    </GatedToolPage>
  );
}

export default withClientMessages("(app)/mei-checker/page", Page);
