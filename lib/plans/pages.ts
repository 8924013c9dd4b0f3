import type { PlanFeatureFlag } from "@/lib/db/enums";

// Where each plan flag is checked, so every gated page is known: the calculators' pages come from the tool
// catalogue (lib/tools/catalogue.ts, each entry's route and flag), the other pages from GATED_PAGES, and the
// flags that open no page of their own are named in FEATURES_WITHOUT_PAGE. tests/unit/page-gates.test.ts walks
// app/ and fails when a flag is in none of them or when one of these pages does not gate through gatePage.

/** The signed-in pages, other than the calculators, that a plan opens: route → every flag it needs. */
export const GATED_PAGES = {
  "/ai-assistant": ["aiAssistant"],
  "/fiscal-benefits": ["fiscalBenefits"],
  "/regime-alert": ["regimeAlert"],
  // A PDF report needs both: reports (the screen) and pdfReports (the files).
  "/reports": ["reports", "pdfReports"],
  "/risk-detector": ["riskDetector"],
} as const satisfies Record<`/${string}`, readonly [PlanFeatureFlag, ...PlanFeatureFlag[]]>;

export type GatedPage = keyof typeof GATED_PAGES;

/**
 * Flags that open no page of their own: apiAccess (Configurações › Integrações, and the public API, which answers
 * its own error), customDashboard (the reports' white-label cover in Configurações), companies and prioritySupport
 * (plan features listed on /plans; how many companies a plan keeps is its maxCompanies limit), and office (/escritorio
 * offers to open an office with it; the office's pages then gate on membership and on the titular's plan, not on the
 * member's own: lib/office/access.ts).
 */
export const FEATURES_WITHOUT_PAGE = [
  "companies",
  "prioritySupport",
  "apiAccess",
  "customDashboard",
  "office",
] as const satisfies readonly PlanFeatureFlag[];
