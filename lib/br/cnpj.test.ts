import { describe, expect, it } from "vitest";
import { cnpj as reference } from "cpf-cnpj-validator";
import { cnpjCheckDigits, formatCnpj, isValidCnpj, maskCnpj, normaliseCnpj } from "./cnpj";

describe("isValidCnpj", () => {
  it("accepts the official RFB alphanumeric example in any case and format", () => {
    expect(isValidCnpj("12.ABC.345/01DE-35")).toBe(true);
    expect(isValidCnpj("12ABC34501DE35")).toBe(true);
    expect(isValidCnpj("12.abc.345/01de-35")).toBe(true);
  });

  it("accepts numeric CNPJs", () => {
    expect(isValidCnpj("11.222.333/0001-81")).toBe(true);
    expect(isValidCnpj("11222333000181")).toBe(true);
  });

  it("rejects wrong check digits, letters in the check digits, repeats and bad shapes", () => {
    expect(isValidCnpj("12.ABC.345/01DE-36")).toBe(false);
    expect(isValidCnpj("11.222.333/0001-82")).toBe(false);
    expect(isValidCnpj("12ABC34501DE3A")).toBe(false);
    expect(isValidCnpj("00000000000000")).toBe(false);
    expect(isValidCnpj("AAAAAAAAAAAA00")).toBe(false);
    expect(isValidCnpj("1122233300018")).toBe(false);
    expect(isValidCnpj("112223330001811")).toBe(false);
    expect(isValidCnpj("11.222.333/0001-81!")).toBe(false);
    expect(isValidCnpj("12ÁBC34501DE35")).toBe(false);
    expect(isValidCnpj("")).toBe(false);
  });

  it("computes the documented check digits", () => {
    expect(cnpjCheckDigits("12ABC34501DE")).toBe("35");
    expect(cnpjCheckDigits("112223330001")).toBe("81");
    expect(() => cnpjCheckDigits("123")).toThrow();
  });

  it("agrees with cpf-cnpj-validator on generated alphanumeric CNPJs", () => {
    for (let i = 0; i < 1000; i++) {
      const valid = reference.generate({ formatted: i % 2 === 0 });
      expect(isValidCnpj(valid)).toBe(true);
      const n = normaliseCnpj(valid);
      const wrongDv = n.slice(0, 13) + String((Number(n[13]) + 1) % 10);
      expect(isValidCnpj(wrongDv)).toBe(false);
      expect(reference.isValid(wrongDv)).toBe(false);
    }
  });

  it("agrees with cpf-cnpj-validator on numeric CNPJs built from random bases", () => {
    for (let i = 0; i < 1000; i++) {
      const base = Array.from({ length: 12 }, () => Math.floor(Math.random() * 10)).join("");
      const full = base + cnpjCheckDigits(base);
      expect(reference.isValid(full)).toBe(!/^(.)\1{13}$/.test(full));
      expect(isValidCnpj(full)).toBe(reference.isValid(full));
    }
  });
});

describe("normaliseCnpj", () => {
  it("strips punctuation and uppercases", () => {
    expect(normaliseCnpj(" 12.abc.345/01de-35 ")).toBe("12ABC34501DE35");
  });
});

describe("maskCnpj", () => {
  it("masks progressively while typing", () => {
    expect(maskCnpj("12")).toBe("12");
    expect(maskCnpj("12a")).toBe("12.A");
    expect(maskCnpj("12ABC")).toBe("12.ABC");
    expect(maskCnpj("12ABC3")).toBe("12.ABC.3");
    expect(maskCnpj("12ABC345")).toBe("12.ABC.345");
    expect(maskCnpj("12ABC3450")).toBe("12.ABC.345/0");
    expect(maskCnpj("12ABC34501DE")).toBe("12.ABC.345/01DE");
    expect(maskCnpj("12ABC34501DE3")).toBe("12.ABC.345/01DE-3");
    expect(maskCnpj("12abc34501de35")).toBe("12.ABC.345/01DE-35");
  });

  it("never puts a letter in the check digits and drops extra characters", () => {
    expect(maskCnpj("12ABC34501DEX")).toBe("12.ABC.345/01DE");
    expect(maskCnpj("12ABC34501DE35999")).toBe("12.ABC.345/01DE-35");
    expect(formatCnpj("11222333000181")).toBe("11.222.333/0001-81");
  });
});
