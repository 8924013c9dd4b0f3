import { describe, expect, it } from "vitest";
import { DAS_LINES } from "@/tests/fixtures/documents/das-builder";
import { servicesDeclaration } from "@/tests/fixtures/documents/declarations";
import { pgdasLines } from "@/tests/fixtures/documents/pgdas-builder";
import { recognise } from "../recognize";
import type { DasItem } from "./parse";
import { reconcileDas, taxOfDasItem, type DeclaredDebt } from "./reconcile";

// A DAS against the declaration in force of its PA, per tax, on the principal. The declaration is SERVICES_III's
// (R$ 1.460,00: IRPJ 58,40 · CSLL 51,10 · COFINS 205,13 · PIS 44,53 · CPP 633,64 · ISS 467,20), read from its text.

function declared(): DeclaredDebt {
  const read = recognise(pgdasLines(servicesDeclaration()));
  if (read.kind !== "pgdas") throw new Error(JSON.stringify(read));
  return { number: read.document.number, exigivel: read.document.totals.exigivel };
}

const item = (column: keyof typeof DAS_LINES, principal: number, extra: Partial<DasItem> = {}): DasItem => ({
  ...DAS_LINES[column],
  principal,
  fine: 0,
  interest: 0,
  total: principal,
  ...extra,
});

const paidInFull = (): DasItem[] => [
  item("IRPJ", 5840),
  item("CSLL", 5110),
  item("COFINS", 20513),
  item("PIS/Pasep", 4453),
  item("INSS/CPP", 63364),
  item("ISS", 46720),
];

describe("taxOfDasItem", () => {
  it("reads the tax from the denomination, then from the observed codes; neither says → null", () => {
    expect(taxOfDasItem({ code: "9999", denomination: "PIS/PASEP - SIMPLES NACIONAL" })).toBe("PIS/Pasep");
    expect(taxOfDasItem({ code: "1006", denomination: "CONTRIBUIÇÃO PREVIDENCIÁRIA" })).toBe("INSS/CPP");
    expect(taxOfDasItem({ code: "2222", denomination: "ICMS - SIMPLES NACIONAL - PR" })).toBe("ICMS");
    expect(taxOfDasItem({ code: "3333", denomination: "CBS - SIMPLES NACIONAL" })).toBe("CBS");
    expect(taxOfDasItem({ code: "4444", denomination: "OUTRO TRIBUTO" })).toBeNull();
  });
});

describe("reconcileDas", () => {
  it("every exigível tax paid to the cent: confere; multa and juros reported apart", () => {
    const items = paidInFull().map((i) => (i.code === "1001" ? { ...i, fine: 1168, interest: 93, total: 7101 } : i));
    const r = reconcileDas({ items, installment: null }, declared());
    expect(r).toMatchObject({ status: "confere", declaration: "11222333202608001", difference: 0, charges: 1261 });
    expect(r.lines.map((l) => [l.tax, l.codes, l.paid, l.declared])).toEqual([
      ["IRPJ", ["1001"], 5840, 5840],
      ["CSLL", ["1002"], 5110, 5110],
      ["COFINS", ["1004"], 20513, 20513],
      ["PIS/Pasep", ["1005"], 4453, 4453],
      ["INSS/CPP", ["1006"], 63364, 63364],
      ["ISS", ["1010"], 46720, 46720],
    ]);
  });

  it("the ISS missing and the CPP R$ 0,01 short: diverge, each tax with its difference", () => {
    const items = paidInFull()
      .filter((i) => i.code !== "1010")
      .map((i) => (i.code === "1006" ? { ...i, principal: 63363, total: 63363 } : i));
    const r = reconcileDas({ items, installment: null }, declared());
    expect(r.status).toBe("diverge");
    expect(r.difference).toBe(-46721);
    expect(r.lines.filter((l) => l.difference !== 0)).toEqual([
      { tax: "INSS/CPP", codes: ["1006"], paid: 63363, declared: 63364, difference: -1 },
      { tax: "ISS", codes: [], paid: 0, declared: 46720, difference: -46720 },
    ]);
  });

  it("a tax the declaration does not ask for (ICMS on a service): diverge by what was paid", () => {
    const items = [
      ...paidInFull(),
      { code: "2222", denomination: "ICMS - SIMPLES NACIONAL", principal: 1000, fine: 0, interest: 0, total: 1000 },
    ];
    const r = reconcileDas({ items, installment: null }, declared());
    expect(r).toMatchObject({ status: "diverge", difference: 1000 });
    expect(r.lines.at(-1)).toEqual({ tax: "ICMS", codes: ["2222"], paid: 1000, declared: 0, difference: 1000 });
  });

  it("no declaration of its PA imported: sem_declaracao; a parcelamento's DAS is never compared", () => {
    expect(reconcileDas({ items: paidInFull(), installment: null }, null)).toMatchObject({
      status: "sem_declaracao",
      declaration: null,
      difference: 0,
    });
    const parcela = reconcileDas({ items: paidInFull().slice(0, 2), installment: "3/60" }, declared());
    expect(parcela).toMatchObject({ status: "parcelamento", declaration: null, difference: 0 });
    expect(parcela.lines.map((l) => [l.tax, l.paid])).toEqual([
      ["IRPJ", 5840],
      ["CSLL", 5110],
    ]);
  });
});
