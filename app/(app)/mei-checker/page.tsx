import { GatedToolPage, toolMetadata } from "@/components/tools/gated-tool-page";
import { MeiTool } from "@/components/tools/mei/mei-tool";

export const generateMetadata = () => toolMetadata("mei");

export default function Page() {
  return (
    <GatedToolPage tool="mei">
      <MeiTool />
    </GatedToolPage>
  );
}
