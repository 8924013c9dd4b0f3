import { describe, expect, it } from "vitest";
import { maskDetails } from "./mask-details";
import { paymentsCsv } from "./payments-csv";
import {
  ADMIN_PAYMENT_TRANSITIONS,
  allowedPaymentTransitions,
  auditFiltersSchema,
  changePaymentStatusSchema,
  paymentFiltersSchema,
  userFiltersSchema,
} from "./schema";

describe("admin URL filters", () => {
  it("keep valid values and drop what a hand-edited URL breaks, never throwing", () => {
    expect(userFiltersSchema.parse({ q: " maria ", type: "affiliate", plan: "basic", page: "3" })).toEqual({
      q: "maria",
      type: "affiliate",
      plan: "basic",
      page: 3,
    });
    expect(userFiltersSchema.parse({ q: "   ", type: "root", plan: "Gold'; --", page: "-1" })).toEqual({
      q: undefined,
      type: undefined,
      plan: undefined,
      page: 1,
    });
    // Any plan slug (an admin may add plans); one that no plan has simply lists nobody.
    expect(userFiltersSchema.parse({ plan: "consultoria-2026" }).plan).toBe("consultoria-2026");
    expect(paymentFiltersSchema.parse({ status: "PENDING", from: "2026-02-30", to: "2026-11-23", page: "x" })).toEqual({
      q: undefined,
      status: "PENDING",
      from: undefined,
      to: "2026-11-23",
      page: 1,
    });
    expect(auditFiltersSchema.parse({ action: "admin.user'; drop table" }).action).toBeUndefined();
  });
});

describe("manual payment status transitions", () => {
  it("only the documented ones: cash receipt from open charges, its undo, refund of paid ones", () => {
    expect(allowedPaymentTransitions("PENDING")).toEqual(["RECEIVED_IN_CASH"]);
    expect(allowedPaymentTransitions("OVERDUE")).toEqual(["RECEIVED_IN_CASH"]);
    expect(allowedPaymentTransitions("RECEIVED")).toEqual(["REFUNDED"]);
    expect(allowedPaymentTransitions("REFUNDED")).toEqual([]);
    expect(allowedPaymentTransitions("CHARGEBACK_REQUESTED")).toEqual([]);
    const targets = new Set(Object.values(ADMIN_PAYMENT_TRANSITIONS).flat());
    expect([...targets].sort()).toEqual([...changePaymentStatusSchema.shape.status.options].sort());
  });

  it("needs a reason", () => {
    expect(changePaymentStatusSchema.safeParse({ status: "REFUNDED", reason: " ok " }).success).toBe(false);
    expect(
      changePaymentStatusSchema.safeParse({ status: "REFUNDED", reason: "Estorno pedido pelo cliente" }).success,
    ).toBe(true);
  });
});

describe("maskDetails", () => {
  it("masks secrets to their last four characters and redacts personal data elsewhere", () => {
    expect(
      maskDetails({
        setting: "openai_api_key",
        before: { openai_api_key: "sk-abcdef123456" },
        webhookToken: "tok_998877",
        note: "e-mail joao@exemplo.com.br, CPF 123.456.789-09",
        count: 3,
      }),
    ).toEqual({
      setting: "openai_api_key",
      before: { openai_api_key: "••••3456" },
      webhookToken: "••••8877",
      note: "e-mail [email], CPF [document]",
      count: 3,
    });
    expect(maskDetails({ after: "abc" }, true)).toEqual({ after: "••••" });
  });
});

describe("paymentsCsv", () => {
  it("writes pt-BR values and dates with the BOM, ';' and CRLF", () => {
    const csv = paymentsCsv(
      [
        {
          id: "1",
          userId: null,
          customerName: "=cmd|' /C calc'!A0",
          customerEmail: "a@b.co",
          value: 1234.5,
          status: "RECEIVED",
          dueDate: "2026-11-20",
          billingType: "PIX",
          createdAt: new Date("2026-11-18T15:00:00Z"),
        },
      ],
      {
        header: ["Cliente", "E-mail", "Valor (R$)", "Status", "Vencimento", "Forma", "Criado em"],
        status: (s) => (s === "RECEIVED" ? "Recebido" : s),
      },
    );
    expect(csv).toBe(
      "\uFEFFCliente;E-mail;Valor (R$);Status;Vencimento;Forma;Criado em\r\n'=cmd|' /C calc'!A0;a@b.co;1234,50;Recebido;20/11/2026;PIX;18/11/2026\r\n",
    );
  });
});
