import { describe, expect, it } from "vitest";
import messages from "@/messages/pt-BR.json";
import type { PaymentErrorCode } from "../provider";
import { asaasErrorFrom, isRetryable, paymentErrorCode } from "./errors";

const ALL_CODES = {
  invalid_access_token: true,
  invalid_cpfCnpj: true,
  invalid_customer: true,
  invalid_value: true,
  not_found: true,
  rate_limited: true,
  unavailable: true,
  rejected: true,
} satisfies Record<PaymentErrorCode, true>;

describe("Asaas error mapping", () => {
  it("branches on errors[0].code, then on the status", () => {
    expect(paymentErrorCode(401, "", "")).toBe("invalid_access_token");
    expect(paymentErrorCode(400, "invalid_object", "O CPF/CNPJ informado é inválido.")).toBe("invalid_cpfCnpj");
    expect(paymentErrorCode(400, "invalid_cpfCnpj", "")).toBe("invalid_cpfCnpj");
    expect(paymentErrorCode(400, "invalid_object", "Objeto inválido")).toBe("rejected");
    expect(paymentErrorCode(400, "invalid_customer", "")).toBe("invalid_customer");
    expect(paymentErrorCode(400, "invalid_value", "")).toBe("invalid_value");
    expect(paymentErrorCode(400, "invalid_dueDate", "")).toBe("rejected");
    expect(paymentErrorCode(403, "", "")).toBe("rejected");
    expect(paymentErrorCode(404, "", "")).toBe("not_found");
    expect(paymentErrorCode(429, "", "")).toBe("rate_limited");
    expect(paymentErrorCode(502, "", "")).toBe("unavailable");
  });

  it("keeps Asaas' description and tolerates empty or odd bodies", () => {
    expect(asaasErrorFrom(400, { errors: [{ code: "invalid_value", description: "Valor inválido" }] })).toMatchObject({
      code: "invalid_value",
      providerMessage: "Valor inválido",
      status: 400,
    });
    expect(asaasErrorFrom(401, null)).toMatchObject({ code: "invalid_access_token", providerMessage: undefined });
    expect(asaasErrorFrom(400, "<html>")).toMatchObject({ code: "rejected" });
  });

  it("retries only 5xx, 429 and network failures", () => {
    expect(isRetryable(asaasErrorFrom(503, null))).toBe(true);
    expect(isRetryable(asaasErrorFrom(429, null))).toBe(true);
    expect(isRetryable(asaasErrorFrom(400, null))).toBe(false);
    expect(isRetryable(new Error("x"))).toBe(false);
  });

  it("every PaymentErrorCode has a pt-BR message under payments.errors", () => {
    const catalogue = (messages as unknown as { payments: { errors: Record<string, string> } }).payments.errors;
    for (const code of Object.keys(ALL_CODES)) expect(catalogue[code], code).toMatch(/\S/);
  });
});
