import { GatedToolPage, toolMetadata } from "@/components/tools/gated-tool-page";
import { LaborTool } from "@/components/tools/labor/labor-tool";
import { withClientMessages } from "@/components/i18n/client-messages";

export const generateMetadata = () => toolMetadata("labor");

function Page() {
  return (
    <GatedToolPage tool="labor">
      <LaborTool />
    </GatedToolPage>
  );
}

export default withClientMessages("(app)/labor-simulator/page", Page);
