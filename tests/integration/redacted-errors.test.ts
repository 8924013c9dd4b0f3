import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { beforeAll, expect, it, vi } from "vitest";
import { handleAsaasWebhook } from "@/lib/billing/webhook";
import * as t from "@/lib/db/schema";
import type { PaymentProvider } from "@/lib/payments/provider";
import type { SandboxProvider } from "@/lib/payments/sandbox/provider";
import { sandboxWithAffiliate } from "../helpers/billing";
import { describeOnEachDatabase } from "../helpers/db";

// A webhook sync that fails on a real driver error keeps the error on its webhook_events row for reconcile,
// and logs it: neither may carry the query's parameters (CPF, e-mail, tokens) nor personal data in the message.

const CPF = "123.456.789-09";
const EMAIL = "ana.souza@example.com.br";
const SECRET = "tok_9f8e7d6c5b4a";

describeOnEachDatabase("stored and logged errors are redacted", (ctx) => {
  let provider: PaymentProvider;

  beforeAll(async () => {
    const { provider: sandbox } = await sandboxWithAffiliate(ctx());
    // Reading the payment fails on a query whose parameters and message carry personal data.
    provider = new Proxy(sandbox, {
      get(target, key, receiver) {
        if (key !== "getPayment") return Reflect.get(target, key, receiver) as unknown;
        return async () => {
          await ctx().db.execute(
            sql`select ${CPF}::int, ${EMAIL}::text, ${`https://hooks.example/x?token=${SECRET}`}::text`,
          );
          throw new Error("unreachable");
        };
      },
    }) satisfies SandboxProvider;
  });

  it("a failing sync stores and logs a redacted error", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const eventId = `evt_${randomUUID()}`;
      const body = { id: eventId, event: "PAYMENT_RECEIVED", payment: { object: "payment", id: "pay_000000000001" } };
      const answer = await handleAsaasWebhook(ctx().db, provider, JSON.stringify(body));
      expect(answer).toEqual({ status: 200, body: { received: true, ignored: true } });

      const [row] = await ctx()
        .db.select({ error: t.webhookEvents.error, processedAt: t.webhookEvents.processedAt })
        .from(t.webhookEvents)
        .where(eq(t.webhookEvents.eventId, eventId));
      expect(row.processedAt).toBeNull();
      expect(row.error).toMatch(
        /^Error: Failed query: select \$1::int, \$2::text, \$3::text\nparams: \[redacted\] ← \w+: invalid input syntax for type integer: "\[document\]"$/,
      );

      const log = JSON.stringify(logged.mock.calls, (_, value: unknown) =>
        value instanceof Error ? `${value.message} ${String(value.cause)} ${JSON.stringify(value)}` : value,
      );
      expect(log).toContain(eventId);
      for (const secret of [CPF, "12345678909", EMAIL, SECRET]) {
        expect(row.error).not.toContain(secret);
        expect(log).not.toContain(secret);
      }
    } finally {
      logged.mockRestore();
    }
  });
});
