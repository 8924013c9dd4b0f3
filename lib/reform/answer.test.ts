import { describe, expect, it } from "vitest";
import type { CompanyDto } from "@/lib/companies/queries";
import { companyDto } from "@/tests/helpers/factories";
import type { ReformProfile } from "@/lib/companies/reform-profile-schema";
import { referenceScenariosWith } from "@/lib/settings/reference-rate-schema";
import { reformAnswerForCompany, reformValuesForCompany } from "./answer";
import { reformPortfolio } from "./portfolio";

const company = (over: Partial<CompanyDto> = {}) =>
  companyDto({ id: "c1", name: "Bazar", annualRevenue: 180_000, revenue12m: 180_000, monthlyAverage: 15_000, ...over });

const profile = (over: Partial<ReformProfile> = {}): ReformProfile => ({
  creditingBuyersPercent: 60,
  purchasesRegular: 8_000,
  purchasesSimples: 0,
  reduction: "none",
  sublimiteExceeded: null,
  regularOption: null,
  source: "informed",
  updatedAt: "2026-11-28T12:00:00.000Z",
  ...over,
});

const context = { referenceScenarios: referenceScenariosWith(null), today: "2026-11-29" };

describe("reformAnswerForCompany", () => {
  it("answers from the company's profile: docs/reform-2027.md's worked example (b* 52,95%: purchases net of the supplier's ICMS 18%), next window in March", () => {
    const answer = reformAnswerForCompany(company({ reformProfile: profile() }), context);
    expect(answer).toMatchObject({
      status: "ready",
      missing: [],
      regime: "simples",
      breakEvenPercent: 52.95,
      breakEvenKnown: true,
      // 60% of sales to crediting buyers is above b*: opting out creates joint value.
      choice: "outside",
      profileSource: "informed",
      nextWindow: { semester: "2027-2", optFrom: "2027-03-01", optUntil: "2027-03-31" },
      cancellation: null,
    });
    expect(answer.monthlySaving).toBe(answer.result?.simplesOption?.perScenario[0].jointGain);
    expect(answer.monthlySaving).toBeGreaterThan(0);
    // Below b*, the same company stays in the DAS, and opting would cost them together.
    const low = reformAnswerForCompany(company({ reformProfile: profile({ creditingBuyersPercent: 30 }) }), context);
    expect(low).toMatchObject({ choice: "inside", breakEvenPercent: 52.95 });
    expect(low.monthlySaving).toBeLessThan(0);
  });

  it("without a profile: what is missing, the window, and no decision (never a computed 'never pays')", () => {
    const answer = reformAnswerForCompany(company({}), context);
    expect(answer).toMatchObject({
      status: "missing",
      missing: ["creditingBuyersPercent", "purchasesRegular", "purchasesSimples", "reduction"],
      choice: null,
      breakEvenPercent: null,
      breakEvenKnown: false,
      monthlySaving: null,
      result: null,
      nextWindow: { optUntil: "2027-03-31" },
    });
    // The DAS year by year depends on none of the profile: it is there all the same.
    expect(answer.years?.find((y) => y.year === 2027)?.das).toBeGreaterThan(0);
    expect(reformValuesForCompany(company({}))).toMatchObject({
      creditingBuyersPercent: "",
      purchasesRegular: "",
      reduction: "none",
    });
  });

  it("with only the share missing, b* is known (it does not depend on the share) but no choice is made", () => {
    const answer = reformAnswerForCompany(
      company({ reformProfile: profile({ creditingBuyersPercent: null }) }),
      context,
    );
    expect(answer).toMatchObject({
      status: "missing",
      missing: ["creditingBuyersPercent"],
      breakEvenPercent: 52.95,
      breakEvenKnown: true,
      choice: null,
      monthlySaving: null,
    });
  });

  it("a company that opted out of the DAS in the first cycle may cancel until 20/12/2026 (Res. CGSN 194/2026)", () => {
    const opted = company({ reformProfile: profile({ regularOption: true }) });
    expect(reformAnswerForCompany(opted, context).cancellation).toMatchObject({
      semester: "2027-1",
      cancelUntil: "2026-12-20",
    });
    expect(reformAnswerForCompany(opted, { ...context, today: "2026-12-21" }).cancellation).toBeNull();
  });

  it("regular regimes need the purchases and the reduction; their saving is 2026's taxes minus 2027's", () => {
    const presumido = company({
      regime: "lucro_presumido",
      activity: "servicos_gerais",
      reformProfile: profile({ creditingBuyersPercent: null, purchasesSimples: null }),
    });
    const answer = reformAnswerForCompany(presumido, context);
    expect(answer).toMatchObject({ status: "ready", regime: "presumido", nextWindow: null, choice: null });
    expect(answer.monthlySaving).toBe(-(answer.result?.regular?.difference ?? NaN));
  });

  it("a MEI, an inactive company or one without revenue has no answer, and nothing to fill in", () => {
    expect(reformAnswerForCompany(company({ regime: "mei" }), context)).toMatchObject({
      status: "unavailable",
      unavailable: "mei",
    });
    expect(reformAnswerForCompany(company({ status: "inativa" }), context).unavailable).toBe("inactive");
    expect(
      reformAnswerForCompany(company({ annualRevenue: null, revenue12m: 0, monthlyAverage: 0 }), context),
    ).toMatchObject({ status: "unavailable", unavailable: "revenue", missing: [] });
  });

  it("the sublimite: stated on the profile, else read from the RBT12 (R$ 3,6 milhões, LC 123 art. 13-A)", () => {
    const big = { annualRevenue: 4_000_000, revenue12m: 4_000_000, monthlyAverage: 333_333.33 };
    expect(reformAnswerForCompany(company(big), context).sublimiteExceeded).toBe(true);
    expect(reformAnswerForCompany(company({}), context).sublimiteExceeded).toBe(false);
    const stated = reformAnswerForCompany(company({ reformProfile: profile({ sublimiteExceeded: true }) }), context);
    expect(stated).toMatchObject({ sublimiteExceeded: true, sublimiteInformed: true });
  });

  it("above the sublimite the engine takes it: ICMS and IBS outside the DAS, ΔF 407,40 (lib/tax's worked case)", () => {
    // The shop of lib/tax/__tests__/reform-price.test.ts impeded: the DAS keeps the federal taxes and the CBS
    // (394,98 a month, 4.739,76 in 2027), the IBS is paid outside; opting moves the CBS only: ΔF = 407,40.
    const impeded = reformAnswerForCompany(
      company({ reformProfile: profile({ creditingBuyersPercent: 43, sublimiteExceeded: true }) }),
      context,
    );
    expect(impeded.values.sublimite).toBe("exceeded");
    expect(impeded).toMatchObject({ status: "ready", sublimiteExceeded: true, sellerExtraTax: 407.4 });
    expect(impeded.years?.[1]).toMatchObject({ year: 2027, das: 4_739.76, ibs: 68.88, icmsIss: 15_120 });
    const within = reformAnswerForCompany(
      company({ reformProfile: profile({ creditingBuyersPercent: 43, sublimiteExceeded: false }) }),
      context,
    );
    expect(within.values.sublimite).toBe("within");
    expect(within.sellerExtraTax).not.toBe(407.4);
    expect(within.years?.[1].das).toBeGreaterThan(4_739.76);
  });
});

describe("reformPortfolio", () => {
  it("one row per active Simples company from its answer; the record's gaps listed apart", () => {
    const { rows, gaps } = reformPortfolio(
      [
        company({ id: "a", name: "Bazar", reformProfile: profile() }),
        company({ id: "b", name: "Consultoria", regime: "lucro_presumido" }),
        company({ id: "c", name: "Parada", status: "inativa" }),
        company({ id: "d", name: "Nova", annualRevenue: null, revenue12m: 0, monthlyAverage: 0 }),
        company({ id: "e", name: "Papelaria" }),
      ],
      context,
    );
    expect(rows.map((r) => [r.name, r.status, r.breakEvenPercent, r.rule, r.choice, r.share])).toEqual([
      ["Bazar", "ready", 52.95, "indifferent", "outside", 60],
      ["Papelaria", "missing", null, null, null, null],
    ]);
    expect(rows[0]).toMatchObject({ semester: "2027-2", optUntil: "2027-03-31", cancelUntil: "2027-05-31" });
    expect(gaps).toEqual([{ companyId: "d", name: "Nova", reason: "noRevenue" }]);
  });
});
