import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAsaasProvider, type AsaasClientConfig } from "@/lib/payments/asaas";
import { PaymentProviderError, type PaymentProvider } from "@/lib/payments/provider";
import { asaasToday, startAsaasDouble, type AsaasDouble } from "../doubles/asaas-double";

// The admin's manual payment changes at Asaas (Asaas API v3: POST /payments/{id}/receiveInCash, /undoReceivedInCash, /refund): receiveInCash, undoReceivedInCash and refund,
// against the local double (tests/doubles/asaas-double.ts), plus the exact requests the adapter sends.

let double: AsaasDouble;
beforeAll(async () => {
  double = await startAsaasDouble();
});
afterAll(() => double.close());

const customer = {
  name: "Maria Souza",
  email: "maria@exemplo.com.br",
  cpfCnpj: "24971563792",
  phone: "11987654321",
  externalReference: "user-cash",
};

function provider(overrides: Partial<AsaasClientConfig> = {}): PaymentProvider {
  return createAsaasProvider({
    apiKey: double.apiKey,
    environment: "sandbox",
    baseUrl: double.baseUrl,
    sleep: async () => {},
    ...overrides,
  });
}

async function openCharge(asaas: PaymentProvider, ref: string) {
  const { id: customerId } = await asaas.findOrCreateCustomer(customer);
  const nextDueDate = asaasToday(new Date(Date.now() + 7 * 86_400_000));
  const { firstPayment } = await asaas.createSubscription({
    customerId,
    value: 29.9,
    nextDueDate,
    description: "Assinatura Básico",
    externalReference: ref,
  });
  return firstPayment;
}

async function failure(promise: Promise<unknown>): Promise<PaymentProviderError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PaymentProviderError);
  return error as PaymentProviderError;
}

const posts = (path: string) => double.requests.filter((r) => r.method === "POST" && r.path === path).length;

describe("Asaas adapter: manual payment changes", () => {
  it("sends the documented requests: POST receiveInCash with date, value and no notification; undo and refund with empty bodies", async () => {
    const seen: { method: string; url: string; body: unknown }[] = [];
    const payment = {
      object: "payment",
      id: "pay_1",
      customer: "cus_1",
      subscription: "sub_1",
      value: 29.9,
      netValue: 28,
      billingType: "PIX",
      status: "RECEIVED_IN_CASH",
      dueDate: "2026-12-01",
      paymentDate: "2026-11-25",
      invoiceUrl: null,
      bankSlipUrl: null,
      externalReference: null,
      description: null,
      deleted: false,
    };
    const fakeFetch: typeof fetch = async (input, init) => {
      seen.push({
        method: String(init?.method),
        url: String(input),
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      });
      return new Response(JSON.stringify(payment), { status: 200 });
    };
    const asaas = provider({ fetch: fakeFetch });
    expect(await asaas.receiveInCash("pay_1", { paymentDate: "2026-11-25", value: 29.9 })).toMatchObject({
      id: "pay_1",
      status: "RECEIVED_IN_CASH",
      paymentDate: "2026-11-25",
    });
    await asaas.undoReceivedInCash("pay_1");
    await asaas.refundPayment("pay_1");
    expect(seen).toEqual([
      {
        method: "POST",
        url: `${double.baseUrl}/payments/pay_1/receiveInCash`,
        body: { paymentDate: "2026-11-25", value: 29.9, notifyCustomer: false },
      },
      { method: "POST", url: `${double.baseUrl}/payments/pay_1/undoReceivedInCash`, body: {} },
      { method: "POST", url: `${double.baseUrl}/payments/pay_1/refund`, body: {} },
    ]);
  });

  it("receives in cash, undoes it, receives again and refunds: each answer is the payment as Asaas now has it", async () => {
    const asaas = provider();
    const charge = await openCharge(asaas, "reg-cash");
    const today = asaasToday();
    expect(await asaas.receiveInCash(charge.id, { paymentDate: today, value: 29.9 })).toMatchObject({
      id: charge.id,
      status: "RECEIVED_IN_CASH",
      paymentDate: today,
    });
    expect(double.payments.get(charge.id)).toMatchObject({ status: "RECEIVED_IN_CASH" });
    expect(await asaas.undoReceivedInCash(charge.id)).toMatchObject({ status: "PENDING", paymentDate: null });
    await asaas.receiveInCash(charge.id, { paymentDate: today, value: 29.9 });
    expect(await asaas.refundPayment(charge.id)).toMatchObject({ status: "REFUNDED" });
    expect(await asaas.getPayment(charge.id)).toMatchObject({ status: "REFUNDED" });
  });

  it("a change from the wrong status is Asaas' invalid_action, mapped to rejected with its message; an unknown payment is not_found", async () => {
    const asaas = provider();
    const charge = await openCharge(asaas, "reg-wrong");
    expect(await failure(asaas.refundPayment(charge.id))).toMatchObject({
      code: "rejected",
      status: 400,
      providerMessage: "Só é possível estornar cobranças pagas.",
    });
    expect(await failure(asaas.undoReceivedInCash(charge.id))).toMatchObject({ code: "rejected", status: 400 });
    expect(await failure(asaas.receiveInCash("pay_unknown", { paymentDate: asaasToday(), value: 1 }))).toMatchObject({
      code: "not_found",
      status: 404,
    });
  });

  it("a 502 after Asaas received the cash: re-reads the payment instead of posting twice", async () => {
    const asaas = provider();
    const charge = await openCharge(asaas, "reg-502-cash");
    const path = `/payments/${charge.id}/receiveInCash`;
    double.inject({ method: "POST", path, when: "after", status: 502 });
    expect(await asaas.receiveInCash(charge.id, { paymentDate: asaasToday(), value: 29.9 })).toMatchObject({
      status: "RECEIVED_IN_CASH",
    });
    expect(posts(path)).toBe(1);

    const refund = `/payments/${charge.id}/refund`;
    double.inject({ method: "POST", path: refund, when: "after", status: 503 });
    expect(await asaas.refundPayment(charge.id)).toMatchObject({ status: "REFUNDED" });
    expect(posts(refund)).toBe(1);
  });

  it("a 503 before anything changed is retried and changes it once", async () => {
    const asaas = provider();
    const charge = await openCharge(asaas, "reg-503-cash");
    const path = `/payments/${charge.id}/receiveInCash`;
    double.inject({ method: "POST", path, when: "before", status: 503 });
    expect(await asaas.receiveInCash(charge.id, { paymentDate: asaasToday(), value: 29.9 })).toMatchObject({
      status: "RECEIVED_IN_CASH",
    });
    expect(posts(path)).toBe(2);
  });
});
