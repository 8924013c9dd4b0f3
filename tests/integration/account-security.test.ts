import bcrypt from "bcryptjs";
import { and, eq, isNull } from "drizzle-orm";
import { expect, it, vi } from "vitest";
import type { CookieJar } from "@/lib/auth/types";
import type { OwnerDb } from "@/lib/db/handles";
import * as t from "@/lib/db/schema";
import { describeOnEachDatabase, type TestDb, type TestUser } from "../helpers/db";

// Configurações › Segurança with the local adapter (password change, sessions, TOTP at sign-in) and account
// deletion (lib/account/erase.ts), on PGlite and PostgreSQL.

let current: OwnerDb | null = null;
vi.mock("@/lib/db/client", () => ({ getDb: async () => current }));

const { localAuth } = await import("@/lib/auth/local/adapter");
const { eraseAccount } = await import("@/lib/account/erase");
const { EXPORTED } = await import("@/lib/account/export");
const { totpCodeAt } = await import("@/lib/auth/totp");
const { getTableConfig } = await import("drizzle-orm/pg-core");

const PASSWORD = "Senha@Antiga1";

function memoryJar(): CookieJar & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    all: () => [...values].map(([name, value]) => ({ name, value })),
    get: (name) => values.get(name),
    set: (name, value, options) => (options.maxAge === 0 ? values.delete(name) : values.set(name, value)),
  };
}

async function withPassword(env: TestDb, options?: Parameters<TestDb["createUser"]>[0]): Promise<TestUser> {
  const user = await env.createUser(options);
  await env.db
    .update(t.authUsers)
    .set({ encryptedPassword: await bcrypt.hash(PASSWORD, 4) })
    .where(eq(t.authUsers.id, user.id));
  return user;
}

async function signIn(
  email: string,
  password = PASSWORD,
  client = { ip: "203.0.113.7", userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1" },
) {
  const jar = memoryJar();
  const result = await localAuth.signInWithPassword(jar, email, password, client);
  return { jar, result };
}

const activeSessions = (env: TestDb, userId: string) =>
  env.db
    .select({ id: t.authSessions.id })
    .from(t.authSessions)
    .where(and(eq(t.authSessions.userId, userId), isNull(t.authSessions.revokedAt)));

describeOnEachDatabase("Segurança: password, sessions and TOTP (local adapter)", (ctx) => {
  it("changes the password only with the current one, and signs out the other sessions", async () => {
    const env = ctx();
    current = env.db;
    const user = await withPassword(env);
    const here = await signIn(user.email);
    const elsewhere = await signIn(user.email);
    expect(here.result).toMatchObject({ ok: true, data: { secondFactor: false } });

    expect(await localAuth.changePassword(here.jar, user.id, "palpite-errado", "Senha@Nova2")).toEqual({
      ok: false,
      code: "invalidCredentials",
    });
    expect((await signIn(user.email)).result.ok).toBe(true);
    expect(await activeSessions(env, user.id)).toHaveLength(3);

    expect(await localAuth.changePassword(here.jar, user.id, PASSWORD, "Senha@Nova2")).toEqual({
      ok: true,
      data: undefined,
    });
    expect((await signIn(user.email)).result).toEqual({ ok: false, code: "invalidCredentials" });
    expect((await signIn(user.email, "Senha@Nova2")).result.ok).toBe(true);
    // This browser stays signed in; the other browser's session is over.
    expect(await localAuth.getClaims(here.jar)).not.toBeNull();
    expect(await localAuth.getClaims(elsewhere.jar)).toBeNull();
  });

  it("lists sessions with device, IP and last use; revokes one (only the owner's) or all others", async () => {
    const env = ctx();
    current = env.db;
    const user = await withPassword(env);
    const other = await withPassword(env);
    const phone = await signIn(user.email);
    const laptop = await signIn(user.email, PASSWORD, {
      ip: "198.51.100.4",
      userAgent: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0 Safari/537.36",
    });
    const list = await localAuth.listSessions(laptop.jar, user.id);
    expect(list.listable).toBe(true);
    expect(list.sessions).toHaveLength(2);
    expect(list.sessions.find((s) => s.current)).toMatchObject({
      ip: "198.51.100.4",
      userAgent: expect.stringContaining("Windows"),
    });
    expect(list.sessions.find((s) => !s.current)).toMatchObject({
      ip: "203.0.113.7",
      userAgent: expect.stringContaining("iPhone"),
      lastUsedAt: expect.any(Date),
    });

    const phoneSession = list.sessions.find((s) => !s.current)!.id;
    expect(await localAuth.revokeSession(memoryJar(), other.id, phoneSession)).toEqual({
      ok: false,
      code: "invalidToken",
    });
    expect(await localAuth.getClaims(phone.jar)).not.toBeNull();
    expect(await localAuth.revokeSession(laptop.jar, user.id, phoneSession)).toEqual({ ok: true, data: undefined });
    expect(await localAuth.getClaims(phone.jar)).toBeNull();

    const tablet = await signIn(user.email);
    await signIn(other.email);
    expect(await localAuth.revokeOtherSessions(laptop.jar, user.id)).toEqual({ ok: true, data: undefined });
    expect(await localAuth.getClaims(tablet.jar)).toBeNull();
    expect(await localAuth.getClaims(laptop.jar)).not.toBeNull();
    expect(await activeSessions(env, other.id)).toHaveLength(1);
  });

  it("TOTP: enrolment with a first code, then a second step at sign-in; codes and recovery codes work once", async () => {
    const env = ctx();
    current = env.db;
    const user = await withPassword(env);
    const enrolment = await localAuth.startTotpEnrolment(memoryJar(), user.id, user.email);
    if (!enrolment.ok) throw new Error("enrolment refused");
    const { secret } = enrolment.data;
    // Stored encrypted, never as the base32 secret.
    const [stored] = await env.db.select().from(t.authTotpFactors).where(eq(t.authTotpFactors.userId, user.id));
    expect(stored.secretEnvelope).not.toContain(secret);
    expect((await signIn(user.email)).result).toMatchObject({ ok: true, data: { secondFactor: false } });

    const now = Date.now();
    expect(await localAuth.confirmTotpEnrolment(memoryJar(), user.id, user.id, "000000")).toEqual({
      ok: false,
      code: "invalidCode",
    });
    const confirmed = await localAuth.confirmTotpEnrolment(memoryJar(), user.id, user.id, totpCodeAt(secret, now));
    if (!confirmed.ok) throw new Error("confirmation refused");
    const codes = confirmed.data.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(await localAuth.mfaStatus(memoryJar(), user.id)).toEqual({ enabled: true, recoveryCodesLeft: 10 });
    expect(
      await env.db.select().from(t.authMfaRecoveryCodes).where(eq(t.authMfaRecoveryCodes.codeHash, codes[0])),
    ).toEqual([]);

    // The password alone no longer signs in: no session, only the pending second step.
    const pending = await signIn(user.email);
    expect(pending.result).toMatchObject({ ok: true, data: { secondFactor: true } });
    expect(await localAuth.getClaims(pending.jar)).toBeNull();
    // Turning 2FA on ended the session opened before it (the confirmation came from no session of this user).
    expect(await activeSessions(env, user.id)).toHaveLength(0);
    expect(await localAuth.pendingSecondFactor(pending.jar)).toBe(user.id);
    expect(await localAuth.pendingSecondFactor(memoryJar())).toBeNull();
    expect(await localAuth.verifySecondFactor(memoryJar(), totpCodeAt(secret, now + 30_000))).toEqual({
      ok: false,
      code: "invalidToken",
    });

    // The code used to confirm the enrolment is spent; the next step's code signs in, once.
    expect(await localAuth.verifySecondFactor(pending.jar, totpCodeAt(secret, now))).toEqual({
      ok: false,
      code: "invalidCode",
    });
    const next = totpCodeAt(secret, now + 30_000);
    expect(await localAuth.verifySecondFactor(pending.jar, next)).toEqual({ ok: true, data: { userId: user.id } });
    expect(await localAuth.getClaims(pending.jar)).toMatchObject({ sub: user.id });
    const replay = await signIn(user.email);
    expect(await localAuth.verifySecondFactor(replay.jar, next)).toEqual({ ok: false, code: "invalidCode" });

    // A recovery code instead of the app, typed in capitals: works once.
    expect(await localAuth.verifySecondFactor(replay.jar, codes[3].toUpperCase())).toEqual({
      ok: true,
      data: { userId: user.id },
    });
    const again = await signIn(user.email);
    expect(await localAuth.verifySecondFactor(again.jar, codes[3])).toEqual({ ok: false, code: "invalidCode" });
    expect(await localAuth.mfaStatus(memoryJar(), user.id)).toEqual({ enabled: true, recoveryCodesLeft: 9 });

    // Turning it off needs a valid code; then the password alone signs in again.
    expect(await localAuth.disableTotp(memoryJar(), user.id, "123456")).toEqual({ ok: false, code: "invalidCode" });
    expect(await localAuth.disableTotp(memoryJar(), user.id, codes[4])).toEqual({ ok: true, data: undefined });
    expect(await localAuth.mfaStatus(memoryJar(), user.id)).toEqual({ enabled: false, recoveryCodesLeft: null });
    expect((await signIn(user.email)).result).toMatchObject({ ok: true, data: { secondFactor: false } });
  });
});

describeOnEachDatabase("2FA details (local adapter)", (ctx) => {
  it("turning 2FA on or off ends the user's other sessions, not the one that did it", async () => {
    const env = ctx();
    current = env.db;
    const user = await withPassword(env);
    const here = await signIn(user.email);
    const elsewhere = await signIn(user.email, PASSWORD, { ip: "198.51.100.9", userAgent: "curl/8" });
    const enrolment = await localAuth.startTotpEnrolment(here.jar, user.id, user.email);
    if (!enrolment.ok) throw new Error("enrolment refused");
    const now = Date.now();
    const confirmed = await localAuth.confirmTotpEnrolment(
      here.jar,
      user.id,
      user.id,
      totpCodeAt(enrolment.data.secret, now),
    );
    if (!confirmed.ok) throw new Error("confirmation refused");
    expect(await localAuth.getClaims(here.jar)).not.toBeNull();
    expect(await localAuth.getClaims(elsewhere.jar)).toBeNull();

    // Signed in again elsewhere (password and code), then 2FA turned off here: the other session ends again.
    const again = await signIn(user.email, PASSWORD, { ip: "198.51.100.9", userAgent: "curl/8" });
    expect(
      await localAuth.verifySecondFactor(again.jar, totpCodeAt(enrolment.data.secret, now + 30_000)),
    ).toMatchObject({ ok: true });
    expect(await localAuth.getClaims(again.jar)).not.toBeNull();
    expect(await localAuth.disableTotp(here.jar, user.id, confirmed.data.recoveryCodes[0])).toEqual({
      ok: true,
      data: undefined,
    });
    expect(await localAuth.getClaims(here.jar)).not.toBeNull();
    expect(await localAuth.getClaims(again.jar)).toBeNull();
  });

  it("the pending second-factor token is single-use: a copy of the cookie opens no second session", async () => {
    const env = ctx();
    current = env.db;
    const user = await withPassword(env);
    const enrolment = await localAuth.startTotpEnrolment(memoryJar(), user.id, user.email);
    if (!enrolment.ok) throw new Error("enrolment refused");
    const confirmed = await localAuth.confirmTotpEnrolment(
      memoryJar(),
      user.id,
      user.id,
      totpCodeAt(enrolment.data.secret, Date.now()),
    );
    if (!confirmed.ok) throw new Error("confirmation refused");
    const pending = await signIn(user.email);
    const copy = memoryJar();
    for (const { name, value } of pending.jar.all()) copy.set(name, value, {});
    expect(await localAuth.verifySecondFactor(pending.jar, confirmed.data.recoveryCodes[0])).toMatchObject({
      ok: true,
    });
    expect(await localAuth.pendingSecondFactor(copy)).toBeNull();
    expect(await localAuth.verifySecondFactor(copy, confirmed.data.recoveryCodes[1])).toEqual({
      ok: false,
      code: "invalidToken",
    });
    expect(await localAuth.getClaims(copy)).toBeNull();
    // The refused copy did not spend the recovery code.
    expect(await localAuth.mfaStatus(memoryJar(), user.id)).toEqual({ enabled: true, recoveryCodesLeft: 9 });
  });
});

/** Seeds one row in every table the export lists for the user (the ones the user can own). */
async function seedEverything(env: TestDb, user: TestUser) {
  const q = (text: string, params: unknown[]) => env.exec.query(text, params);
  const [company] = await env.exec.query<{ id: string }>(
    "insert into public.companies (user_id, name, cnpj) values ($1, 'Padaria da Ana', '11222333000181') returning id",
    [user.id],
  );
  const [simulation] = await env.exec.query<{ id: string }>(
    "insert into public.simulations (user_id, company_id, title, simulation_type) values ($1, $2, 'Comparativo', 'hidden_credits') returning id",
    [user.id, company.id],
  );
  await q("insert into public.hidden_credit_statuses (simulation_id, user_id) values ($1, $2)", [
    simulation.id,
    user.id,
  ]);
  await q("insert into public.simulation_usage (user_id, simulation_type) values ($1, 'fiscal')", [user.id]);
  const [report] = await env.exec.query<{ id: string }>(
    "insert into public.reports (user_id, title, type) values ($1, 'Relatório', 'simulation') returning id",
    [user.id],
  );
  await q(
    "insert into public.report_files (report_id, user_id, content, size_bytes, sha256) values ($1, $2, '\\x25504446'::bytea, 4, repeat('a', 64))",
    [report.id, user.id],
  );
  await q("insert into public.report_branding (user_id, office_name) values ($1, 'Escritório da Ana')", [user.id]);
  await q(
    "insert into public.risk_analyses (user_id, score, level, companies, risks, snapshot_hash, input, result) values ($1, 10, 'baixo', 1, 0, 'h', '{}', '{}')",
    [user.id],
  );
  const [conversation] = await env.exec.query<{ id: string }>(
    "insert into public.ai_conversations (user_id, title) values ($1, 'Dúvida sobre o Simples') returning id",
    [user.id],
  );
  await q(
    "insert into public.ai_messages (conversation_id, user_id, role, content) values ($1, $2, 'user', 'Meu CPF é 123.456.789-09')",
    [conversation.id, user.id],
  );
  await q("insert into public.ai_usage (user_id, role) values ($1, 'user')", [user.id]);
  await q(
    "insert into public.api_keys (user_id, name, prefix, key_hash) values ($1, 'ERP', 'tc_live_abcd', md5($2) || md5($2 || 'x'))",
    [user.id, user.id],
  );
  const [plan] = await env.exec.query<{ id: string }>(
    "select id from public.subscription_plans where slug = 'professional'",
    [],
  );
  const [registration] = await env.exec.query<{ id: string }>(
    "insert into public.pending_registrations (user_id, email, name, cpf, selected_plan_id, status) values ($1, $2, 'Ana Souza', '12345678909', $3, 'paid') returning id",
    [user.id, user.email, plan.id],
  );
  const subs = await env.exec.query<{ id: string; provider_subscription_id: string }>(
    `insert into public.subscriptions (user_id, plan_id, provider, provider_subscription_id, value, status)
     values ($1, $2, 'sandbox', 'sub_' || $3, 99.90, 'active'), ($1, $2, 'sandbox', 'sub_old_' || $3, 99.90, 'cancelled')
     returning id, provider_subscription_id`,
    [user.id, plan.id, user.id],
  );
  await q(
    `insert into public.asaas_payments (asaas_payment_id, provider, user_id, registration_id, subscription_id, value, status, customer_name, customer_email, payment_date)
     values ('pay_' || $5, 'sandbox', $1, $2, $3, 99.90, 'RECEIVED', 'Ana Souza', $4, current_date)`,
    [user.id, registration.id, subs[0].id, user.email, user.id],
  );
  await q(
    "insert into public.affiliate_payout_keys (user_id, key_type, key_ciphertext, key_masked) values ($1, 'cpf', 'v1.a.b.c', '•••.•••.•••-09')",
    [user.id],
  );
  await q(
    "insert into public.notification_deliveries (user_id, kind, dedupe_key, to_email, subject, body_text) values ($1, 'monthly_summary', $2, $3, 'Resumo', 'Olá, Ana Souza')",
    [user.id, `monthly_summary:${user.id}`, user.email],
  );
  await q(
    "insert into public.company_reform_profiles (company_id, user_id, crediting_buyers_percent) values ($1, $2, 35)",
    [company.id, user.id],
  );
  // The office the user opens (its trigger makes them its socio and the company its client) and a client login to it.
  const [office] = await env.exec.query<{ id: string }>(
    "insert into public.offices (owner_id, name) values ($1, 'Contábil da Ana') returning id",
    [user.id],
  );
  await q("insert into public.office_client_users (company_id, office_id, user_id) values ($1, $2, $3)", [
    company.id,
    office.id,
    user.id,
  ]);
  const [declaration] = await env.exec.query<{ id: string }>(
    `insert into public.declarations (user_id, company_id, kind, pa, number, regime_apuracao, revenue, rbt12, total_declared, content, reconciliation, status)
     values ($1, $2, 'original', '2026-08-01', '11222333202608001', 'competencia', 20000, 240000, 1200, '{}', '{}', 'confere') returning id`,
    [user.id, company.id],
  );
  const [das] = await env.exec.query<{ id: string }>(
    "insert into public.das_documents (user_id, company_id, pa, number, total, items) values ($1, $2, '2026-08-01', '07202608001234567', 1200, '[]') returning id",
    [user.id, company.id],
  );
  await q(
    "insert into public.company_months (company_id, user_id, month, revenue_internal, source, declaration_id) values ($1, $2, '2026-07-01', 20000, 'declaracao', $3)",
    [company.id, user.id, declaration.id],
  );
  await q(
    "insert into public.document_files (user_id, company_id, das_id, file_name, size_bytes, sha256, content) values ($1, $2, $3, 'das.pdf', 4, repeat('b', 64), '\\x25504446'::bytea)",
    [user.id, company.id, das.id],
  );
  await env.db
    .update(t.profiles)
    .set({ name: "Ana Souza", phone: "11987654321", cpfCnpj: "12345678909" })
    .where(eq(t.profiles.id, user.id));
  return { liveSubscription: subs.find((s) => s.provider_subscription_id === `sub_${user.id}`)! };
}

/** Sections kept by law (anonymised), and the affiliate's own commission records; everything else must be empty. */
const KEPT = new Set(["profile", "subscriptions", "payments", "referralsAsAffiliate", "commissions"]);

async function ownedRows(env: TestDb, userId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [name, section] of Object.entries(EXPORTED)) {
    const table = getTableConfig(section.table).name;
    const [row] = await env.exec.query<{ n: number }>(
      `select count(*)::int as n from public.${table} where ${section.owner.name} = $1`,
      [userId],
    );
    counts[name] = row.n;
  }
  return counts;
}

describeOnEachDatabase("Excluir minha conta (lib/account/erase.ts)", (ctx) => {
  it("leaves no personal data, keeps anonymised payment records, revokes sessions, and the person can no longer sign in", async () => {
    const env = ctx();
    current = env.db;
    const user = await withPassword(env);
    const bystander = await withPassword(env);
    const { liveSubscription } = await seedEverything(env, user);
    await seedEverything(env, bystander);
    const browser = await signIn(user.email);
    await localAuth.startTotpEnrolment(memoryJar(), user.id, user.email);
    const before = await ownedRows(env, user.id);
    // Every table the export knows is seeded, so the check below cannot pass on empty tables.
    expect(
      Object.entries(before).filter(([name, n]) => n === 0 && !["referralsAsAffiliate", "commissions"].includes(name)),
    ).toEqual([]);

    const cancelled: string[] = [];
    const outcome = await eraseAccount(env.db, {
      userId: user.id,
      actor: { id: user.id, kind: "self" },
      ip: "203.0.113.7",
      cancelAtProvider: async (s) => void cancelled.push(s.providerSubscriptionId),
    });
    expect(outcome).toEqual({ ok: true });
    expect(cancelled).toEqual([liveSubscription.provider_subscription_id]);

    const after = await ownedRows(env, user.id);
    for (const [name, n] of Object.entries(after)) if (!KEPT.has(name)) expect([name, n]).toEqual([name, 0]);
    // The outbox is not exported (service role only) but holds the e-mail address and the name: it goes too.
    const [outbox] = await env.exec.query<{ n: number }>(
      "select count(*)::int as n from public.notification_deliveries where user_id = $1",
      [user.id],
    );
    expect(outbox.n).toBe(0);
    expect(after.subscriptions).toBe(2);
    expect(after.payments).toBe(1);

    const [profile] = await env.db.select().from(t.profiles).where(eq(t.profiles.id, user.id));
    expect(profile).toMatchObject({
      name: "",
      phone: null,
      cpfCnpj: null,
      affiliateCode: null,
      subscriptionStatus: "cancelled",
      deletedAt: expect.any(Date),
    });
    expect(profile.email).toBe(`conta-excluida-${user.id}@excluida.invalid`);
    const [identity] = await env.db.select().from(t.authUsers).where(eq(t.authUsers.id, user.id));
    expect(identity).toMatchObject({ email: profile.email, encryptedPassword: null, rawUserMetaData: {} });
    expect(await env.db.select().from(t.authTotpFactors).where(eq(t.authTotpFactors.userId, user.id))).toEqual([]);

    const [payment] = await env.db.select().from(t.asaasPayments).where(eq(t.asaasPayments.userId, user.id));
    expect(payment).toMatchObject({
      customerName: null,
      customerEmail: null,
      value: "99.90",
      status: "RECEIVED",
      registrationId: null,
    });
    const subscriptionRows = await env.db
      .select({ status: t.subscriptions.status })
      .from(t.subscriptions)
      .where(eq(t.subscriptions.userId, user.id));
    expect(subscriptionRows.map((s) => s.status).sort()).toEqual(["cancelled", "cancelled"]);
    // Nothing personal left anywhere in the rows the law keeps.
    const kept = JSON.stringify({ profile, payment, subscriptionRows });
    for (const personal of ["Ana Souza", "11987654321", "12345678909", user.email])
      expect(kept).not.toContain(personal);

    expect(await activeSessions(env, user.id)).toEqual([]);
    expect(await localAuth.getClaims(browser.jar)).toBeNull();
    expect((await signIn(user.email)).result).toEqual({ ok: false, code: "invalidCredentials" });
    expect((await signIn(profile.email, "")).result).toEqual({ ok: false, code: "invalidCredentials" });

    const audit = await env.db
      .select()
      .from(t.auditLog)
      .where(eq(t.auditLog.target, `profile:${user.id}`));
    expect(audit).toEqual([expect.objectContaining({ action: "account.erase", actorId: user.id, ip: "203.0.113.7" })]);
    expect(JSON.stringify(audit)).not.toContain("Ana Souza");

    // The bystander keeps everything.
    expect(Object.values(await ownedRows(env, bystander.id)).reduce((a, b) => a + b, 0)).toBe(
      Object.values(before).reduce((a, b) => a + b, 0),
    );
    expect((await signIn(bystander.email)).result.ok).toBe(true);

    expect(
      await eraseAccount(env.db, {
        userId: user.id,
        actor: { id: user.id, kind: "self" },
        ip: null,
        cancelAtProvider: async () => {},
      }),
    ).toEqual({
      ok: false,
      code: "already_erased",
    });
  });

  it("erases nothing when the provider cannot cancel the subscription; refuses admin accounts", async () => {
    const env = ctx();
    current = env.db;
    const user = await withPassword(env);
    await seedEverything(env, user);
    const before = await ownedRows(env, user.id);
    const failing = await eraseAccount(env.db, {
      userId: user.id,
      actor: { id: user.id, kind: "self" },
      ip: null,
      cancelAtProvider: async () => {
        throw new Error("provider down");
      },
    });
    expect(failing).toEqual({ ok: false, code: "provider_failed" });
    expect(await ownedRows(env, user.id)).toEqual(before);
    expect((await signIn(user.email)).result.ok).toBe(true);

    const admin = await withPassword(env, { userType: "admin" });
    expect(
      await eraseAccount(env.db, {
        userId: admin.id,
        actor: { id: admin.id, kind: "admin" },
        ip: null,
        cancelAtProvider: async () => {},
      }),
    ).toEqual({
      ok: false,
      code: "admin_account",
    });
    expect((await signIn(admin.email)).result.ok).toBe(true);
  });
});
