import { describe, expect, it } from "vitest";
import { canFillFromCnpj, fillFromCnpj } from "./fill";
import { rowErrors, type SheetRowValues } from "./schema";

const line = (overrides: Partial<SheetRowValues> = {}): SheetRowValues => ({
  cnpj: "11.222.333/0001-81",
  nome: "",
  atividade: "",
  regime: "",
  uf: "",
  receitas: Array(12).fill("10.000,00"),
  folha: "",
  prolabore: "",
  ...overrides,
});

const padaria = { name: "PADARIA EXEMPLO LTDA", state: "SP", activity: "comercio", simples: true, mei: false } as const;

describe("a spreadsheet line filled from its CNPJ", () => {
  it("fills the name, activity and UF it lacks; the line then passes", () => {
    const before = line();
    expect(canFillFromCnpj(rowErrors(before))).toBe(true);
    const after = fillFromCnpj(before, padaria);
    expect(after).toMatchObject({ nome: "PADARIA EXEMPLO LTDA", atividade: "comercio", uf: "SP", regime: "" });
    expect(rowErrors(after)).toEqual({});
  });

  it("never replaces what the sheet says validly; a wrong UF is corrected", () => {
    const after = fillFromCnpj(line({ nome: "Padaria da Ana", atividade: "Anexo III", uf: "XX" }), padaria);
    expect(after).toMatchObject({ nome: "Padaria da Ana", atividade: "Anexo III", uf: "SP" });
  });

  it("a regime the sheet got wrong comes from the MEI or Simples option", () => {
    expect(fillFromCnpj(line({ regime: "outro" }), { ...padaria, mei: true }).regime).toBe("mei");
    expect(fillFromCnpj(line({ regime: "outro" }), padaria).regime).toBe("simples_nacional");
    expect(fillFromCnpj(line({ regime: "outro" }), { ...padaria, simples: false }).regime).toBe("outro");
  });

  it("no look-up for a line whose CNPJ is invalid, nor for one whose errors it cannot fix", () => {
    expect(canFillFromCnpj(rowErrors(line({ cnpj: "11.222.333/0001-99" })))).toBe(false);
    const onlyMoney = line({ nome: "Padaria", atividade: "comercio", uf: "SP", folha: "abc" });
    expect(Object.keys(rowErrors(onlyMoney))).toEqual(["folha"]);
    expect(canFillFromCnpj(rowErrors(onlyMoney))).toBe(false);
  });
});
