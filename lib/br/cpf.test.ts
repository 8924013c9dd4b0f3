import { describe, expect, it } from "vitest";
import { cpf as reference } from "cpf-cnpj-validator";
import { formatCpf, isValidCpf, maskCpf, onlyDigits } from "./cpf";

describe("onlyDigits", () => {
  it("keeps digits only", () => {
    expect(onlyDigits("529.982.247-25")).toBe("52998224725");
    expect(onlyDigits("abc")).toBe("");
  });
});

describe("isValidCpf", () => {
  it("accepts valid CPFs formatted or not", () => {
    expect(isValidCpf("529.982.247-25")).toBe(true);
    expect(isValidCpf("52998224725")).toBe(true);
    expect(isValidCpf(" 529 982 247 25 ")).toBe(true);
  });

  it("rejects wrong check digits, repeated digits, wrong length and foreign characters", () => {
    expect(isValidCpf("529.982.247-24")).toBe(false);
    expect(isValidCpf("529.982.247-15")).toBe(false);
    for (let d = 0; d <= 9; d++) expect(isValidCpf(String(d).repeat(11))).toBe(false);
    expect(isValidCpf("5299822472")).toBe(false);
    expect(isValidCpf("529982247251")).toBe(false);
    expect(isValidCpf("529.982.247-2a5")).toBe(false);
    expect(isValidCpf("")).toBe(false);
  });

  it("agrees with cpf-cnpj-validator on generated and mutated CPFs", () => {
    for (let i = 0; i < 500; i++) {
      const valid = reference.generate();
      expect(isValidCpf(valid)).toBe(true);
      const last = (Number(valid[10]) + 1 + (i % 9)) % 10;
      const mutated = valid.slice(0, 10) + last;
      expect(isValidCpf(mutated)).toBe(reference.isValid(mutated));
    }
  });
});

describe("maskCpf", () => {
  it("masks progressively while typing", () => {
    expect(maskCpf("")).toBe("");
    expect(maskCpf("529")).toBe("529");
    expect(maskCpf("5299")).toBe("529.9");
    expect(maskCpf("529982")).toBe("529.982");
    expect(maskCpf("5299822")).toBe("529.982.2");
    expect(maskCpf("5299822472")).toBe("529.982.247-2");
    expect(maskCpf("52998224725")).toBe("529.982.247-25");
  });

  it("ignores non-digits and extra digits", () => {
    expect(maskCpf("529.982.247-2599")).toBe("529.982.247-25");
    expect(formatCpf("52998224725")).toBe("529.982.247-25");
  });
});
