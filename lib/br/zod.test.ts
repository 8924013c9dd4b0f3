import { describe, expect, it } from "vitest";
import { z } from "zod";
import messages from "@/messages/pt-BR.json";
import {
  cnpjSchema,
  cpfCnpjSchema,
  cpfSchema,
  emailSchema,
  fitsPasswordBytes,
  passwordSchema,
  phoneSchema,
  validationKeys,
} from "./zod";

function firstError(schema: z.ZodType, input: unknown): string | undefined {
  const result = schema.safeParse(input);
  return result.success ? undefined : result.error.issues[0].message;
}

describe("document and contact schemas", () => {
  it("normalises valid input", () => {
    expect(cpfSchema.parse(" 529.982.247-25 ")).toBe("52998224725");
    expect(cnpjSchema.parse("12.abc.345/01de-35")).toBe("12ABC34501DE35");
    expect(cpfCnpjSchema.parse("11.222.333/0001-81")).toBe("11222333000181");
    expect(cpfCnpjSchema.parse("529.982.247-25")).toBe("52998224725");
    expect(phoneSchema.parse("(11) 98765-4321")).toBe("11987654321");
    expect(emailSchema.parse("  Ana@Empresa.COM.br ")).toBe("ana@empresa.com.br");
  });

  it("reports i18n keys", () => {
    expect(firstError(cpfSchema, "")).toBe("validation.required");
    expect(firstError(cpfSchema, "111.111.111-11")).toBe("validation.cpfInvalid");
    expect(firstError(cnpjSchema, "12.ABC.345/01DE-36")).toBe("validation.cnpjInvalid");
    expect(firstError(cpfCnpjSchema, "123")).toBe("validation.cpfCnpjInvalid");
    expect(firstError(phoneSchema, "(10) 1234-5678")).toBe("validation.phoneInvalid");
    expect(firstError(emailSchema, "ana@")).toBe("validation.emailInvalid");
    expect(firstError(emailSchema, "   ")).toBe("validation.required");
  });
});

describe("passwordSchema", () => {
  it("requires 8+ characters with a letter and a digit", () => {
    expect(passwordSchema.safeParse("senhaForte1").success).toBe(true);
    expect(passwordSchema.safeParse("çãoçãoç1").success).toBe(true);
    expect(firstError(passwordSchema, "")).toBe("validation.required");
    expect(firstError(passwordSchema, "abc1")).toBe("validation.passwordTooShort");
    expect(firstError(passwordSchema, "12345678")).toBe("validation.passwordNeedsLetter");
    expect(firstError(passwordSchema, "abcdefgh")).toBe("validation.passwordNeedsDigit");
    expect(firstError(passwordSchema, "a1".repeat(37))).toBe("validation.passwordTooLong");
  });

  it("counts the 72 bytes bcrypt reads, not characters: accents take two, emoji four", () => {
    expect(passwordSchema.safeParse(`a1${"ç".repeat(35)}`).success).toBe(true); // 2 + 70 = 72 bytes
    expect(firstError(passwordSchema, `a1${"ç".repeat(36)}`)).toBe("validation.passwordTooLong"); // 38 characters, 74 bytes
    expect(firstError(passwordSchema, `senha1${"🔒".repeat(17)}`)).toBe("validation.passwordTooLong"); // 23 characters, 74 bytes
    expect(fitsPasswordBytes("x".repeat(72))).toBe(true);
    expect(fitsPasswordBytes("x".repeat(71) + "é")).toBe(false);
  });
});

describe("validation messages", () => {
  it("has a pt-BR text for every key", () => {
    const validation = (messages as { validation?: Record<string, string> }).validation ?? {};
    for (const key of Object.values(validationKeys)) {
      const text = validation[key.replace("validation.", "")];
      expect(text, key).toBeTypeOf("string");
      expect(text.length, key).toBeGreaterThan(3);
    }
  });
});
