import { GatedToolPage, toolMetadata } from "@/components/tools/gated-tool-page";
import { ProfitTool } from "@/components/tools/profit/profit-tool";

export const generateMetadata = () => toolMetadata("profit_strategy");

export default function Page() {
  return (
    <GatedToolPage tool="profit_strategy">
      <ProfitTool />
    </GatedToolPage>
  );
}
