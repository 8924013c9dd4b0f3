import { GatedToolPage, toolMetadata } from "@/components/tools/gated-tool-page";
import { HiddenCreditsTool } from "@/components/tools/hidden-credits/hidden-credits-tool";
import { SavedCredits } from "./saved-credits";
import { SelicStatus } from "./selic-status";
import { withClientMessages } from "@/components/i18n/client-messages";

export const generateMetadata = () => toolMetadata("hidden_credits");

function Page() {
  return (
    <GatedToolPage tool="hidden_credits">
      <SelicStatus />
      <HiddenCreditsTool />
      <SavedCredits />
    </GatedToolPage>
  );
}

export default withClientMessages("(app)/hidden-credits/page", Page);
