import { z } from "zod";
import { toDate } from "@/lib/br/date";
import { SYSTEM_REPORT_FORMATS, SYSTEM_REPORT_KINDS } from "@/lib/db/enums";

// Client-safe schema of /admin/system-reports' 'Gerar relatório', shared by the form and the action.

export const REPORT_PRESETS = ["24h", "week", "month", "custom"] as const;
export type ReportPreset = (typeof REPORT_PRESETS)[number];

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const MAX_CUSTOM_DAYS = 366;
const DAY_MS = 86_400_000;
const validDate = (v: string) => ISO_DATE.test(v) && toDate(v) !== null;

/** A custom range is two inclusive calendar days (Brasília), at most a year apart; the presets ignore them. */
export const systemReportSchema = z
  .object({
    kind: z.enum(SYSTEM_REPORT_KINDS, "systemReports.errors.kind"),
    format: z.enum(SYSTEM_REPORT_FORMATS, "systemReports.errors.format"),
    preset: z.enum(REPORT_PRESETS, "systemReports.errors.preset"),
    start: z.string().max(10),
    end: z.string().max(10),
  })
  .superRefine((v, ctx) => {
    if (v.preset !== "custom") return;
    if (!validDate(v.start))
      ctx.addIssue({ code: "custom", path: ["start"], message: "systemReports.errors.invalidDate" });
    if (!validDate(v.end)) ctx.addIssue({ code: "custom", path: ["end"], message: "systemReports.errors.invalidDate" });
    if (!validDate(v.start) || !validDate(v.end)) return;
    if (v.start > v.end) ctx.addIssue({ code: "custom", path: ["end"], message: "systemReports.errors.periodOrder" });
    else if ((Date.parse(v.end) - Date.parse(v.start)) / DAY_MS >= MAX_CUSTOM_DAYS) {
      ctx.addIssue({ code: "custom", path: ["end"], message: "systemReports.errors.periodTooLong" });
    }
  });

export type SystemReportValues = z.input<typeof systemReportSchema>;
export type SystemReportRequest = z.output<typeof systemReportSchema>;
