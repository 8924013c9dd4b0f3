import { GatedToolPage, toolMetadata } from "@/components/tools/gated-tool-page";
import { HiddenCreditsTool } from "@/components/tools/hidden-credits/hidden-credits-tool";
import { SavedCredits } from "./saved-credits";

export const generateMetadata = () => toolMetadata("hidden_credits");

export default function Page() {
  return (
    <GatedToolPage tool="hidden_credits">
      <HiddenCreditsTool />
      <SavedCredits />
    </GatedToolPage>
  );
}
