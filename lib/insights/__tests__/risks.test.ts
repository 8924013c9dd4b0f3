import { describe, expect, it } from "vitest";
import { detectRisks, type Risk, type RiskRule } from "../risks";
import { facts } from "./fixtures";
import type { CompanyFacts } from "../facts";

const rules = (f: Partial<CompanyFacts>): RiskRule[] => detectRisks(facts(f)).map((r) => r.rule);
const risk = (f: Partial<CompanyFacts>, rule: RiskRule): Risk => {
  const found = detectRisks(facts(f)).find((r) => r.rule === rule);
  if (!found) throw new Error(`${rule} not triggered`);
  return found;
};
const figure = (r: Risk, key: string) => r.figures.find((f) => f.key === key)?.value;

describe("Simples limits on the last 12 months (LC 123 arts. 3º, 13-A, 20)", () => {
  it("sublimite R$ 3.600.000,00: at it nothing, one centavo above ICMS/ISS leave the DAS next year", () => {
    expect(rules({ annualRevenue: 3_600_000 })).toEqual([]);
    const r = risk({ annualRevenue: 3_600_000.01 }, "simples_sublimite_next_year");
    expect(r.severity).toBe("medio");
    expect(r.source).toContain("art. 13-A");
    expect(figure(r, "revenue")).toBe(3_600_000.01);
  });

  it("sublimite + 20% (R$ 4.320.000,00): above it ICMS/ISS leave the DAS the next month", () => {
    expect(rules({ annualRevenue: 4_320_000 })).toEqual(["simples_sublimite_next_year"]);
    expect(rules({ annualRevenue: 4_320_000.01 })).toEqual(["simples_sublimite_now"]);
    expect(risk({ annualRevenue: 4_320_000.01 }, "simples_sublimite_now").severity).toBe("alto");
  });

  it("R$ 4.800.000,00: above it the exclusion from 1º de janeiro; above R$ 5.760.000,00 from the next month", () => {
    expect(rules({ annualRevenue: 4_800_000 })).toEqual(["simples_sublimite_now"]);
    expect(rules({ annualRevenue: 4_800_000.01 })).toEqual(["simples_limit_next_year"]);
    expect(rules({ annualRevenue: 5_760_000 })).toEqual(["simples_limit_next_year"]);
    expect(rules({ annualRevenue: 5_760_000.01 })).toEqual(["simples_limit_now"]);
    expect(risk({ annualRevenue: 5_760_000.01 }, "simples_limit_now").source).toContain("art. 3º, §§9º e 9º-A");
  });

  it("first calendar year: proportional limits (R$ 400 mil × 6 months = R$ 2,4 mi; + 20% = R$ 2,88 mi) and retroactive exclusion", () => {
    // Opened in July 2026; history Nov 2025–Oct 2026: only Jul–Oct carry revenue.
    const months = (total: number) => [...new Array(8).fill(0), total / 4, total / 4, total / 4, total / 4];
    const opened = { openedOn: "2026-07-15" };
    expect(rules({ ...opened, monthlyRevenues: months(1_800_000) })).toEqual([]);
    expect(rules({ ...opened, monthlyRevenues: [...months(1_800_000).slice(0, 11), 450_000.01] })).toEqual([
      "simples_sublimite_next_year",
    ]);
    expect(rules({ ...opened, monthlyRevenues: months(2_880_000) })).toEqual(["simples_limit_next_year"]);
    const retro = risk(
      { ...opened, monthlyRevenues: [...months(2_880_000).slice(0, 11), 720_000.01] },
      "simples_first_year_retroactive",
    );
    expect(figure(retro, "limit")).toBe(2_400_000);
    expect(figure(retro, "months")).toBe(6);
    expect(retro.source).toContain("§§10 e 12");
    // The same revenue for a company opened in an earlier year is far from the annual limits.
    expect(rules({ openedOn: "2025-07-15", monthlyRevenues: months(2_880_000) })).toEqual([]);
  });
});

describe("Fator R (LC 123 art. 18 §§5º-J, 5º-M, 24)", () => {
  // RBT12 R$ 1.200.000,00, no employees: FS12 = pró-labore × 12; 28% of RBT12 = R$ 336.000,00.
  const base = { activity: "servicos_fator_r" as const, annualRevenue: 1_200_000, partners: 1 };

  it("exactly 28% is Annex III (near the edge); one centavo of pró-labore less is Annex V", () => {
    expect(rules({ ...base, proLaboreMonthly: 28_000 })).toEqual(["fator_r_near"]);
    const v = risk({ ...base, proLaboreMonthly: 27_999.99 }, "fator_r_annex_v");
    expect(v.severity).toBe("alto");
    // FS12 R$ 335.999,88 → R$ 0,12 short → R$ 0,01 a month more reaches 28%.
    expect(figure(v, "extraProLaboreMonthly")).toBe(0.01);
    // Band 4 of RBT12 R$ 1,2 mi: Annex V (1.200.000 × 20,5% − 17.100) ÷ 1,2 mi = 19,075% of R$ 100.000, each tax
    // rounded on its own (IRPJ 21% 4.005,75; CSLL 15% 2.861,25; COFINS 15,74% 3.002,405 → 3.002,41; PIS 3,41%
    // 650,4575 → 650,46; CPP 23,85% 4.549,3875 → 4.549,39; ISS 21% 4.005,75) → DAS R$ 19.075,01; Annex III
    // (1.200.000 × 16% − 35.640) ÷ 1,2 mi = 13,03% → 521,20 + 456,05 + COFINS 1.777,292 → 1.777,29 + PIS 385,688 →
    // 385,69 + CPP 5.655,02 + ISS 4.234,75 = R$ 13.030,00; difference R$ 6.045,01 × 12 = R$ 72.540,12.
    expect(figure(v, "dasDifference")).toBe(72_540.12);
    expect(v.impact).toBe(72_540.12);
  });

  it("less than 3 points above 28% warns; 31% does not", () => {
    expect(rules({ ...base, proLaboreMonthly: 30_999.99 })).toEqual(["fator_r_near"]);
    expect(rules({ ...base, proLaboreMonthly: 31_000 })).toEqual([]);
  });

  it("only for activities subject to Fator R", () => {
    expect(rules({ ...base, activity: "servicos_gerais", proLaboreMonthly: 0 })).toEqual([]);
  });
});

describe("MEI (LC 123 art. 18-A §§1º e 7º, art. 18-C)", () => {
  const mei = { regime: "mei" as const, activity: "servicos_gerais" as const };

  it("R$ 81.000,00 is within; one centavo above until R$ 97.200,00 leaves in January; above that, retroactively", () => {
    expect(rules({ ...mei, annualRevenue: 81_000 })).toEqual([]);
    expect(rules({ ...mei, annualRevenue: 81_000.01 })).toEqual(["mei_over_limit"]);
    expect(rules({ ...mei, annualRevenue: 97_200 })).toEqual(["mei_over_limit"]);
    expect(rules({ ...mei, annualRevenue: 97_200.01 })).toEqual(["mei_over_tolerance"]);
  });

  it("one employee is allowed, two are not", () => {
    expect(rules({ ...mei, annualRevenue: 60_000, employees: 1 })).toEqual([]);
    expect(rules({ ...mei, annualRevenue: 60_000, employees: 2 })).toEqual(["mei_employees"]);
  });

  it("an activity that cannot be MEI", () => {
    expect(rules({ ...mei, activity: "servicos_fator_r", annualRevenue: 60_000 })).toEqual(["mei_activity"]);
    expect(risk({ ...mei, activity: "revenda_combustiveis", annualRevenue: 60_000 }, "mei_activity").source).toContain(
      "art. 18-A",
    );
  });
});

describe("partners: pró-labore and dividends (Lei 8.212 art. 12, V, f; Lei 9.250 art. 6º-A)", () => {
  it("profits distributed without pró-labore expose the INSS", () => {
    expect(rules({ annualRevenue: 600_000, dividendsMonthly: 10_000, proLaboreMonthly: 0 })).toEqual([
      "pro_labore_missing",
    ]);
    expect(rules({ annualRevenue: 600_000, dividendsMonthly: 10_000, proLaboreMonthly: 1_621 })).toEqual([]);
    expect(rules({ annualRevenue: 600_000, dividendsMonthly: 0, proLaboreMonthly: 0 })).toEqual([]);
  });

  it("R$ 50.000,00 a month to one partner is not withheld; R$ 50.000,01 withholds 10% of the whole amount", () => {
    const f = { annualRevenue: 3_000_000, proLaboreMonthly: 5_000, partners: 2 };
    expect(rules({ ...f, dividendsMonthly: 50_000 })).toEqual([]);
    const r = risk({ ...f, dividendsMonthly: 50_000.01 }, "dividends_withholding");
    expect(figure(r, "withheldMonthly")).toBe(5_000);
    expect(r.impact).toBe(120_000); // R$ 5.000,00 × 12 months × 2 partners
    expect(r.source).toContain("art. 6º-A");
  });
});

describe("Lucro Presumido (Lei 9.718 arts. 13 e 14; LC 224/2025)", () => {
  const presumido = { regime: "lucro_presumido" as const, activity: "servicos_gerais" as const };

  it("R$ 5.000.000,00 is outside the LC 224 increase; one centavo above is inside", () => {
    expect(rules({ ...presumido, annualRevenue: 5_000_000 })).toEqual([]);
    expect(rules({ ...presumido, annualRevenue: 5_000_000.01 })).toEqual(["presumido_lc224"]);
  });

  it("prices the increase: R$ 6 mi of services (R$ 1,5 mi a quarter, R$ 250 mil above the quarterly R$ 1,25 mi)", () => {
    // IRPJ: 4 × 250.000 × 32% × 10% = R$ 32.000,00 more base × (15% + 10% adicional) = R$ 8.000,00;
    // CSLL from the 2nd quarter: 3 × 250.000 × 3,2% = R$ 24.000,00 × 9% = R$ 2.160,00.
    expect(risk({ ...presumido, annualRevenue: 6_000_000 }, "presumido_lc224").impact).toBe(10_160);
  });

  it("above R$ 78.000.000,00 the Lucro Real becomes mandatory", () => {
    expect(rules({ ...presumido, annualRevenue: 78_000_000 })).toEqual(["presumido_lc224"]);
    expect(rules({ ...presumido, annualRevenue: 78_000_000.01 })).toEqual(["presumido_over_limit"]);
  });
});

describe("data quality", () => {
  it("an active company with no revenue history; an inactive one is not asked", () => {
    expect(rules({})).toEqual(["data_no_history"]);
    expect(rules({ status: "inativa" })).toEqual([]);
  });

  it("an inactive company with revenue", () => {
    expect(rules({ status: "inativa", annualRevenue: 120_000 })).toEqual(["data_inactive_revenue"]);
  });

  it("revenue above the declared regime's ceiling: MEI above R$ 4,8 mi, Simples above R$ 78 mi", () => {
    expect(rules({ regime: "mei", annualRevenue: 4_800_000 })).toEqual(["mei_over_tolerance"]);
    expect(rules({ regime: "mei", annualRevenue: 4_800_000.01 })).toEqual([
      "mei_over_tolerance",
      "data_regime_mismatch",
    ]);
    expect(rules({ annualRevenue: 78_000_000 })).toEqual(["simples_limit_now"]);
    expect(rules({ annualRevenue: 78_000_000.01 })).toEqual(["simples_limit_now", "data_regime_mismatch"]);
  });
});

describe("ordering", () => {
  it("most severe first, with the company on every risk", () => {
    const risks = detectRisks(
      facts({
        regime: "mei",
        activity: "servicos_fator_r",
        annualRevenue: 60_000,
        dividendsMonthly: 1_000,
        proLaboreMonthly: 0,
      }),
    );
    expect(risks.map((r) => [r.rule, r.severity])).toEqual([
      ["mei_activity", "alto"],
      ["pro_labore_missing", "medio"],
    ]);
    expect(risks.every((r) => r.companyId === "c1" && r.companyName === "Empresa Teste")).toBe(true);
  });
});
