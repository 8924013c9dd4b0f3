import { randomUUID } from "node:crypto";
import { expect, it } from "vitest";
import { getAdminOverview } from "@/lib/admin/queries";
import { runWithRls } from "@/lib/db/rls";
import * as t from "@/lib/db/schema";
import { PAID_STATUSES } from "@/lib/payments/provider";
import { describeOnEachDatabase } from "../helpers/db";

describeOnEachDatabase("admin overview", (ctx) => {
  it("counts revenue from every paid status (the billing definition, RECEIVED_IN_CASH included) and nothing else", async () => {
    const env = ctx();
    const admin = await env.createUser({ userType: "admin" });
    const payment = (status: string, value: string) => ({ asaasPaymentId: `pay_${randomUUID()}`, status, value });
    await env.db
      .insert(t.asaasPayments)
      .values([
        payment("RECEIVED", "29.90"),
        payment("CONFIRMED", "89.90"),
        payment("RECEIVED_IN_CASH", "199.90"),
        payment("PENDING", "1000.00"),
        payment("OVERDUE", "1000.00"),
        payment("REFUNDED", "1000.00"),
      ]);
    expect(PAID_STATUSES).toEqual(["CONFIRMED", "RECEIVED", "RECEIVED_IN_CASH"]);
    const overview = await runWithRls(env.db, admin.claims, (tx) => getAdminOverview(tx));
    expect(overview.revenue).toBeCloseTo(319.7, 2);
  });
});
