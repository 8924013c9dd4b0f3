import { z } from "zod";
import { MEI_ACTIVITIES, type MeiActivity } from "@/lib/tax/mei";
import type { MeiCheckInput } from "@/lib/tax/jobs/mei-check";
import { moneyAt, optionalIntegerSchema, yearSchema, DEFAULT_FORM_YEAR } from "@/lib/forms/fields";

/** 'YYYY-MM-DD' that exists in the calendar (an invalid date is a field error, never a crash). */
function isRealDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

/** MEI checker: limit (proportional in the first year), DAS-MEI, up to one employee, versus the Simples. */
export const meiFormSchema = z
  .object({
    activity: z.enum(MEI_ACTIVITIES as [MeiActivity, ...MeiActivity[]]),
    monthlyRevenue: z.string(),
    startDate: z
      .string()
      .trim()
      .refine((v) => v === "" || isRealDate(v), "tools.errors.invalidDate"),
    employees: optionalIntegerSchema(0, 1000),
    employeeSalary: z.string(),
    hasPartner: z.boolean(),
    ownsOtherCompany: z.boolean(),
    year: yearSchema,
  })
  .transform((v, ctx): MeiCheckInput => {
    const input: MeiCheckInput = {
      year: v.year,
      activity: v.activity,
      monthlyRevenue: moneyAt(v.monthlyRevenue, ctx, ["monthlyRevenue"], true) ?? 0,
      hasPartner: v.hasPartner,
      ownsOtherCompany: v.ownsOtherCompany,
    };
    if (v.startDate !== "") input.startDate = v.startDate;
    if (v.employees !== undefined) input.employees = v.employees;
    const salary = moneyAt(v.employeeSalary, ctx, ["employeeSalary"], false);
    if (salary !== undefined) input.employeeSalary = salary;
    return input;
  });

export type MeiFormValues = z.input<typeof meiFormSchema>;

/** The form's starting values, year included: the tool's page and the AI assistant start from them (catalogue.ts). */
export const MEI_FORM_DEFAULTS: MeiFormValues = {
  activity: "servicos",
  monthlyRevenue: "",
  startDate: "",
  employees: "",
  employeeSalary: "",
  hasPartner: false,
  ownsOtherCompany: false,
  year: DEFAULT_FORM_YEAR,
};
