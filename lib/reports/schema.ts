import { z } from "zod";
import { toDate } from "@/lib/br/date";

// Client-safe schemas of the reports screens, shared by the forms and the actions.

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const MAX_PERIOD_DAYS = 366;
const DAY_MS = 86_400_000;

const isoDate = z.string().refine((v) => ISO_DATE.test(v) && toDate(v) !== null, "reports.errors.invalidDate");

/** 'Gerar PDF' of one saved simulation. */
export const simulationReportSchema = z.object({ simulationId: z.uuid("reports.errors.simulationRequired") });
/** 'Gerar PDF' of a company dossier. */
export const companyReportSchema = z.object({ companyId: z.uuid("reports.errors.companyRequired") });
/** 'Gerar PDF' of a period summary: inclusive calendar dates (Brasília), at most a year apart. */
export const periodReportSchema = z.object({ start: isoDate, end: isoDate }).superRefine((v, ctx) => {
  if (!ISO_DATE.test(v.start) || !ISO_DATE.test(v.end) || !toDate(v.start) || !toDate(v.end)) return;
  if (v.start > v.end) ctx.addIssue({ code: "custom", path: ["end"], message: "reports.errors.periodOrder" });
  else if ((Date.parse(v.end) - Date.parse(v.start)) / DAY_MS >= MAX_PERIOD_DAYS) {
    ctx.addIssue({ code: "custom", path: ["end"], message: "reports.errors.periodTooLong" });
  }
});

export type SimulationReportValues = z.input<typeof simulationReportSchema>;
export type CompanyReportValues = z.input<typeof companyReportSchema>;
export type PeriodReportValues = z.input<typeof periodReportSchema>;

/** A report request, as generate.ts takes it. */
export type ReportRequest =
  | { kind: "simulation"; simulationId: string }
  | { kind: "company"; companyId: string }
  | { kind: "period"; start: string; end: string };

/** The white-label form in /settings: the office name; the logo travels as a file beside it (FormData). */
export const brandingSchema = z.object({
  officeName: z
    .string()
    .trim()
    .min(1, "reports.branding.errors.officeName")
    .max(120, "reports.branding.errors.officeName"),
  removeLogo: z.boolean(),
});
export type BrandingValues = z.input<typeof brandingSchema>;

/** The largest logo accepted, in bytes (the cover prints it at most 160 × 80 pt). */
export const LOGO_MAX_BYTES = 512 * 1024;

/**
 * The white-label form as submitted (FormData: officeName, removeLogo, logo file). Synchronous, as the action
 * pipeline parses: the file's bytes are read by the action body and checked by lib/reports/logo.ts; here only
 * its presence and size.
 */
export const brandingFormDataSchema = z.instanceof(FormData).transform((form, ctx) => {
  const parsed = brandingSchema.safeParse({
    officeName: String(form.get("officeName") ?? ""),
    removeLogo: form.get("removeLogo") === "true",
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
    return z.NEVER;
  }
  const file = form.get("logo");
  const logo = file instanceof Blob && file.size > 0 ? file : null;
  if (logo && logo.size > LOGO_MAX_BYTES) {
    ctx.addIssue({ code: "custom", path: ["logo"], message: "reports.branding.errors.logoTooLarge" });
    return z.NEVER;
  }
  return { ...parsed.data, logo };
});
