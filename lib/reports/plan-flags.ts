import type { PlanFeatureFlag } from "@/lib/db/enums";

/** Generating PDF reports needs both: reports (the screen) and pdfReports (the files). */
export const REPORT_FLAGS = ["reports", "pdfReports"] as const satisfies readonly PlanFeatureFlag[];

/**
 * The white-label cover: enterprise's customisation flag, also required by report_branding's RLS policies
 * (no dedicated flag exists; adding one is a plans migration).
 */
export const WHITE_LABEL_FLAG = "customDashboard" as const satisfies PlanFeatureFlag;
