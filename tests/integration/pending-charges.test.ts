import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { getOwnProfile } from "@/lib/auth/profile";
import { listPendingCharges } from "@/lib/billing/pending-charges";
import { runWithRls } from "@/lib/db/rls";
import * as t from "@/lib/db/schema";
import { describeOnEachDatabase } from "../helpers/db";

// After checkout: the charges the app leads back to are the user's own open registrations,
// read under row-level security; a paid, expired or someone else's registration is not one.

describeOnEachDatabase("pending charges", (ctx) => {
  it("lists the user's open registrations only, newest first, with the plan and its price", async () => {
    const { db, createUser } = ctx();
    const [me, other] = [await createUser(), await createUser()];
    const plan = async (slug: string) =>
      (
        await db
          .select({ id: t.subscriptionPlans.id })
          .from(t.subscriptionPlans)
          .where(eq(t.subscriptionPlans.slug, slug))
      )[0].id;
    const base = { email: "x@example.com", name: "Pessoa", billingCycle: "monthly" as const };
    const day = 86_400_000;
    const now = new Date();
    await db.insert(t.pendingRegistrations).values([
      { ...base, userId: me.id, selectedPlanId: await plan("basic"), createdAt: new Date(now.getTime() - 2 * day) },
      {
        ...base,
        userId: me.id,
        selectedPlanId: await plan("professional"),
        isUpgrade: true,
        createdAt: new Date(now.getTime() - day),
      },
      { ...base, userId: me.id, selectedPlanId: await plan("enterprise"), status: "paid" },
      { ...base, userId: me.id, selectedPlanId: await plan("enterprise"), expiresAt: new Date(now.getTime() - day) },
      { ...base, userId: other.id, selectedPlanId: await plan("basic") },
    ]);

    const mine = await runWithRls(db, me.claims, (tx) => listPendingCharges(tx, me.id, now));
    expect(mine.map((c) => [c.planName, c.value, c.isUpgrade])).toEqual([
      ["Profissional", "89.90", true],
      ["Básico", "29.90", false],
    ]);
    // Someone else's id finds nothing under row-level security, even when asked for by name.
    expect(await runWithRls(db, other.claims, (tx) => listPendingCharges(tx, me.id, now))).toEqual([]);
    // The profile read counts the same charges (the app's layout lists them only when there are some).
    expect((await runWithRls(db, me.claims, (tx) => getOwnProfile(tx, me.id)))?.pendingCharges).toBe(2);
    expect((await runWithRls(db, other.claims, (tx) => getOwnProfile(tx, other.id)))?.pendingCharges).toBe(1);
  });
});
