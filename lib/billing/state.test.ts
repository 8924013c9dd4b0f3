import { describe, expect, it } from "vitest";
import type { ProviderPayment, ProviderSubscription } from "@/lib/payments/provider";
import { commissionAmount, parseCommissionRate } from "./commission";
import { deriveRegistrationStatus, deriveSubscription, paidUntil } from "./state";

const sub = (over: Partial<ProviderSubscription> = {}): ProviderSubscription => ({
  id: "sub_1",
  customerId: "cus_1",
  status: "ACTIVE",
  value: 29.9,
  nextDueDate: "2026-12-27",
  cycle: "MONTHLY",
  externalReference: "reg",
  deleted: false,
  ...over,
});
const pay = (over: Partial<ProviderPayment> = {}): ProviderPayment => ({
  id: "pay_1",
  subscriptionId: "sub_1",
  customerId: "cus_1",
  status: "PENDING",
  value: 29.9,
  netValue: 29.9,
  billingType: "PIX",
  dueDate: "2026-11-27",
  paymentDate: null,
  invoiceUrl: null,
  bankSlipUrl: null,
  externalReference: "reg",
  description: null,
  deleted: false,
  ...over,
});
const now = new Date("2026-11-20T15:00:00Z");

describe("deriveSubscription", () => {
  it("is pending until the first charge is paid", () => {
    expect(deriveSubscription(sub(), [pay()], now)).toMatchObject({ status: "pending", nextDueDate: "2026-11-27" });
  });

  it("a paid charge pays one month from its due date", () => {
    const d = deriveSubscription(sub(), [pay({ status: "RECEIVED" })], now);
    expect(d.status).toBe("active");
    expect(d.currentPeriodEnd?.toISOString()).toBe("2026-12-28T02:59:59.000Z");
  });

  it("cancelled at the provider keeps access until the paid period ends", () => {
    const paid = [pay({ status: "CONFIRMED" })];
    expect(deriveSubscription(sub({ deleted: true }), paid, now)).toMatchObject({
      status: "active",
      cancelAtPeriodEnd: true,
    });
    expect(deriveSubscription(sub({ deleted: true }), paid, new Date("2027-01-01T00:00:00Z")).status).toBe("cancelled");
  });

  it("an unpaid renewal after the period makes it overdue; a refund takes the period back", () => {
    const later = new Date("2027-01-05T12:00:00Z");
    expect(
      deriveSubscription(
        sub(),
        [pay({ status: "RECEIVED" }), pay({ id: "pay_2", dueDate: "2026-12-27", status: "OVERDUE" })],
        later,
      ).status,
    ).toBe("overdue");
    expect(deriveSubscription(sub(), [pay({ status: "REFUNDED" })], now).status).toBe("pending");
  });

  it("a first charge overdue expires the subscription", () => {
    expect(deriveSubscription(sub(), [pay({ status: "OVERDUE" })], now).status).toBe("expired");
  });

  it("ignores deleted charges", () => {
    expect(paidUntil([pay({ status: "RECEIVED", deleted: true })])).toBeNull();
  });
});

describe("deriveRegistrationStatus", () => {
  const expires = new Date("2026-11-27T15:00:00Z");
  const derived = (status: "pending" | "active" | "expired") => ({
    status,
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    nextDueDate: null,
  });

  it("moves forward only", () => {
    expect(deriveRegistrationStatus("pending_payment", derived("pending"), false, expires, now)).toBe(
      "pending_payment",
    );
    expect(deriveRegistrationStatus("pending_payment", derived("expired"), false, expires, now)).toBe("expired");
    expect(deriveRegistrationStatus("expired", derived("active"), true, expires, now)).toBe("paid");
    expect(deriveRegistrationStatus("paid", derived("expired"), false, expires, now)).toBe("paid");
    expect(
      deriveRegistrationStatus("pending_payment", derived("pending"), false, expires, new Date("2026-11-28T00:00:00Z")),
    ).toBe("expired");
  });
});

describe("commissions", () => {
  it("rounds half-up to centavos", () => {
    expect(commissionAmount("29.90", "10")).toBe("2.99");
    expect(commissionAmount("89.90", "12.5")).toBe("11.24");
    expect(commissionAmount("0.05", "10")).toBe("0.01");
  });

  it("falls back to 10% for a missing or invalid setting", () => {
    expect(parseCommissionRate(null)).toBe("10");
    expect(parseCommissionRate("abc")).toBe("10");
    expect(parseCommissionRate("150")).toBe("10");
    expect(parseCommissionRate("12,5")).toBe("12.50");
  });
});
