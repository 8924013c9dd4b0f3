import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, expect, it } from "vitest";
import { reconcilePayments } from "@/lib/billing/reconcile";
import { handleAsaasWebhook } from "@/lib/billing/webhook";
import * as t from "@/lib/db/schema";
import type { ProviderPayment } from "@/lib/payments/provider";
import type { SandboxProvider } from "@/lib/payments/sandbox/provider";
import { sandboxRegistration, sandboxWithAffiliate } from "../helpers/billing";
import { describeOnEachDatabase, rowsOf } from "../helpers/db";
import { fuzzSeed } from "./settings";

// One payment's whole event sequence (created, updated, confirmed, received, and the subscription's own events)
// delivered shuffled, duplicated and in concurrent bursts, with the charge paid at the provider at a random
// point, and sometimes a crash in the middle: the process dying after the event row is recorded (the sync
// throws), or a statement failing inside the apply transaction (a trigger armed for one commission insert).
// Redeliveries of a crashed event are duplicates, so only the reconcile job can finish it. In the end: exactly
// one paid transition, one commission, one active subscription, every event processed; reconcile again is a no-op.

const RUNS = Number(process.env.CHAOS_WEBHOOK_RUNS ?? 8);
const EVENTS = [
  "PAYMENT_CREATED",
  "PAYMENT_UPDATED",
  "PAYMENT_CONFIRMED",
  "PAYMENT_RECEIVED",
  "SUBSCRIPTION_CREATED",
  "SUBSCRIPTION_UPDATED",
] as const;

type Crash = "none" | "after-record" | "mid-transaction";

const schedules = fc.record({
  /** Extra deliveries (duplicates) on top of one of each event, then shuffled. */
  duplicates: fc.array(fc.nat(EVENTS.length - 1), { maxLength: 12 }),
  order: fc.infiniteStream(fc.nat()),
  /** Size of each concurrent burst. */
  bursts: fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 10 }),
  /** Before which burst the charge is paid at the provider. */
  paidBefore: fc.nat(6),
  crash: fc.constantFrom<Crash>("none", "after-record", "mid-transaction"),
});

describeOnEachDatabase("webhook chaos", (ctx) => {
  let provider: SandboxProvider;
  let affiliateCode: string;

  beforeAll(async () => {
    ({ provider, affiliateCode } = await sandboxWithAffiliate(ctx()));
    // The fuse: armed by setval(..., 1, false), it fails the next commission insert once (a sequence is not rolled
    // back with the transaction it failed, so it cannot trip twice).
    await ctx().exec.query(`create sequence public.chaos_fuse start 100`);
    await ctx().exec
      .query(`create function public.chaos_fuse_trip() returns trigger language plpgsql security definer set search_path = public as $$
      begin
        if nextval('public.chaos_fuse') = 1 then raise exception 'chaos: crash in the middle of the transaction'; end if;
        return new;
      end $$`);
    await ctx().exec.query(
      `create trigger chaos_fuse before insert on public.commissions for each row execute function public.chaos_fuse_trip()`,
    );
  });

  const deliver = (body: object, via = provider) => handleAsaasWebhook(ctx().db, via, JSON.stringify(body));

  const envelope = (type: (typeof EVENTS)[number], payment: ProviderPayment) => ({
    id: `evt_${randomUUID()}`,
    event: type,
    dateCreated: "2026-11-20 10:00:00",
    ...(type.startsWith("PAYMENT_")
      ? {
          payment: {
            object: "payment",
            id: payment.id,
            subscription: payment.subscriptionId,
            status: payment.status,
            value: payment.value,
          },
        }
      : { subscription: { object: "subscription", id: payment.subscriptionId } }),
  });

  /** A provider whose first read of a charge dies, as a process killed in the middle of a sync would. */
  function dyingOnce(): SandboxProvider {
    let died = false;
    return {
      ...provider,
      getPayment: async (id: string) => {
        if (!died) {
          died = true;
          throw new Error("chaos: the process died after recording the event");
        }
        return provider.getPayment(id);
      },
    };
  }

  async function outcome(userId: string, registrationId: string) {
    const db = ctx().db;
    const [registration] = await db
      .select({ status: t.pendingRegistrations.status })
      .from(t.pendingRegistrations)
      .where(eq(t.pendingRegistrations.id, registrationId));
    const [profile] = await db
      .select({ plan: t.profiles.subscriptionStatus })
      .from(t.profiles)
      .where(eq(t.profiles.id, userId));
    const subscriptions = await db
      .select({ status: t.subscriptions.status })
      .from(t.subscriptions)
      .where(eq(t.subscriptions.userId, userId));
    const commissions = await db
      .select({ amount: t.commissions.amount })
      .from(t.commissions)
      .innerJoin(t.asaasPayments, eq(t.asaasPayments.id, t.commissions.paymentId))
      .where(eq(t.asaasPayments.userId, userId));
    const [{ transitions }] = rowsOf<{ transitions: number }>(
      await db.execute(
        sql`select count(*)::int as transitions from public.audit_log where target = ${`registration:${registrationId}`} and action = 'billing.registration.paid'`,
      ),
    );
    return { registration: registration.status, plan: profile.plan, subscriptions, commissions, transitions };
  }

  it(`shuffled, duplicated and concurrent deliveries with a crash now and then: one transition, one commission (${RUNS} schedules)`, async () => {
    const seen = new Set<Crash>();
    await fc.assert(
      fc.asyncProperty(schedules, async ({ duplicates, order, bursts, paidBefore, crash }) => {
        seen.add(crash);
        const user = await ctx().createUser({ metadata: { referral_code: affiliateCode } });
        const { registrationId, payment } = await sandboxRegistration(ctx().db, provider, user, {
          referralCode: affiliateCode,
        });
        const events = EVENTS.map((type) => envelope(type, payment));
        const deliveries = [...events.keys(), ...duplicates];
        const shuffled = deliveries
          .map((i, k) => ({ i, key: order.next().value + k / 1000 }))
          .sort((a, b) => a.key - b.key)
          .map(({ i }) => events[i]);

        if (crash === "mid-transaction") await ctx().exec.query(`select setval('public.chaos_fuse', 1, false)`);
        let via = crash === "after-record" ? dyingOnce() : provider;
        let burst = 0;
        for (let next = 0; next < shuffled.length; burst++) {
          if (burst === paidBefore) await provider.confirmPayment(payment.id);
          const size = bursts[burst % bursts.length];
          const responses = await Promise.all(shuffled.slice(next, next + size).map((body) => deliver(body, via)));
          expect(responses.map((r) => r.status)).toEqual(responses.map(() => 200));
          next += size;
          if (crash === "after-record") via = provider;
        }
        if (burst <= paidBefore) await provider.confirmPayment(payment.id);
        // A fuse no delivery tripped (the charge was paid after them) is disarmed: this is about webhook crashes.
        await ctx().exec.query(`select setval('public.chaos_fuse', 100)`);

        // Whatever the webhooks did, the job finishes it; a second run finds nothing left to change.
        await reconcilePayments(ctx().db, provider, { eventGraceSeconds: 0 });
        const settled = await outcome(user.id, registrationId);
        await reconcilePayments(ctx().db, provider, { eventGraceSeconds: 0 });
        expect(await outcome(user.id, registrationId)).toEqual(settled);

        expect(settled).toEqual({
          registration: "paid",
          plan: "basic",
          subscriptions: [{ status: "active" }],
          commissions: [{ amount: "2.99" }],
          transitions: 1,
        });
        const ids = events.map((e) => e.id);
        const open = rowsOf<{ event_id: string }>(
          await ctx().db.execute(
            sql`select event_id from public.webhook_events where event_id in ${ids} and (processed_at is null or error is not null)`,
          ),
        );
        expect(open).toEqual([]);
      }),
      { numRuns: RUNS, seed: fuzzSeed(`webhook-chaos:${ctx().target}`), endOnFailure: true },
    );
    expect([...seen].sort()).toEqual(["after-record", "mid-transaction", "none"]);
  });

  it("the injected failures do happen: a crashed delivery leaves its event unprocessed until reconcile", async () => {
    const user = await ctx().createUser({ metadata: { referral_code: affiliateCode } });
    const { registrationId, payment } = await sandboxRegistration(ctx().db, provider, user, {
      referralCode: affiliateCode,
    });
    const paid = await provider.confirmPayment(payment.id);
    await ctx().exec.query(`select setval('public.chaos_fuse', 1, false)`);
    const body = envelope("PAYMENT_RECEIVED", paid);
    expect((await deliver(body)).status).toBe(200);
    expect(await deliver(body)).toEqual({ status: 200, body: { received: true, duplicate: true } });
    const [row] = await ctx().db.select().from(t.webhookEvents).where(eq(t.webhookEvents.eventId, body.id));
    expect(row).toMatchObject({ processedAt: null, error: expect.stringContaining("chaos: crash in the middle") });
    expect(await outcome(user.id, registrationId)).toMatchObject({
      registration: "pending_payment",
      plan: "trial",
      commissions: [],
      transitions: 0,
    });

    const dying = envelope("PAYMENT_CONFIRMED", paid);
    expect((await deliver(dying, dyingOnce())).status).toBe(200);
    const [died] = await ctx().db.select().from(t.webhookEvents).where(eq(t.webhookEvents.eventId, dying.id));
    expect(died).toMatchObject({ processedAt: null, error: expect.stringContaining("process died") });

    await reconcilePayments(ctx().db, provider, { eventGraceSeconds: 0 });
    expect(await outcome(user.id, registrationId)).toMatchObject({
      registration: "paid",
      plan: "basic",
      commissions: [{ amount: "2.99" }],
      transitions: 1,
    });
  });
});
