import type { PlanFeatureFlag } from "@/lib/db/enums";
import { GATED_PAGES } from "@/lib/plans/pages";

/** Generating PDF reports needs both: reports (the screen) and pdfReports (the files), as the /reports page does. */
export const REPORT_FLAGS = GATED_PAGES["/reports"];

/**
 * The white-label cover: enterprise's customisation flag, also required by report_branding's RLS policies
 * (no dedicated flag exists; adding one is a plans migration).
 */
export const WHITE_LABEL_FLAG = "customDashboard" as const satisfies PlanFeatureFlag;
