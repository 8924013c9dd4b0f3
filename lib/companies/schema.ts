import { z } from "zod";
import { todayIso } from "@/lib/br/date";
import { cnpjSchema, validationKeys as K } from "@/lib/br/zod";
import { COMPANY_REGIMES } from "@/lib/db/enums";
import { BUSINESS_ACTIVITIES, type BusinessActivity } from "@/lib/tax/jobs/company";
import {
  moneyAt,
  optionalIntegerSchema,
  optionalPercentSchema,
  readRevenue,
  revenueFieldsShape,
} from "@/lib/forms/fields";
import { emptyReformProfileForm, reformProfileFormSchema } from "./reform-profile-schema";

export const UFS = [
  "AC",
  "AL",
  "AP",
  "AM",
  "BA",
  "CE",
  "DF",
  "ES",
  "GO",
  "MA",
  "MT",
  "MS",
  "MG",
  "PA",
  "PB",
  "PR",
  "PE",
  "PI",
  "RJ",
  "RN",
  "RS",
  "RO",
  "RR",
  "SC",
  "SP",
  "SE",
  "TO",
] as const;
export type Uf = (typeof UFS)[number];

export const COMPANY_STATUSES = ["ativa", "inativa"] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Optional start of activity from a date input ('YYYY-MM-DD'): a real calendar day, from 1900 to today. */
const openedOnSchema = z
  .string()
  .trim()
  .transform((value, ctx) => {
    if (value === "") return null;
    const m = ISO_DATE.exec(value);
    const d = m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null;
    const real = d !== null && d.toISOString().slice(0, 10) === value;
    if (!real || value < "1900-01-01" || value > todayIso()) {
      ctx.addIssue({ code: "custom", message: "companies.errors.openedOnInvalid" });
      return z.NEVER;
    }
    return value;
  });

export const activitySchema = z.enum(BUSINESS_ACTIVITIES as [BusinessActivity, ...BusinessActivity[]], K.required);

/** The company form ('Nova Empresa' / edit): strings as typed, parsed to reais and numbers. */
export const companyFormSchema = z
  .object({
    name: z.string().trim().min(1, K.required).max(120, "companies.errors.nameTooLong"),
    cnpj: cnpjSchema,
    regime: z.enum(COMPANY_REGIMES, K.required),
    activity: activitySchema,
    state: z.enum(UFS, K.required),
    issRate: optionalPercentSchema(0, 5),
    ...revenueFieldsShape,
    payrollMonthly: z.string(),
    proLaboreMonthly: z.string(),
    employees: optionalIntegerSchema(0, 100_000),
    status: z.enum(COMPANY_STATUSES, K.required),
    openedOn: openedOnSchema,
    partners: optionalIntegerSchema(0, 100),
    dividendsMonthly: z.string(),
    /** The reform profile; absent (an older API client) leaves the stored one as it is. */
    reform: reformProfileFormSchema.optional(),
  })
  .transform((v, ctx) => {
    const revenue = readRevenue(v, ctx);
    return {
      name: v.name,
      cnpj: v.cnpj,
      regime: v.regime,
      activity: v.activity,
      state: v.state,
      issRate: v.issRate ?? null,
      ...revenue,
      payrollMonthly: moneyAt(v.payrollMonthly, ctx, ["payrollMonthly"], false) ?? null,
      proLaboreMonthly: moneyAt(v.proLaboreMonthly, ctx, ["proLaboreMonthly"], false) ?? null,
      employees: v.employees ?? null,
      status: v.status,
      openedOn: v.openedOn,
      partners: v.partners ?? null,
      dividendsMonthly: moneyAt(v.dividendsMonthly, ctx, ["dividendsMonthly"], false) ?? null,
      ...(v.reform ? { reform: v.reform } : {}),
    };
  });

export type CompanyFormValues = z.input<typeof companyFormSchema>;
export type CompanyInput = z.output<typeof companyFormSchema>;

/** Search and filters of /companies, from the query string (anything unknown is ignored). */
export const companyFiltersSchema = z.object({
  q: z.string().trim().max(80).optional().catch(undefined),
  regime: z.enum(COMPANY_REGIMES).optional().catch(undefined),
  status: z.enum(COMPANY_STATUSES).optional().catch(undefined),
});
export type CompanyFilters = z.output<typeof companyFiltersSchema>;

export const emptyCompanyForm = (): CompanyFormValues => ({
  name: "",
  cnpj: "",
  regime: "simples_nacional",
  activity: "servicos_gerais",
  state: "SP",
  issRate: "",
  revenueMode: "annual",
  annualRevenue: "",
  monthlyRevenues: Array.from({ length: 12 }, () => ""),
  payrollMonthly: "",
  proLaboreMonthly: "",
  employees: "",
  status: "ativa",
  openedOn: "",
  partners: "",
  dividendsMonthly: "",
  reform: emptyReformProfileForm(),
});
