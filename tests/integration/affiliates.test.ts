import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { listAffiliateCommissions, markCommissionPaid, searchAffiliates } from "@/lib/affiliates/admin";
import { getPayoutKey, revealPayoutKey, savePayoutKey } from "@/lib/affiliates/payout";
import { getCommissionRate, listMyReferrals } from "@/lib/affiliates/queries";
import { syncSubscription } from "@/lib/billing/sync";
import * as t from "@/lib/db/schema";
import { runWithRls } from "@/lib/db/rls";
import { saveNotificationPreferences } from "@/lib/notifications/store";
import type { SandboxProvider } from "@/lib/payments/sandbox/provider";
import { sandboxRegistration, sandboxWithAffiliate } from "../helpers/billing";
import { describeOnEachDatabase, rowsOf, type TestUser } from "../helpers/db";

// The affiliate programme over a real database: the referral DTO (no e-mail, no CPF, only the caller's rows),
// self-referral earning nothing, an administrator marking a commission paid (and a subscriber refused), the
// encrypted payout PIX key, and the payment e-mail honouring Settings › Notificações.

const REGISTRATION_CPF = "24971563792"; // the document tests/helpers/billing.ts registers with

describeOnEachDatabase("Affiliate programme", (ctx) => {
  let provider: SandboxProvider;
  let affiliateCode: string;
  let affiliate: TestUser;

  beforeAll(async () => {
    ({ provider, affiliateCode } = await sandboxWithAffiliate(ctx()));
    const [row] = await ctx()
      .db.select({ id: t.profiles.id })
      .from(t.profiles)
      .where(eq(t.profiles.affiliateCode, affiliateCode));
    affiliate = {
      id: row.id,
      email: "",
      claims: { sub: row.id, role: "authenticated", email: "a@x", aud: "authenticated" },
    };
  });

  /** A referred subscriber who pays the first charge of a basic plan; returns the user and the provider payment id. */
  async function referredPayer(name: string, code = affiliateCode, metadata: Record<string, unknown> = {}) {
    const user = await ctx().createUser({ metadata: { referral_code: code, name, cpf: "52998224725", ...metadata } });
    const { subscriptionId, payment } = await sandboxRegistration(ctx().db, provider, user);
    return { user, subscriptionId, paymentId: payment.id };
  }
  const pay = async (p: { subscriptionId: string; paymentId: string }) => {
    await provider.confirmPayment(p.paymentId);
    await syncSubscription(ctx().db, provider, p.subscriptionId);
  };
  const commissionsOf = (userId: string) =>
    ctx()
      .db.select({ id: t.commissions.id, amount: t.commissions.amount, status: t.commissions.status })
      .from(t.commissions)
      .innerJoin(t.referrals, eq(t.referrals.id, t.commissions.referralId))
      .where(eq(t.referrals.referredUserId, userId));

  it("lists only the caller's referrals, as first name and initial, without e-mail or CPF", async () => {
    const mine = await referredPayer("Maria Aparecida da Silva");
    await pay(mine);
    const { affiliateCode: otherCode } = await sandboxWithAffiliate(ctx());
    const theirs = await ctx().createUser({
      metadata: { referral_code: otherCode, name: "João Souza", cpf: "11144477735" },
    });

    const rows = await runWithRls(ctx().db, affiliate.claims, (tx) => listMyReferrals(tx));
    const row = rows.find((r) => r.name === "Maria S.");
    expect(row).toMatchObject({
      plan: "Básico",
      status: "ativo",
      commission: 2.99,
      pendingCommission: 2.99,
      commissionStatus: "pendente",
    });
    expect(rows.map((r) => r.id)).not.toContain(theirs.id);
    const everything = JSON.stringify(rows);
    expect(everything).not.toContain(mine.user.email);
    expect(everything).not.toContain("52998224725");
    expect(everything).not.toContain("Aparecida");

    // The function's own columns: the DTO, nothing else, for anyone who calls it.
    const columns = rowsOf<{ name: string }>(
      await ctx().db.execute(
        sql`select unnest(proargnames) as name from pg_proc where proname = 'my_referrals' and pronamespace = 'public'::regnamespace`,
      ),
    ).map((c) => c.name);
    expect(columns.sort()).toEqual([
      "commission_pending",
      "commission_status",
      "commission_total",
      "display_name",
      "joined_at",
      "plan_name",
      "referral_id",
      "status",
    ]);
    // A subscriber calling it gets nothing; the affiliate still cannot read the referred profile directly.
    const stranger = await ctx().createUser();
    expect(await runWithRls(ctx().db, stranger.claims, (tx) => listMyReferrals(tx))).toEqual([]);
    const seen = await runWithRls(ctx().db, affiliate.claims, (tx) =>
      tx.select({ email: t.profiles.email }).from(t.profiles).where(eq(t.profiles.id, mine.user.id)),
    );
    expect(seen).toEqual([]);
    expect(await runWithRls(ctx().db, affiliate.claims, (tx) => getCommissionRate(tx))).toBe("10.00");
  });

  it("self-referral earns nothing: same CPF at sign-up, or the affiliate's CPF on the payment", async () => {
    const selfAffiliate = await ctx().createUser({
      userType: "affiliate",
      metadata: { name: "Paulo Próprio", cpf: REGISTRATION_CPF },
    });
    const [{ code }] = await ctx()
      .db.select({ code: t.profiles.affiliateCode })
      .from(t.profiles)
      .where(eq(t.profiles.id, selfAffiliate.id));

    // Signing up with one's own link and document: no referral at all.
    const sameDocument = await ctx().createUser({
      metadata: {
        referral_code: code,
        name: "Paulo Outra Conta",
        cpf: `${REGISTRATION_CPF.slice(0, 3)}.${REGISTRATION_CPF.slice(3, 6)}.${REGISTRATION_CPF.slice(6, 9)}-${REGISTRATION_CPF.slice(9)}`,
      },
    });
    expect(await ctx().db.select().from(t.referrals).where(eq(t.referrals.referredUserId, sameDocument.id))).toEqual(
      [],
    );

    // Another document at sign-up, but the affiliate's own CPF pays (tests/helpers/billing.ts registers with it): no commission.
    const payer = await referredPayer("Paulo Terceiro", code!);
    await pay(payer);
    expect(await ctx().db.select().from(t.referrals).where(eq(t.referrals.referredUserId, payer.user.id))).toHaveLength(
      1,
    );
    expect(await commissionsOf(payer.user.id)).toEqual([]);

    // The control: the main affiliate (another CPF) earns 10% on the same kind of payment.
    const control = await referredPayer("Carla Controle");
    await pay(control);
    expect(await commissionsOf(control.user.id)).toMatchObject([{ amount: "2.99", status: "pendente" }]);
  });

  it("an administrator marks a commission paid, audited with before and after; a subscriber or the affiliate cannot", async () => {
    const payer = await referredPayer("Rita Pagante");
    await pay(payer);
    const [commission] = await commissionsOf(payer.user.id);
    const subscriber = await ctx().createUser();
    const admin = await ctx().createUser({ userType: "admin" });

    expect(
      await runWithRls(ctx().db, subscriber.claims, (tx) =>
        markCommissionPaid(tx, { id: subscriber.id }, commission.id),
      ),
    ).toBe("not_found");
    expect(
      await runWithRls(ctx().db, affiliate.claims, (tx) => markCommissionPaid(tx, { id: affiliate.id }, commission.id)),
    ).toBe("not_found");
    expect(await runWithRls(ctx().db, subscriber.claims, (tx) => searchAffiliates(tx, ""))).toEqual([]);
    expect((await commissionsOf(payer.user.id))[0].status).toBe("pendente");

    const found = await runWithRls(ctx().db, admin.claims, (tx) => searchAffiliates(tx, affiliateCode.toLowerCase()));
    expect(found).toMatchObject([{ id: affiliate.id, code: affiliateCode }]);
    expect(found[0].pendingCommission).toBeGreaterThanOrEqual(2.99);
    const listed = await runWithRls(ctx().db, admin.claims, (tx) => listAffiliateCommissions(tx, affiliate.id));
    expect(listed.find((c) => c.id === commission.id)).toMatchObject({
      referredName: "Rita Pagante",
      amount: 2.99,
      paymentValue: 29.9,
      status: "pendente",
    });

    expect(
      await runWithRls(ctx().db, admin.claims, (tx) =>
        markCommissionPaid(tx, { id: admin.id, ip: "203.0.113.9" }, commission.id),
      ),
    ).toBe("paid");
    expect(
      await runWithRls(ctx().db, admin.claims, (tx) => markCommissionPaid(tx, { id: admin.id }, commission.id)),
    ).toBe("already_paid");
    expect((await commissionsOf(payer.user.id))[0].status).toBe("pago");
    const [audit] = await ctx()
      .db.select()
      .from(t.auditLog)
      .where(eq(t.auditLog.target, `commission:${commission.id}`))
      .orderBy(sql`id desc`)
      .limit(1);
    expect(audit).toMatchObject({ actorId: admin.id, action: "admin.commission.paid", ip: "203.0.113.9" });
    expect(audit.details).toMatchObject({ before: { status: "pendente", paidAt: null }, after: { status: "pago" } });

    const rows = await runWithRls(ctx().db, affiliate.claims, (tx) => listMyReferrals(tx));
    expect(rows.find((r) => r.name === "Rita P.")).toMatchObject({ commissionStatus: "pago", pendingCommission: 0 });
  });

  it("stores the payout PIX key encrypted and bound to its owner, and shows it masked", async () => {
    const key = randomBytes(32);
    const saved = await runWithRls(ctx().db, affiliate.claims, (tx) =>
      savePayoutKey(tx, key, affiliate.id, { type: "email", key: "pix.afiliado@exemplo.com.br" }),
    );
    expect(saved.masked).toBe("•••• m.br");
    expect(await runWithRls(ctx().db, affiliate.claims, (tx) => getPayoutKey(tx, affiliate.id))).toMatchObject({
      type: "email",
      masked: "•••• m.br",
    });
    const [stored] = await ctx()
      .db.select()
      .from(t.affiliatePayoutKeys)
      .where(eq(t.affiliatePayoutKeys.userId, affiliate.id));
    expect(stored.keyCiphertext).not.toContain("afiliado");
    expect(await revealPayoutKey(ctx().db, key, affiliate.id)).toEqual({
      type: "email",
      key: "pix.afiliado@exemplo.com.br",
    });

    // The same ciphertext on another affiliate's row does not decrypt (the owner is the additional data).
    const other = await ctx().createUser({ userType: "affiliate" });
    await ctx()
      .db.insert(t.affiliatePayoutKeys)
      .values({ userId: other.id, keyType: "email", keyCiphertext: stored.keyCiphertext, keyMasked: "x" });
    expect(await revealPayoutKey(ctx().db, key, other.id)).toBeNull();
    expect(await revealPayoutKey(ctx().db, randomBytes(32), affiliate.id)).toBeNull();
  });

  it("sends the payment e-mail to the outbox only when payment e-mails are on", async () => {
    const outboxFor = async (email: string) =>
      rowsOf<{ subject: string }>(
        await ctx().db.execute(sql`select subject from local.email_outbox where to_email = ${email}`),
      );

    const wantsIt = await referredPayer("Ana Avisada");
    await pay(wantsIt);
    expect(await outboxFor(wantsIt.user.email)).toEqual([{ subject: "Pagamento confirmado" }]);
    await syncSubscription(ctx().db, provider, wantsIt.subscriptionId);
    expect(await outboxFor(wantsIt.user.email)).toHaveLength(1); // once per charge, however often it syncs

    const optedOut = await referredPayer("Otávio Silencioso");
    const off = { paymentEmails: false, regimeAlerts: true, monthlySummary: true, reformDeadlines: true };
    expect(
      await runWithRls(ctx().db, optedOut.user.claims, (tx) => saveNotificationPreferences(tx, optedOut.user.id, off)),
    ).toBe(true);
    await pay(optedOut);
    expect(await outboxFor(optedOut.user.email)).toEqual([]);
    expect(
      await ctx()
        .db.select()
        .from(t.notificationDeliveries)
        .where(eq(t.notificationDeliveries.userId, optedOut.user.id)),
    ).toEqual([]);
  });
});
