import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import type { OwnerDb } from "@/lib/db/client";
import { runWithServiceRole } from "@/lib/db/admin";
import { runWithRls } from "@/lib/db/rls";
import * as t from "@/lib/db/schema";
import { describeOnEachDatabase, failureOf } from "../helpers/db";

describeOnEachDatabase("profile privileges", (ctx) => {
  const profileOf = async (id: string) => (await ctx().db.select().from(t.profiles).where(eq(t.profiles.id, id)))[0];

  it("sign-up creates the profile from metadata, never as admin", async () => {
    const env = ctx();
    const user = await env.createUser({
      metadata: {
        name: "Maria Souza",
        phone: "11 98765-4321",
        document: "529.982.247-25",
        user_type: "admin",
        subscription: "enterprise",
      },
    });
    expect(await profileOf(user.id)).toMatchObject({
      name: "Maria Souza",
      email: user.email,
      phone: "11 98765-4321",
      cpfCnpj: "52998224725",
      userType: "subscriber",
      subscriptionStatus: "trial",
      planId: null,
      affiliateCode: null,
    });
  });

  it("affiliates get a code, and sign-ups with it are linked to them", async () => {
    const env = ctx();
    const affiliate = await env.createUser({ metadata: { name: "Joana Dark", user_type: "affiliate" } });
    const { affiliateCode } = await profileOf(affiliate.id);
    expect(affiliateCode).toMatch(/^AFJOA[0-9A-F]{8}$/);
    const referred = await env.createUser({ metadata: { referral_code: affiliateCode!.toLowerCase() } });
    expect((await profileOf(referred.id)).referredBy).toBe(affiliate.id);
    const refs = await runWithRls(env.db, affiliate.claims, (tx) => tx.select().from(t.referrals));
    expect(refs).toMatchObject([
      { affiliateId: affiliate.id, referredUserId: referred.id, code: affiliateCode, status: "ativo" },
    ]);
  });

  it("a user updates their own personal data", async () => {
    const env = ctx();
    const user = await env.createUser();
    const done = await runWithRls(env.db, user.claims, (tx) =>
      tx
        .update(t.profiles)
        .set({ name: "Novo Nome", phone: "21 3333-4444" })
        .where(eq(t.profiles.id, user.id))
        .returning({ id: t.profiles.id }),
    );
    expect(done).toHaveLength(1);
    expect(await profileOf(user.id)).toMatchObject({ name: "Novo Nome", phone: "21 3333-4444" });
  });

  const privileged: [string, Record<string, unknown>][] = [
    ["user_type", { userType: "admin" }],
    ["subscription_status", { subscriptionStatus: "enterprise" }],
    ["plan_id", { planId: sql`(select id from public.subscription_plans where slug = 'enterprise')` }],
    ["affiliate_code", { affiliateCode: "AFHACK0000000" }],
    ["referred_by", { referredBy: null }],
    ["asaas_customer_id", { asaasCustomerId: "cus_forged" }],
    ["email", { email: "outro@exemplo.com" }],
  ];
  for (const [column, change] of privileged) {
    it(`a user cannot change their own ${column}`, async () => {
      const env = ctx();
      const user = await env.createUser();
      const before = await profileOf(user.id);
      const error = await failureOf(() =>
        runWithRls(env.db, user.claims, (tx) => tx.update(t.profiles).set(change).where(eq(t.profiles.id, user.id))),
      );
      expect(error).toMatch(/permission denied/);
      expect(await profileOf(user.id)).toEqual(before);
    });
  }

  it("the guard trigger refuses privileged changes even if a grant were widened", async () => {
    const env = ctx();
    const user = await env.createUser();
    const error = await failureOf(() =>
      env.db.transaction(async (tx) => {
        await tx.execute(sql`grant update (user_type, subscription_status) on public.profiles to authenticated`);
        // The owner transaction stands in for the connection: the test widens a grant inside it first.
        await runWithRls(tx as unknown as OwnerDb, user.claims, (inner) =>
          inner
            .update(t.profiles)
            .set({ userType: "admin", subscriptionStatus: "enterprise" })
            .where(eq(t.profiles.id, user.id)),
        );
      }),
    );
    expect(error).toMatch(/only the server may change privileged profile columns/);
    expect(await profileOf(user.id)).toMatchObject({ userType: "subscriber", subscriptionStatus: "trial" });
    const grants = await env.exec.query(
      `select 1 from information_schema.column_privileges
        where table_name = 'profiles' and grantee = 'authenticated' and privilege_type = 'UPDATE' and column_name = 'user_type'`,
    );
    expect(grants).toEqual([]);
  });

  it("the privileged path changes plan and role; promotion to affiliate assigns a code", async () => {
    const env = ctx();
    const user = await env.createUser({ metadata: { name: "Pedro" } });
    await runWithServiceRole(env.db, (tx) =>
      tx
        .update(t.profiles)
        .set({ subscriptionStatus: "professional", userType: "affiliate" })
        .where(eq(t.profiles.id, user.id)),
    );
    const profile = await profileOf(user.id);
    expect(profile).toMatchObject({ subscriptionStatus: "professional", userType: "affiliate" });
    expect(profile.affiliateCode).toMatch(/^AFPED[0-9A-F]{8}$/);
  });

  it("a user cannot create or delete profiles", async () => {
    const env = ctx();
    const user = await env.createUser();
    expect(
      await failureOf(() =>
        runWithRls(env.db, user.claims, (tx) => tx.delete(t.profiles).where(eq(t.profiles.id, user.id))),
      ),
    ).toMatch(/permission denied/);
    expect(
      await failureOf(() =>
        runWithRls(env.db, user.claims, (tx) =>
          tx.insert(t.profiles).values({ id: user.id, email: user.email, userType: "admin" }),
        ),
      ),
    ).toMatch(/permission denied/);
  });
});
