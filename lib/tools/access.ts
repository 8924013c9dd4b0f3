import "server-only";
import { requireFeature, type FeatureAccess } from "@/lib/plans/gate";
import { TOOLS, type ToolKey } from "./catalogue";

/** For a tool's page: the signed-in user (else /login?next=<route>) and whether the plan opens the tool. */
export function requireTool(key: ToolKey): Promise<FeatureAccess> {
  const { feature, route } = TOOLS[key];
  return requireFeature(feature, route);
}
