import { z } from "zod";
import { activitySchema } from "@/lib/companies/schema";
import { moneyAt, optionalIntegerSchema, yearSchema } from "@/lib/forms/fields";
import { ACTIVITY_PROFILES, DEFAULT_TAX_YEAR } from "@/lib/tax";
import type { DividendWithholdingInput, IrpfmInput, SimplesNacionalInput } from "@/lib/tax";

// Inputs of the engine jobs the assistant may call that have no calculator page of their own. Amounts are
// pt-BR text as people type them ("30.000,00", "R$ 1.234,56"), read by the same money parser as the forms;
// optional fields may be left out.

const optionalMoney = z.string().default("");
const year = yearSchema.default(DEFAULT_TAX_YEAR);

/** One month's DAS of the Simples Nacional for an activity (annex and Fator R from the activity). */
export const simplesDasSchema = z
  .object({
    activity: activitySchema,
    monthRevenue: z.string(),
    /** Revenue of the 12 months before; empty = the month's revenue × 12. */
    rbt12: optionalMoney,
    /** Payroll of the 12 months before (Fator R), for activities subject to it. */
    payroll12m: optionalMoney,
    year,
  })
  .transform((v, ctx): SimplesNacionalInput => {
    const profile = ACTIVITY_PROFILES[v.activity];
    const input: SimplesNacionalInput = {
      year: v.year,
      annex: profile.annex,
      fatorRApplies: profile.fatorR,
      monthRevenue: moneyAt(v.monthRevenue, ctx, ["monthRevenue"], true) ?? 0,
    };
    const rbt12 = moneyAt(v.rbt12, ctx, ["rbt12"], false);
    const payroll = moneyAt(v.payroll12m, ctx, ["payroll12m"], false);
    if (rbt12 !== undefined) input.rbt12 = rbt12;
    if (payroll !== undefined) input.payroll12m = payroll;
    return input;
  });

/** IRRF withheld from one month's salary or pró-labore, with the employee's INSS deducted. */
export const irrfSchema = z
  .object({
    salary: z.string(),
    dependents: optionalIntegerSchema(0, 50).default(0),
    otherDeductions: optionalMoney,
    year,
  })
  .transform((v, ctx) => ({
    year: v.year,
    salary: moneyAt(v.salary, ctx, ["salary"], true) ?? 0,
    dependents: v.dependents ?? 0,
    otherDeductions: moneyAt(v.otherDeductions, ctx, ["otherDeductions"], false) ?? 0,
  }));
export type IrrfJobInput = z.output<typeof irrfSchema>;

/** Monthly withholding on profits and dividends paid by one company to one person. */
export const dividendWithholdingSchema = z
  .object({
    payments: z.array(z.string()).min(1).max(100),
    approvedUpTo2025: z.boolean().default(false),
    nonResident: z.boolean().default(false),
    year,
  })
  .transform((v, ctx): DividendWithholdingInput => ({
    year: v.year,
    payments: v.payments.map((p, i) => moneyAt(p, ctx, ["payments", i], true) ?? 0),
    approvedUpTo2025: v.approvedUpTo2025,
    nonResident: v.nonResident,
  }));

/** The annual minimum tax on high incomes (IRPFM). */
export const irpfmSchema = z
  .object({
    annualIncome: z.string(),
    withheld: optionalMoney,
    otherTaxPaid: optionalMoney,
    year,
  })
  .transform((v, ctx): IrpfmInput => {
    const input: IrpfmInput = { year: v.year, annualIncome: moneyAt(v.annualIncome, ctx, ["annualIncome"], true) ?? 0 };
    const withheld = moneyAt(v.withheld, ctx, ["withheld"], false);
    const other = moneyAt(v.otherTaxPaid, ctx, ["otherTaxPaid"], false);
    if (withheld !== undefined) input.withheld = withheld;
    if (other !== undefined) input.otherTaxPaid = other;
    return input;
  });
