import { describe, expect, it } from "vitest";
import { detectRisks } from "../risks";
import { analyse, companyScore, levelOf } from "../score";
import { facts } from "./fixtures";

const run = (...list: ReturnType<typeof facts>[]) =>
  analyse(list.map((f) => ({ companyId: f.id, companyName: f.name, risks: detectRisks(f) })));

describe("score = min(100, 40 × alto + 20 × médio + 5 × baixo); level by its floor", () => {
  it("levels at their floors", () => {
    expect([0, 1, 19, 20, 39, 40, 100].map(levelOf)).toEqual([
      "nenhum",
      "baixo",
      "baixo",
      "medio",
      "medio",
      "alto",
      "alto",
    ]);
  });

  it("per company and overall (the company most at risk)", () => {
    const quiet = facts({ id: "a", name: "Sem riscos", annualRevenue: 600_000 });
    const sublimite = facts({ id: "b", name: "Perto do sublimite", annualRevenue: 3_700_000 });
    const noHistory = facts({ id: "c", name: "Sem histórico" });
    const a = run(quiet, sublimite, noHistory);
    expect(a.companies.map((c) => [c.companyName, c.score, c.level])).toEqual([
      ["Sem riscos", 0, "nenhum"],
      ["Perto do sublimite", 20, "medio"],
      ["Sem histórico", 5, "baixo"],
    ]);
    expect([a.score, a.level]).toEqual([20, "medio"]);
  });

  it("caps at 100", () => {
    // MEI over the tolerance, two employees, forbidden activity (3 × alto) and profits without pró-labore (médio): 140 → 100.
    const risks = detectRisks(
      facts({
        regime: "mei",
        activity: "servicos_fator_r",
        annualRevenue: 200_000,
        employees: 2,
        dividendsMonthly: 5_000,
      }),
    );
    expect(risks.map((r) => r.severity)).toEqual(["alto", "alto", "alto", "medio"]);
    expect(companyScore(risks)).toBe(100);
  });

  it("no companies: score 0, nothing to do", () => {
    expect(run()).toEqual({ score: 0, level: "nenhum", companies: [], risks: [], plan: [] });
  });
});

describe("action plan", () => {
  it("merges the same action across companies, most severe first", () => {
    const near = facts({ id: "a", name: "A", annualRevenue: 3_700_000 }); // médio: planIcmsIssOutside, reviewRevenue
    const over = facts({ id: "b", name: "B", annualRevenue: 5_000_000 }); // alto: prepareRegimeChange, simulateRegimes, reviewRevenue
    const plan = run(near, over).plan;
    expect(plan.map((p) => [p.action, p.severity, p.companies])).toEqual([
      ["reviewRevenue", "alto", ["B", "A"]],
      ["prepareRegimeChange", "alto", ["B"]],
      ["simulateRegimes", "alto", ["B"]],
      ["planIcmsIssOutside", "medio", ["A"]],
    ]);
  });
});
