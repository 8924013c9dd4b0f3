import { describe, expect, it } from "vitest";
import { z } from "zod";
import { MONEY_MAX_CENTAVOS, moneyAt, optionalIntegerSchema, optionalPercentSchema } from "./fields";

const money = (required: boolean, allowNegative = false) =>
  z.object({ v: z.string() }).transform((o, ctx) => moneyAt(o.v, ctx, ["v"], required, allowNegative));

function read(schema: z.ZodType, v: string): { value?: unknown; error?: string } {
  const parsed = schema.safeParse({ v });
  return parsed.success ? { value: parsed.data } : { error: parsed.error.issues[0]?.message };
}

describe("moneyAt, the one money field parser", () => {
  it("reads Brazilian amounts to reais rounded to the centavo", () => {
    expect(read(money(true), "R$ 1.234,56")).toEqual({ value: 1234.56 });
    expect(read(money(true), "50.000")).toEqual({ value: 50000 });
    expect(read(money(true), "0")).toEqual({ value: 0 });
    expect(read(money(false), "")).toEqual({ value: undefined });
    expect(read(money(true, true), "-1.000,00")).toEqual({ value: -1000 });
  });

  it("answers with message keys, never a silent zero", () => {
    expect(read(money(true), " ")).toEqual({ error: "validation.required" });
    expect(read(money(true), "12,34,5")).toEqual({ error: "validation.moneyInvalid" });
    expect(read(money(true), "-5")).toEqual({ error: "validation.moneyNegative" });
    expect(read(money(false), "abc")).toEqual({ error: "validation.moneyInvalid" });
    expect(read(money(true, true), "-")).toEqual({ error: "validation.moneyInvalid" });
  });

  it("refuses amounts past numeric(14,2), the money columns' maximum, at the edge", () => {
    expect(MONEY_MAX_CENTAVOS).toBe(99_999_999_999_999);
    expect(read(money(true), "999.999.999.999,99")).toEqual({ value: 999_999_999_999.99 });
    expect(read(money(true), "R$ 999.999.999.999,99")).toEqual({ value: 999_999_999_999.99 });
    expect(read(money(true), "1.000.000.000.000,00")).toEqual({ error: "validation.moneyTooLarge" });
    expect(read(money(true), "999999999999,995")).toEqual({ error: "validation.moneyTooLarge" });
    expect(read(money(false), "9.999.999.999.999,99")).toEqual({ error: "validation.moneyTooLarge" });
    expect(read(money(true, true), "-999.999.999.999,99")).toEqual({ value: -999_999_999_999.99 });
    expect(read(money(true, true), "-1.000.000.000.000,00")).toEqual({ error: "validation.moneyTooLarge" });
  });
});

describe("percent and integer fields", () => {
  it("accept the range and refuse outside it", () => {
    expect(optionalPercentSchema(0, 5).parse("2,5")).toBe(2.5);
    expect(optionalPercentSchema(0, 5).parse("")).toBeUndefined();
    expect(optionalPercentSchema(0, 5).safeParse("5,01").success).toBe(false);
    expect(optionalIntegerSchema(0, 10).parse("10")).toBe(10);
    expect(optionalIntegerSchema(0, 10).safeParse("11").success).toBe(false);
    expect(optionalIntegerSchema(0, 10).safeParse("1.5").success).toBe(false);
  });
});
