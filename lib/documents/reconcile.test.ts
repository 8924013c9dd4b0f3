import { describe, expect, it } from "vitest";
import { pgdasLines, type ActivityFixture, type DeclarationFixture } from "@/tests/fixtures/documents/pgdas-builder";
import {
  CNPJ_B,
  FATOR_R_III,
  FATOR_R_V,
  RESALE_I,
  RESALE_I_EXPORT,
  RESALE_I_ST,
  SERVICES_III_BAND1,
  SERVICES_III_HALVES,
  SERVICES_III_HALVES_ROUNDED_ONCE,
  SERVICES_III_RETIDO,
  SERVICES_IV,
  alteredServicesDeclaration,
  fatorRDeclaration,
  servicesDeclaration,
  shopDeclaration,
} from "@/tests/fixtures/documents/declarations";
import { reconcile } from "./reconcile";
import { recognise } from "./recognize";

// Golden reconciliations: every expected amount is the hand-worked one written beside the fixture (LC 123/2006, its
// annexes in the wording of LC 155/2016), never the engine's output copied back.

function reconciled(fixture: DeclarationFixture) {
  const read = recognise(pgdasLines(fixture));
  if (read.kind !== "pgdas") throw new Error(JSON.stringify(read));
  return reconcile(read.document);
}

const shop = (...activities: ActivityFixture[]) =>
  shopDeclaration({ establishments: [{ cnpj: CNPJ_B, city: "CURITIBA", uf: "PR", activities }] });

describe("reconcile: a declaration that follows the law confere to the cent", () => {
  it("Anexo III, 2ª faixa (7,30%): R$ 1.460,00 split per tax", () => {
    const r = reconciled(servicesDeclaration());
    expect(r).toMatchObject({ status: "confere", year: 2026, rbt12: 24_000_000, difference: 0 });
    const [activity] = r.activities;
    expect(activity.annex).toBe("III");
    expect(Object.fromEntries(activity.lines.map((l) => [l.column, l.expected]))).toEqual({
      IRPJ: 5840,
      CSLL: 5110,
      COFINS: 20513,
      "PIS/Pasep": 4453,
      "INSS/CPP": 63364,
      ICMS: 0,
      IPI: 0,
      ISS: 46720,
    });
    expect(activity.steps.map((s) => s.label)).toContain("Alíquota efetiva");
  });

  it("Anexo IV, 1ª faixa: the published R$ 8.000,00 → 67,68 54,72 63,61 13,79 160,20 = 360,00, no CPP in the DAS", () => {
    expect(reconciled(shop(SERVICES_IV)).status).toBe("confere");
  });

  it("Anexo I with ICMS-ST, exports, and Anexo III with ISS withheld: the segregated taxes leave the DAS", () => {
    const r = reconciled(shop(RESALE_I, RESALE_I_ST, RESALE_I_EXPORT, SERVICES_III_RETIDO));
    expect(r.activities.map((a) => a.status)).toEqual(["confere", "confere", "confere", "confere"]);
    const exported = r.activities[2].lines.find((l) => l.column === "COFINS");
    expect(exported).toMatchObject({ expected: 0, source: "LC 123/2006, art. 18, §4º-A, IV e §14" });
  });

  it("Fator r 0,20: Anexo V (16,125%), R$ 3.225,00, and the pró-labore that would reach 28%", () => {
    const r = reconciled(fatorRDeclaration(4_800_000, FATOR_R_V, "0,20"));
    expect(r.status).toBe("confere");
    expect(r.activities[0].annex).toBe("V");
    // 28% × R$ 240.000,00 = R$ 67.200,00 of FS12; R$ 19.200,00 missing ÷ 12 = R$ 1.600,00 a month.
    expect(r.findings).toContainEqual({
      code: "fator_r_below",
      values: { ratio: 200_000, monthlyPayrollMissing: 160_000 },
    });
  });

  it("Fator r 0,30: Anexo III, and a warning that it is within 3 points of 28%", () => {
    const r = reconciled(fatorRDeclaration(7_200_000, FATOR_R_III, "0,30"));
    expect(r.status).toBe("confere");
    expect(r.activities[0].annex).toBe("III");
    expect(r.findings).toContainEqual({ code: "fator_r_near", values: { ratio: 300_000 } });
  });
});

describe("reconcile: each tax rounded on its own, as the PGDAS-D prints it (docs/decisions.md §33)", () => {
  // Worked by hand beside SERVICES_III_HALVES: R$ 10.150,00 × 6% = R$ 609,00; the six shares rounded half-up sum to
  // R$ 609,01 (CSLL 21,315 and ISS 204,015 round up, CPP 264,306 too), where rounding the DAS once gives R$ 609,00.
  it("R$ 10.150,00 in Anexo III: 24,36 + 21,32 + 78,07 + 16,93 + 264,31 + 204,02 = 609,01 confere", () => {
    const r = reconciled(shop(SERVICES_III_HALVES));
    expect(r).toMatchObject({ status: "confere", difference: 0 });
    const expected = Object.fromEntries(r.activities[0].lines.map((l) => [l.column, l.expected]));
    expect(expected).toEqual({
      IRPJ: 2436,
      CSLL: 2132,
      COFINS: 7807,
      "PIS/Pasep": 1693,
      "INSS/CPP": 26431,
      ICMS: 0,
      IPI: 0,
      ISS: 20402,
    });
    expect(Object.values(expected).reduce((a, b) => a + b, 0)).toBe(60_901);
  });

  it("the DAS rounded once (R$ 609,00, CPP 264,30) is a centavo below the law, named as rounding", () => {
    const r = reconciled(shop(SERVICES_III_HALVES_ROUNDED_ONCE));
    expect(r).toMatchObject({ status: "diverge", difference: -1 });
    expect(r.activities[0].lines.find((l) => l.column === "INSS/CPP")).toMatchObject({
      declared: 26430,
      expected: 26431,
      difference: -1,
    });
    expect(r.activities[0].cause).toEqual({ code: "rounding" });
  });
});

describe("reconcile: each difference is named with its tax, amount and likely cause", () => {
  it("an IRPJ R$ 10,00 above the law", () => {
    const r = reconciled(alteredServicesDeclaration());
    expect(r).toMatchObject({ status: "diverge", difference: 1000 });
    const irpj = r.activities[0].lines.find((l) => l.column === "IRPJ");
    expect(irpj).toMatchObject({ declared: 6840, expected: 5840, difference: 1000 });
    expect(r.activities[0].cause).toEqual({ code: "above_law" });
    expect(r.findings).toContainEqual({ code: "declared_above_law", values: { amount: 1000 } });
  });

  it("Anexo V amounts declared while the Fator r (0,30) gives Anexo III: R$ 1.765,00 too much, cause Fator r", () => {
    const r = reconciled(fatorRDeclaration(7_200_000, FATOR_R_V, "0,30"));
    expect(r.status).toBe("diverge");
    expect(r.difference).toBe(322_500 - 146_000);
    expect(r.activities[0].cause).toEqual({ code: "fator_r", annex: "V" });
  });

  it("resale amounts (Anexo I) declared for an Anexo III service: cause annex", () => {
    const asResale = {
      ...SERVICES_III_BAND1,
      taxes: [2200 / 2, 1400 / 2, 5096 / 2, 1104 / 2, 16600 / 2, 13600 / 2, 0, 0],
    };
    const r = reconciled(shop(asResale));
    expect(r.activities[0].cause).toEqual({ code: "annex", annex: "I" });
  });

  it("ISS left out of a service declared without retention: ISS R$ 100,50 short, cause ISS retention", () => {
    const noIss = { ...SERVICES_III_BAND1, taxes: [...SERVICES_III_BAND1.taxes.slice(0, 7), 0] };
    const r = reconciled(shop(noIss));
    expect(r.difference).toBe(-10050);
    expect(r.activities[0].cause).toEqual({ code: "iss_retention" });
  });

  it("an activity whose text names no annex, and a year without tables, cannot be checked", () => {
    const unknown = { ...RESALE_I, description: ["Serviços de comunicação, exceto para o exterior"] };
    expect(reconciled(shop(unknown))).toMatchObject({ status: "nao_verificavel" });
    expect(reconciled(servicesDeclaration({ pa: "2023-08", number: "11222333202308001" }))).toMatchObject({
      status: "nao_verificavel",
      year: null,
    });
  });
});
