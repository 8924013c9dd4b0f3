import { describe, expect, it, vi } from "vitest";
import {
  formatBrl,
  formatBrlFromCentavos,
  formatBrlInput,
  formatPercent,
  maskBrlMoneyInput,
  normaliseSpaces,
  parseBrlMoney,
  parseBrlMoneyToCentavos,
  reaisToCentavos,
} from "./money";

describe("parseBrlMoney", () => {
  it.each([
    ["1.234,56", 1234.56],
    ["R$ 1.234,56", 1234.56],
    ["R$\u00a01.234,56", 1234.56],
    ["r$1234,56", 1234.56],
    ["1234,56", 1234.56],
    ["1234.56", 1234.56],
    ["1234.5", 1234.5],
    [" 50.000 ", 50000],
    ["1.234.567,89", 1234567.89],
    ["0,1", 0.1],
    [",5", 0.5],
    ["100", 100],
    ["0", 0],
    ["-1.234,56", -1234.56],
    ["R$ -10,00", -10],
    ["-R$ 10,00", -10],
    ["-0,00", 0],
    ["1,005", 1.01],
    ["1,004", 1],
    ["-1,005", -1.01],
    ["0,999", 1],
  ])("parses %j as %d", (input, expected) => {
    expect(parseBrlMoney(input)).toBe(expected);
  });

  it.each([
    "",
    " ",
    "-",
    "R$",
    ",",
    "1.234,",
    "abc",
    "1,234.56",
    "12.34,56",
    "1234.567,89",
    "1.2.3",
    "1.2345",
    "--5",
    "1e5",
    "R$ R$ 5",
  ])("rejects %j", (input) => {
    expect(parseBrlMoney(input)).toBeNull();
  });

  it("keeps exact centavos (no float drift)", () => {
    expect(parseBrlMoneyToCentavos("0,10")! + parseBrlMoneyToCentavos("0,20")!).toBe(30);
    expect(parseBrlMoneyToCentavos("R$ 9.999.999.999.999,99")).toBe(999999999999999);
    expect(parseBrlMoneyToCentavos("99.999.999.999.999,99")).toBeNull();
  });
});

describe("formatting", () => {
  it("formats BRL as Intl pt-BR does", () => {
    expect(normaliseSpaces(formatBrl(1234.56))).toBe("R$ 1.234,56");
    expect(formatBrl(1234.56)).toBe("R$\u00a01.234,56");
    expect(normaliseSpaces(formatBrl(-0.5))).toBe("-R$ 0,50");
    expect(formatBrl(Number.NaN)).toBe("—");
    expect(normaliseSpaces(formatBrlFromCentavos(123456))).toBe("R$ 1.234,56");
    expect(formatBrlInput(1234.5)).toBe("1.234,50");
    expect(reaisToCentavos(0.1 + 0.2)).toBe(30);
    expect(reaisToCentavos(1234.56)).toBe(123456);
  });

  it("formats percentages from fractions", () => {
    expect(formatPercent(0.1056)).toBe("10,56%");
    expect(formatPercent(0.06, 1)).toBe("6,0%");
    expect(formatPercent(0.155, 0)).toBe("16%");
    expect(formatPercent(Number.POSITIVE_INFINITY)).toBe("—");
  });
});

describe("maskBrlMoneyInput", () => {
  it.each([
    ["", ""],
    ["1", "1"],
    ["1234", "1.234"],
    ["1234567", "1.234.567"],
    ["1234,", "1.234,"],
    ["1234,5", "1.234,5"],
    ["1234,567", "1.234,56"],
    ["1.234,56", "1.234,56"],
    ["R$ 1.234,56", "1.234,56"],
    ["1234.56", "1.234,56"],
    ["00012", "12"],
    [",5", "0,5"],
    ["-50", "-50"],
    ["12a3", "123"],
  ])("masks %j as %j", (input, expected) => {
    expect(maskBrlMoneyInput(input)).toBe(expected);
  });

  it("produces text that parses back to the same amount", () => {
    for (const raw of ["1234,56", "987654321,1", "5", "1234.56"]) {
      expect(parseBrlMoney(maskBrlMoneyInput(raw))).toBe(parseBrlMoney(raw));
    }
  });
});

describe("the formatters", () => {
  it("are built on first use, once, not when the module loads", async () => {
    const Original = Intl.NumberFormat;
    let built = 0;
    Intl.NumberFormat = class extends Original {
      constructor(...args: ConstructorParameters<typeof Original>) {
        super(...args);
        built++;
      }
    } as typeof Original;
    try {
      vi.resetModules();
      const money = await import("./money");
      money.parseBrlMoneyToCentavos("1.234,56");
      expect(built).toBe(0);
      expect(money.formatBrl(1234.56)).toBe("R$\u00a01.234,56");
      expect(money.formatBrlFromCentavos(100)).toBe("R$\u00a01,00");
      expect(money.formatBrlInput(1234.5)).toBe("1.234,50");
      expect(money.formatBrl(1)).toBe("R$\u00a01,00");
      expect(built).toBe(2);
    } finally {
      Intl.NumberFormat = Original;
    }
  });
});
