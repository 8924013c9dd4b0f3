import { describe, expect, it } from "vitest";
import { crc16CcittFalse } from "./crc16";
import { buildPixPayload, emvField, hasValidCrc } from "./emv";
import { pixQrPngBase64 } from "./qr";

// Example BR Code of the BCB's "Manual de Padrões para Iniciação do Pix" (static, random key).
const BCB_EXAMPLE =
  "00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D";

describe("CRC16-CCITT-FALSE", () => {
  it("matches the standard check value", () => {
    expect(crc16CcittFalse("123456789")).toBe("29B1");
  });

  it("matches the CRC of the BCB example BR Code", () => {
    expect(crc16CcittFalse(BCB_EXAMPLE.slice(0, -4))).toBe("1D3D");
    expect(hasValidCrc(BCB_EXAMPLE)).toBe(true);
    expect(hasValidCrc(BCB_EXAMPLE.replace("BRASILIA", "BRASILIO"))).toBe(false);
  });
});

describe("buildPixPayload", () => {
  it("rebuilds the BCB example field by field", () => {
    const payload = buildPixPayload({
      key: "123e4567-e12b-12d1-a456-426655440000",
      merchantName: "Fulano de Tal",
      merchantCity: "Brasília",
    });
    // Our builder upper-cases name and city, so compare the structure and the CRC rule.
    expect(payload.startsWith("00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-426655440000")).toBe(true);
    expect(payload).toContain("5913FULANO DE TAL6008BRASILIA62070503***6304");
    expect(hasValidCrc(payload)).toBe(true);
  });

  it("writes amount, currency, country and txid", () => {
    const payload = buildPixPayload({
      key: "pix@tributocerto.com.br",
      amountCentavos: 2990,
      merchantName: "Tributo Certo",
      merchantCity: "São Paulo",
      txid: "pay_sbx_ab12",
    });
    expect(payload).toContain(emvField("53", "986"));
    expect(payload).toContain(emvField("54", "29.90"));
    expect(payload).toContain(emvField("58", "BR"));
    expect(payload).toContain(emvField("60", "SAO PAULO"));
    expect(payload).toContain(emvField("62", emvField("05", "paysbxab12")));
    expect(hasValidCrc(payload)).toBe(true);
  });

  it("refuses a non-integer amount", () => {
    expect(() => buildPixPayload({ key: "k", amountCentavos: 29.9, merchantName: "A", merchantCity: "B" })).toThrow();
  });
});

describe("pixQrPngBase64", () => {
  it("returns a PNG", async () => {
    const png = Buffer.from(await pixQrPngBase64(BCB_EXAMPLE), "base64");
    expect(png.subarray(1, 4).toString("ascii")).toBe("PNG");
  });
});
