import { cnpjCheckDigits } from "@/lib/br/cnpj";
import { formatBrlInput } from "@/lib/br/money";
import { emptyCompanyForm, type CompanyFormValues } from "@/lib/companies/schema";

// The demo companies, typed as a user would type them into 'Nova Empresa' (pt-BR money strings) so they go
// through the form's own schema. Revenues are the last 12 months, oldest first; the figures are chosen so the
// risk detector and the regime alerts have something to say about the enterprise account.

const cnpj = (base: string) => base + cnpjCheckDigits(base);

/** 12 months that grow by `growth` per month and end at `last`, rounded to the real. */
const growingTo = (last: number, growth: number) =>
  Array.from({ length: 12 }, (_, i) => formatBrlInput(Math.round(last / (1 + growth) ** (11 - i))));

/** The empty 'Nova Empresa' form with the demo's figures typed in, month by month. */
const form = (
  values: Partial<CompanyFormValues> & Pick<CompanyFormValues, "name" | "cnpj" | "activity">,
): CompanyFormValues => ({ ...emptyCompanyForm(), revenueMode: "monthly", ...values });

/** professional@: one service company on the Simples, with a seasonal year. */
export const PROFESSIONAL_COMPANY = form({
  name: "Estúdio Carla Design Ltda",
  cnpj: cnpj("452198760001"),
  activity: "servicos_gerais",
  issRate: "3",
  monthlyRevenues: [38_400, 41_250, 44_900, 47_300, 46_100, 49_800, 52_600, 50_300, 54_900, 57_200, 61_800, 64_500].map(
    formatBrlInput,
  ),
  payrollMonthly: formatBrlInput(14_500),
  proLaboreMonthly: formatBrlInput(6_500),
  employees: "4",
  openedOn: "2019-03-11",
  partners: "1",
  dividendsMonthly: formatBrlInput(8_000),
});

/** enterprise@: three companies. */
export const ENTERPRISE_COMPANIES: readonly CompanyFormValues[] = [
  // Near the Simples sublimite: about R$ 3,4 milhões in 12 months and growing 2% a month.
  form({
    name: "Distribuidora Horizonte Ltda",
    cnpj: cnpj("318476520001"),
    activity: "comercio",
    monthlyRevenues: growingTo(318_000, 0.02),
    payrollMonthly: formatBrlInput(62_000),
    proLaboreMonthly: formatBrlInput(12_000),
    employees: "18",
    openedOn: "2014-08-04",
    partners: "2",
    dividendsMonthly: formatBrlInput(20_000),
  }),
  // Annex V services with a thin payroll: Fator R around 20%, below the 28% that would move it to Annex III.
  form({
    name: "Diego Consultoria em TI Ltda",
    cnpj: cnpj("276451930001"),
    activity: "servicos_fator_r",
    issRate: "2",
    monthlyRevenues: growingTo(46_000, 0.01),
    payrollMonthly: formatBrlInput(4_200),
    proLaboreMonthly: formatBrlInput(3_000),
    employees: "1",
    openedOn: "2021-02-15",
    partners: "1",
    dividendsMonthly: formatBrlInput(25_000),
  }),
  form({
    name: "Clínica Bem Estar Ltda",
    cnpj: cnpj("193845670001"),
    regime: "lucro_presumido",
    activity: "servicos_gerais",
    state: "MG",
    issRate: "3",
    monthlyRevenues: growingTo(210_000, 0.005),
    payrollMonthly: formatBrlInput(58_000),
    proLaboreMonthly: formatBrlInput(15_000),
    employees: "14",
    openedOn: "2012-05-21",
    partners: "3",
    dividendsMonthly: formatBrlInput(30_000),
  }),
];
