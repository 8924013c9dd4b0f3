import { describe, expect, it } from "vitest";
import { documentKind, isValidCpfCnpj, maskCpfCnpj, normaliseCpfCnpj } from "./cpf-cnpj";

describe("documentKind", () => {
  it("tells CPF from CNPJ by length and letters", () => {
    expect(documentKind("529.982.247-25")).toBe("cpf");
    expect(documentKind("11.222.333/0001-81")).toBe("cnpj");
    expect(documentKind("12.ABC")).toBe("cnpj");
    expect(documentKind("5299")).toBeNull();
  });
});

describe("maskCpfCnpj", () => {
  it("uses the CPF mask up to 11 digits and switches to CNPJ after", () => {
    expect(maskCpfCnpj("5299822")).toBe("529.982.2");
    expect(maskCpfCnpj("52998224725")).toBe("529.982.247-25");
    expect(maskCpfCnpj("112223330001")).toBe("11.222.333/0001");
    expect(maskCpfCnpj("11222333000181")).toBe("11.222.333/0001-81");
    expect(maskCpfCnpj("12abc")).toBe("12.ABC");
  });

  it("is stable when re-applied to its own output", () => {
    for (const raw of ["52998224725", "11222333000181", "12ABC34501DE35", "1122"]) {
      const once = maskCpfCnpj(raw);
      expect(maskCpfCnpj(once)).toBe(once);
    }
  });
});

describe("isValidCpfCnpj", () => {
  it("validates either document", () => {
    expect(isValidCpfCnpj("529.982.247-25")).toBe(true);
    expect(isValidCpfCnpj("11.222.333/0001-81")).toBe(true);
    expect(isValidCpfCnpj("12.ABC.345/01DE-35")).toBe(true);
    expect(isValidCpfCnpj("529.982.247-26")).toBe(false);
    expect(isValidCpfCnpj("11.222.333/0001-80")).toBe(false);
    expect(isValidCpfCnpj("123")).toBe(false);
    expect(isValidCpfCnpj("")).toBe(false);
  });

  it("normalises to uppercase characters without punctuation", () => {
    expect(normaliseCpfCnpj("12.abc.345/01de-35")).toBe("12ABC34501DE35");
  });
});
