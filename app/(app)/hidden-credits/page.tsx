import { GatedToolPage, toolMetadata } from "@/components/tools/gated-tool-page";
import { HiddenCreditsTool } from "@/components/tools/hidden-credits/hidden-credits-tool";
import { SavedCredits } from "./saved-credits";
import { SelicStatus } from "./selic-status";

export const generateMetadata = () => toolMetadata("hidden_credits");

export default function Page() {
  return (
    <GatedToolPage tool="hidden_credits">
      <SelicStatus />
      <HiddenCreditsTool />
      <SavedCredits />
    </GatedToolPage>
  );
}
