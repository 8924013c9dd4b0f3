import { GatedToolPage, toolMetadata } from "@/components/tools/gated-tool-page";
import { ProfitTool } from "@/components/tools/profit/profit-tool";
import { withClientMessages } from "@/components/i18n/client-messages";

export const generateMetadata = () => toolMetadata("profit_strategy");

function Page() {
  return (
    <GatedToolPage tool="profit_strategy">
      <ProfitTool />
    </GatedToolPage>
  );
}

export default withClientMessages("(app)/profit-strategy/page", Page);
