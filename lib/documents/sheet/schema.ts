import { z } from "zod";
import { parseBrlMoneyToCentavos } from "@/lib/br/money";
import { cnpjSchema, validationKeys as K } from "@/lib/br/zod";
import { UFS } from "@/lib/companies/schema";
import { COMPANY_REGIMES, type CompanyRegime } from "@/lib/db/enums";
import { BUSINESS_ACTIVITIES, type BusinessActivity } from "@/lib/tax/jobs/company";

// Companies from a spreadsheet (client-safe): one row per company, the same checks on the preview's table, in the
// browser as the user corrects a line, and in the action that writes them.

/** The text-only fields of a line; `receitas` holds the twelve months of the header's month columns, oldest first. */
export type SheetRowValues = {
  cnpj: string;
  nome: string;
  atividade: string;
  regime: string;
  uf: string;
  receitas: string[];
  folha: string;
  prolabore: string;
};

const fold = (s: string) =>
  s
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[\s_-]+/g, " ")
    .trim();

const ANNEX_ACTIVITY: Record<string, BusinessActivity> = {
  i: "comercio",
  ii: "industria",
  iii: "servicos_gerais",
  iv: "servicos_anexo_iv",
  v: "servicos_fator_r",
};

/** "Anexo III", "servicos_gerais", "Comércio"… → the engine's activity, or null. */
export function activityFrom(text: string): BusinessActivity | null {
  const f = fold(text);
  const key = f.replace(/ /g, "_");
  if ((BUSINESS_ACTIVITIES as readonly string[]).includes(key)) return key as BusinessActivity;
  const annex = /^(?:anexo )?(v|iv|iii|ii|i)$/.exec(f);
  if (annex) return ANNEX_ACTIVITY[annex[1]];
  if (f.startsWith("comercio")) return "comercio";
  if (f.startsWith("industria")) return "industria";
  if (f.includes("fator r")) return "servicos_fator_r";
  if (f.startsWith("servico")) return "servicos_gerais";
  return null;
}

/** "Simples Nacional", "simples_nacional", "MEI", "Lucro Presumido"… → the regime, or null. */
export function regimeFrom(text: string): CompanyRegime | null {
  const key = fold(text).replace(/ /g, "_");
  if ((COMPANY_REGIMES as readonly string[]).includes(key)) return key as CompanyRegime;
  if (key === "simples") return "simples_nacional";
  if (key === "presumido") return "lucro_presumido";
  if (key === "real") return "lucro_real";
  return null;
}

const FORMULA = /^[=+\-@\t\r]/;

const money = (required: boolean) =>
  z.string().transform((value, ctx) => {
    const text = value.trim();
    if (text === "") {
      if (required) return 0;
      return null;
    }
    const centavos = parseBrlMoneyToCentavos(text);
    if (centavos === null || centavos < 0 || centavos > 99_999_999_999) {
      ctx.addIssue({ code: "custom", message: "documents.sheet.errors.money" });
      return z.NEVER;
    }
    return centavos;
  });

export const sheetRowSchema = z.object({
  cnpj: cnpjSchema,
  nome: z
    .string()
    .trim()
    .min(1, K.required)
    .max(120, "companies.errors.nameTooLong")
    .refine((v) => !FORMULA.test(v), "documents.sheet.errors.formula"),
  atividade: z.string().transform((v, ctx) => {
    const activity = activityFrom(v);
    if (!activity) ctx.addIssue({ code: "custom", message: "documents.sheet.errors.activity" });
    return activity ?? z.NEVER;
  }),
  regime: z.string().transform((v, ctx) => {
    const regime = v.trim() === "" ? "simples_nacional" : regimeFrom(v);
    if (!regime) ctx.addIssue({ code: "custom", message: "documents.sheet.errors.regime" });
    return regime ?? z.NEVER;
  }),
  uf: z.string().trim().toUpperCase().pipe(z.enum(UFS, "documents.sheet.errors.uf")),
  receitas: z.array(money(true)).length(12),
  folha: money(false),
  prolabore: money(false),
});
export type SheetRow = z.output<typeof sheetRowSchema>;

/** The field of each error of a line: "receitas.3" for the 4th month. */
export function rowErrors(values: SheetRowValues): Record<string, string> {
  const parsed = sheetRowSchema.safeParse(values);
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.join(".");
    errors[key] ??= issue.message;
  }
  return errors;
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** What the confirmation sends: the twelve months of the columns and the lines, corrected where needed. */
export const sheetImportSchema = z.object({
  months: z
    .array(z.string().regex(MONTH))
    .length(12)
    .refine((months) => months.every((m, i) => i === 0 || m > months[i - 1]), "documents.sheet.errors.months"),
  rows: z
    .array(
      z.object({
        cnpj: z.string().max(40),
        nome: z.string().max(200),
        atividade: z.string().max(60),
        regime: z.string().max(60),
        uf: z.string().max(10),
        receitas: z.array(z.string().max(40)).length(12),
        folha: z.string().max(40),
        prolabore: z.string().max(40),
      }),
    )
    .min(1)
    .max(1000),
});
export type SheetImport = z.output<typeof sheetImportSchema>;
