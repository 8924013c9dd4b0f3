import "server-only";
import type { ReactElement } from "react";
import type { CurrentUser } from "@/lib/auth/session";
import type { PlanPermissions } from "@/lib/db/enums";
import { requireFeature, type FeatureNeed } from "@/lib/plans/gate";
import { GATED_PAGES, type GatedPage } from "@/lib/plans/pages";
import { FeatureGate, type Locked } from "./feature-gate";

export type PageGate =
  | { locked: ReactElement; user?: never; permissions?: never }
  | { locked: null; user: CurrentUser; permissions: PlanPermissions };

/**
 * THE way a page is gated by the plan, declared once at its top:
 * `const gate = await gatePage("/reports", { feature, header }); if (gate.locked) return gate.locked;`.
 * The signed-in user (else /login?next=<route>); the flags are the route's in GATED_PAGES (lib/plans/pages.ts);
 * a calculator's page passes its catalogue flag instead (components/tools/gated-tool-page.tsx).
 */
export async function gatePage(
  page: GatedPage | { route: string; need: FeatureNeed },
  locked: Locked,
): Promise<PageGate> {
  const { route, need } = typeof page === "string" ? { route: page, need: GATED_PAGES[page] } : page;
  const { user, permissions, allowed } = await requireFeature(need, route);
  if (allowed) return { locked: null, user, permissions };
  return { locked: <FeatureGate status={user.profile.subscriptionStatus} {...locked} /> };
}
