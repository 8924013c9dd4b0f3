import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import * as t from "@/lib/db/schema";
import type { OwnerDb } from "@/lib/db/handles";
import { resetEnvCache } from "@/lib/env";
import { describeOnEachDatabase } from "../helpers/db";

// Deliveries with a wrong token are limited per address, so the webhook token cannot be guessed at speed; a
// delivery with the right token never counts and is never refused, even from an address past the limit.

let current: OwnerDb | null = null;
vi.mock("@/lib/db/client", () => ({ getDb: async () => current }));

const { WEBHOOK_REFUSALS } = await import("@/lib/billing/webhook");
const { POST } = await import("@/app/api/webhooks/asaas/route");
const { PEER_ADDRESS_HEADER } = await import("@/lib/security/forwarded");
const { webhookToken } = await import("@/lib/billing/config");

const saved = { ...process.env };
beforeAll(() => {
  Object.assign(process.env, {
    PAYMENTS_PROVIDER: "sandbox",
    AUTH_SECRET: "webhook-refusals-test-secret-0123456789abcdef",
  });
  resetEnvCache();
});
afterAll(() => {
  for (const key of ["PAYMENTS_PROVIDER", "AUTH_SECRET"]) if (!(key in saved)) delete process.env[key];
  resetEnvCache();
});

const delivery = (token: string | null, id = `evt_${Math.random().toString(36).slice(2)}`) =>
  new Request("https://app.example/api/webhooks/asaas", {
    method: "POST",
    headers: token ? { "asaas-access-token": token } : {},
    body: JSON.stringify({ id, event: "PAYMENT_CREATED", payment: { id: "pay_desconhecido" } }),
  });

/** The route, called from `ip`. */
const receiveAsaasWebhook = (request: Request, ip: string) => {
  request.headers.set(PEER_ADDRESS_HEADER, ip);
  return POST(request);
};

describeOnEachDatabase("webhook refusal limit", (ctx) => {
  it(`answers 429 with Retry-After after ${WEBHOOK_REFUSALS.limit} refusals from one address; others and good deliveries pass`, async () => {
    current = ctx().db;
    const log = vi.spyOn(console, "error");
    const ip = `198.51.100.${Math.floor(Math.random() * 200) + 1}`;
    // Accepted deliveries first: as many as the limit and more, none counted.
    for (let i = 0; i < WEBHOOK_REFUSALS.limit + 5; i++)
      expect((await receiveAsaasWebhook(delivery(webhookToken()), ip)).status).toBe(200);
    for (let i = 0; i < WEBHOOK_REFUSALS.limit; i++)
      expect((await receiveAsaasWebhook(delivery("palpite-errado"), ip)).status).toBe(401);
    const limited = await receiveAsaasWebhook(delivery("palpite-errado"), ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    // The right token from the same address still passes (the token is checked first, only refusals count), and
    // the address stays limited for wrong ones.
    for (let i = 0; i < 3; i++) expect((await receiveAsaasWebhook(delivery(webhookToken()), ip)).status).toBe(200);
    expect((await receiveAsaasWebhook(delivery("palpite-errado"), ip)).status).toBe(429);
    expect((await receiveAsaasWebhook(delivery(webhookToken()), "203.0.113.50")).status).toBe(200);
    // Counted in the shared table, not in the memory fallback.
    expect(log).not.toHaveBeenCalledWith(expect.stringContaining("shared store unavailable"), expect.anything());
    log.mockRestore();
  });

  it("a delivery without the token, or with a wrong one, is refused with 401 and stores nothing", async () => {
    current = ctx().db;
    // Another range than the limit test above: drawing its (now limited) address would read 429 here.
    const ip = `203.0.113.${Math.floor(Math.random() * 200) + 1}`;
    for (const token of [null, "palpite-errado", ""]) {
      const id = `evt_${Math.random().toString(36).slice(2)}`;
      expect((await receiveAsaasWebhook(delivery(token, id), ip)).status).toBe(401);
      expect(await ctx().db.select().from(t.webhookEvents).where(eq(t.webhookEvents.eventId, id))).toEqual([]);
    }
  });
});
