import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { companyFormSchema, emptyCompanyForm } from "@/lib/companies/schema";
import { createCompany } from "@/lib/companies/mutations";
import { runWithRls } from "@/lib/db/rls";
import * as t from "@/lib/db/schema";
import { describeOnEachDatabase, failureOf } from "../helpers/db";

// The company form's money fields stop at what numeric(14,2) holds: the largest amount the parser accepts is
// stored exactly, and one centavo more never reaches the insert (it used to fail there, as a 500).

const MAX = "999.999.999.999,99";
const TOO_LARGE = "1.000.000.000.000,00";

const form = (overrides: Partial<ReturnType<typeof emptyCompanyForm>>) => ({
  ...emptyCompanyForm(),
  name: "Holding Grande",
  cnpj: "11.222.333/0001-81",
  annualRevenue: "600.000,00",
  ...overrides,
});

describeOnEachDatabase("money fields fit numeric(14,2)", (ctx) => {
  it("stores the largest accepted amount in every company money column, to the centavo", async () => {
    const user = await ctx().createUser({ plan: "enterprise" });
    const input = companyFormSchema.parse(form({ annualRevenue: MAX, payrollMonthly: MAX, proLaboreMonthly: MAX }));
    const { id } = await runWithRls(ctx().db, user.claims, (tx) => createCompany(tx, user.id, input));
    const [row] = await ctx()
      .db.select({
        annual: t.companies.annualRevenue,
        payroll: t.companies.payrollMonthly,
        proLabore: t.companies.proLaboreMonthly,
      })
      .from(t.companies)
      .where(eq(t.companies.id, id));
    expect(row).toEqual({ annual: "999999999999.99", payroll: "999999999999.99", proLabore: "999999999999.99" });

    const monthly = companyFormSchema.parse(
      form({ cnpj: "12.ABC.345/01DE-35", revenueMode: "monthly", monthlyRevenues: Array(12).fill(MAX) }),
    );
    const { id: monthlyId } = await runWithRls(ctx().db, user.claims, (tx) => createCompany(tx, user.id, monthly));
    const [stored] = await ctx()
      .db.select({ months: t.companies.monthlyRevenues })
      .from(t.companies)
      .where(eq(t.companies.id, monthlyId));
    expect(stored.months).toEqual(Array(12).fill("999999999999.99"));
  });

  it("the column itself overflows one centavo past the maximum (the failure the schema keeps away)", async () => {
    const user = await ctx().createUser({ plan: "enterprise" });
    const input = {
      ...companyFormSchema.parse(form({ cnpj: "98.765.432/0001-98" })),
      annualRevenue: 1_000_000_000_000,
    };
    expect(await failureOf(() => runWithRls(ctx().db, user.claims, (tx) => createCompany(tx, user.id, input)))).toMatch(
      /numeric field overflow/,
    );
  });

  it("refuses one centavo past the maximum in the schema, so no insert is attempted", () => {
    for (const field of ["annualRevenue", "payrollMonthly", "proLaboreMonthly"] as const) {
      const parsed = companyFormSchema.safeParse(form({ [field]: TOO_LARGE }));
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
        [field, "validation.moneyTooLarge"],
      ]);
    }
    const months = Array(12).fill("1.000,00");
    months[7] = TOO_LARGE;
    const parsed = companyFormSchema.safeParse(form({ revenueMode: "monthly", monthlyRevenues: months }));
    expect(parsed.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["monthlyRevenues.7", "validation.moneyTooLarge"],
    ]);
  });
});
