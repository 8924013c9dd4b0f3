import { GatedToolPage, toolMetadata } from "@/components/tools/gated-tool-page";
import { LaborTool } from "@/components/tools/labor/labor-tool";

export const generateMetadata = () => toolMetadata("labor");

export default function Page() {
  return (
    <GatedToolPage tool="labor">
      <LaborTool />
    </GatedToolPage>
  );
}
