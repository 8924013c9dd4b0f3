import { describe, expect, it } from "vitest";
import { maskPixKey, normalisePixKey, pixKeySchema } from "./schema";

describe("payout PIX key", () => {
  it("normalises each key type as the DICT stores it", () => {
    expect(normalisePixKey("cpf", "529.982.247-25")).toBe("52998224725");
    expect(normalisePixKey("cnpj", "11.222.333/0001-81")).toBe("11222333000181");
    expect(normalisePixKey("email", " Pix@Exemplo.com.br ")).toBe("pix@exemplo.com.br");
    expect(normalisePixKey("phone", "(11) 98765-4321")).toBe("+5511987654321");
    expect(normalisePixKey("random", "123E4567-E89B-12D3-A456-426614174000")).toBe(
      "123e4567-e89b-12d3-a456-426614174000",
    );
  });

  it("refuses a key that is not of the chosen type", () => {
    expect(normalisePixKey("cpf", "123.456.789-00")).toBeNull();
    expect(normalisePixKey("email", "sem-arroba")).toBeNull();
    expect(normalisePixKey("random", "52998224725")).toBeNull();
    const parsed = pixKeySchema.safeParse({ type: "cpf", key: "pix@exemplo.com.br" });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({ path: ["key"], message: "affiliates.payout.errors.key" });
    expect(pixKeySchema.safeParse({ type: "boleto", key: "x" }).success).toBe(false);
  });

  it("shows only the last four characters", () => {
    expect(maskPixKey("52998224725")).toBe("•••• 4725");
  });
});
