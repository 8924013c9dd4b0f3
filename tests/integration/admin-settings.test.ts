import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect, it, vi } from "vitest";
import type { OwnerDb } from "@/lib/db/handles";
import { runWithAnon, runWithRls } from "@/lib/db/rls";
import * as t from "@/lib/db/schema";
import { describeOnEachDatabase, failureOf, type TestUser } from "../helpers/db";

// /admin/settings below HTTP: the settings store and the plans editor on a real database, through the admin actions
// (session and request address stood in for), as an admin and as a subscriber.

let current: OwnerDb | null = null;
let caller: { user: TestUser; userType: "admin" | "subscriber" } | null = null;
const cache = vi.hoisted(() => ({ revalidateTag: vi.fn() }));
vi.mock("@/lib/db/client", () => ({ getDb: async () => current, isEmbedded: () => true }));
vi.mock("next/cache", () => ({ revalidateTag: cache.revalidateTag, unstable_cache: <T>(fn: T) => fn }));
vi.mock("@/lib/security/client-address", () => ({ clientAddress: async () => "203.0.113.7" }));
vi.mock("@/lib/auth/session", () => ({
  getCurrentUser: async () =>
    caller && {
      claims: caller.user.claims,
      profile: {
        id: caller.user.id,
        name: "Teste",
        email: caller.user.email,
        subscriptionStatus: "trial",
        userType: caller.userType,
      },
    },
}));

const { resetEnvCache } = await import("@/lib/env");
const { readAiSettingRows, resolveAiSettings } = await import("@/lib/ai/settings");
const { saveSettingsAction, clearSecretAction, testAiConnectionAction } = await import("@/lib/settings/actions");
const { readSecret, readSettingsView, saveSettings } = await import("@/lib/settings/store");
const { settingsFormSchema } = await import("@/lib/settings/definitions");
type SettingsFormInput = import("@/lib/settings/definitions").SettingsFormInput;
const { registrationsOpen } = await import("@/lib/settings/user-limit");
const { isUserLimitReached } = await import("@/lib/db/errors");
const { upsertAdministrator } = await import("@/lib/db/administrators");
const { createPlanAction, removePlanAction, updatePlanAction } = await import("@/lib/billing/plan-editor-actions");
const { listActivePlans } = await import("@/lib/billing/plans");
const { DEFAULT_PERMISSIONS } = await import("@/lib/plans/permissions");

const KEY = randomBytes(32);
const saved = { key: process.env.SETTINGS_ENCRYPTION_KEY, url: process.env.DATABASE_URL };
beforeAll(() => {
  process.env.SETTINGS_ENCRYPTION_KEY = KEY.toString("base64");
  delete process.env.DATABASE_URL;
  resetEnvCache();
});
afterAll(() => {
  for (const [name, value] of [
    ["SETTINGS_ENCRYPTION_KEY", saved.key],
    ["DATABASE_URL", saved.url],
  ] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetEnvCache();
});
beforeEach(() => cache.revalidateTag.mockClear());

/** The form as the page would post it: the stored values, secrets empty, with `changes`. */
async function formWith(db: OwnerDb, admin: TestUser, changes: Record<string, string>) {
  const view = await runWithRls(db, admin.claims, (tx) => readSettingsView(tx));
  return {
    ...view.values,
    ...Object.fromEntries(Object.keys(view.secrets).map((k) => [k, ""])),
    ...changes,
  } as SettingsFormInput;
}

const setting = async (db: OwnerDb, key: string) =>
  (
    await db
      .select({ value: t.systemSettings.settingValue, encrypted: t.systemSettings.isEncrypted })
      .from(t.systemSettings)
      .where(eq(t.systemSettings.settingKey, key))
  )[0];

describeOnEachDatabase("admin settings", (ctx) => {
  let admin: TestUser;
  let subscriber: TestUser;
  beforeAll(async () => {
    current = ctx().db;
    admin = await ctx().createUser({ userType: "admin" });
    subscriber = await ctx().createUser();
  });
  beforeEach(() => {
    current = ctx().db;
  });

  it("Salvar Todas stores a secret encrypted, shows only its last four characters, audits it masked, and the assistant reads it", async () => {
    const { db } = ctx();
    caller = { user: admin, userType: "admin" };
    const secret = "sk-teste-segredo-9f3a";
    const result = await saveSettingsAction(
      await formWith(db, admin, {
        openai_api_key: secret,
        site_name: "Tributo Certo Homologação",
        openai_temperature: "1,3",
      }),
    );
    expect(result).toEqual({ ok: true, data: { changed: 3 } });

    const row = await setting(db, "openai_api_key");
    expect(row.encrypted).toBe(true);
    expect(row.value).toMatch(/^v1\./);
    expect(row.value).not.toContain(secret);
    expect(await setting(db, "openai_temperature")).toEqual({ value: "1.3", encrypted: false });

    const view = await runWithRls(db, admin.claims, (tx) => readSettingsView(tx));
    expect(view.secrets.openai_api_key).toEqual({ last4: "9f3a", unreadable: false });
    expect(view.values.site_name).toBe("Tributo Certo Homologação");
    expect(JSON.stringify(view)).not.toContain(secret);

    const rows = await runWithRls(db, admin.claims, (tx) => readAiSettingRows(tx));
    expect(resolveAiSettings(rows)).toMatchObject({ apiKey: secret, keySource: "setting", temperature: 1.3 });

    const audit = await db
      .select({ action: t.auditLog.action, details: t.auditLog.details, actor: t.auditLog.actorId, ip: t.auditLog.ip })
      .from(t.auditLog)
      .where(eq(t.auditLog.target, "setting:openai_api_key"));
    expect(audit).toEqual([
      {
        action: "settings.secret.update",
        details: { before: null, after: "••••9f3a" },
        actor: admin.id,
        ip: "203.0.113.7",
      },
    ]);
    const all = await db.select({ details: t.auditLog.details }).from(t.auditLog);
    expect(JSON.stringify(all)).not.toContain(secret);

    // Saving again with the secret left empty keeps it and changes nothing.
    expect(await saveSettingsAction(await formWith(db, admin, {}))).toEqual({ ok: true, data: { changed: 0 } });
    expect(await runWithRls(db, admin.claims, (tx) => readSecret(tx, "openai_api_key"))).toBe(secret);
  });

  it("a model base URL or webhook URL that names an internal address is refused when saved, with the guard's message", async () => {
    const { db } = ctx();
    caller = { user: admin, userType: "admin" };
    const result = await saveSettingsAction(
      await formWith(db, admin, {
        openai_base_url: "http://127.0.0.1:11434/v1",
        webhook_payment_url: "http://[::ffff:0:a9fe:a9fe]/latest",
        site_name: "Não deveria ficar",
      }),
    );
    expect(result).toMatchObject({
      ok: false,
      code: "invalid_input",
      fieldErrors: {
        openai_base_url: "adminSettings.outbound.refused_address",
        webhook_payment_url: "adminSettings.outbound.refused_address",
      },
    });
    expect(await setting(db, "openai_base_url")).not.toMatchObject({ value: "http://127.0.0.1:11434/v1" });
    expect((await setting(db, "site_name"))?.value).not.toBe("Não deveria ficar");
    // A public address is saved (with the key typed again: the stored one goes only to the address saved with it).
    const key = { openai_api_key: "sk-teste-segredo-9f3a" };
    expect(
      await saveSettingsAction(await formWith(db, admin, { ...key, openai_base_url: "https://8.8.8.8/v1" })),
    ).toMatchObject({ ok: true });
    expect(await saveSettingsAction(await formWith(db, admin, { ...key, openai_base_url: "" }))).toMatchObject({
      ok: true,
    });
  });

  it("the stored model key goes only to the stored base URL: another address needs the key typed again", async () => {
    const { db } = ctx();
    caller = { user: admin, userType: "admin" };
    const key = "sk-chave-guardada-7b21";
    expect(await saveSettingsAction(await formWith(db, admin, { openai_api_key: key }))).toMatchObject({ ok: true });

    // 'Testar conexão' with the key field empty and another address: refused before any call is made.
    expect(await testAiConnectionAction({ apiKey: "", baseUrl: "https://coletor.example/v1" })).toEqual({
      ok: true,
      data: { ok: false, title: "adminSettings.tests.error", message: "adminSettings.tests.retypeKeyForUrl" },
    });
    // 'Salvar Todas' with another address and the key field empty: refused on the key's field, nothing saved.
    expect(
      await saveSettingsAction(await formWith(db, admin, { openai_base_url: "https://coletor.example/v1" })),
    ).toMatchObject({
      ok: false,
      code: "invalid_input",
      fieldErrors: { openai_api_key: "adminSettings.errors.retypeKeyForUrl" },
    });
    expect((await setting(db, "openai_base_url"))?.value ?? "").toBe("");
    // The key typed again: saved, and the new pair is what the assistant reads.
    expect(
      await saveSettingsAction(
        await formWith(db, admin, { openai_base_url: "https://8.8.4.4/v1", openai_api_key: "sk-chave-nova-0c55" }),
      ),
    ).toMatchObject({ ok: true });
    const rows = await runWithRls(db, admin.claims, (tx) => readAiSettingRows(tx));
    expect(resolveAiSettings(rows)).toMatchObject({ apiKey: "sk-chave-nova-0c55", baseURL: "https://8.8.4.4/v1" });
    // Other settings still save with the key field empty, the address unchanged.
    expect(await saveSettingsAction(await formWith(db, admin, { site_name: "Tributo Certo" }))).toMatchObject({
      ok: true,
    });
    await saveSettingsAction(await formWith(db, admin, { openai_base_url: "", openai_api_key: key }));
  });

  it("a tampered, truncated or transplanted ciphertext is refused (reported unreadable, never decrypted)", async () => {
    const { db } = ctx();
    caller = { user: admin, userType: "admin" };
    await saveSettingsAction(
      await formWith(db, admin, {
        asaas_api_key: "$aact_hmlg_000abc123",
        webhook_signing_secret: "segredo-de-webhook-42",
      }),
    );
    const original = (await setting(db, "asaas_api_key")).value!;
    const [version, iv, tag, body] = original.split(".");
    const flip = (text: string) => (text[0] === "A" ? "B" : "A") + text.slice(1);
    const cases = {
      tampered: [version, iv, tag, flip(body)].join("."),
      truncatedTag: [version, iv, Buffer.from(tag, "base64url").subarray(0, 4).toString("base64url"), body].join("."),
      truncated: original.slice(0, original.length - 6),
      transplanted: (await setting(db, "webhook_signing_secret")).value!,
    };
    for (const [name, value] of Object.entries(cases)) {
      await db
        .update(t.systemSettings)
        .set({ settingValue: value })
        .where(eq(t.systemSettings.settingKey, "asaas_api_key"));
      const view = await runWithRls(db, admin.claims, (tx) => readSettingsView(tx));
      expect(view.secrets.asaas_api_key, name).toEqual({ last4: null, unreadable: true });
      expect(await runWithRls(db, admin.claims, (tx) => readSecret(tx, "asaas_api_key")), name).toBeNull();
    }
    await db
      .update(t.systemSettings)
      .set({ settingValue: original })
      .where(eq(t.systemSettings.settingKey, "asaas_api_key"));
    expect(await runWithRls(db, admin.claims, (tx) => readSecret(tx, "asaas_api_key"))).toBe("$aact_hmlg_000abc123");

    expect(await clearSecretAction("asaas_api_key", {})).toEqual({ ok: true, data: undefined });
    expect(await runWithRls(db, admin.claims, (tx) => readSecret(tx, "asaas_api_key"))).toBeNull();
  });

  it("all or nothing: a save that fails half-way writes nothing", async () => {
    const { db } = ctx();
    caller = { user: admin, userType: "admin" };
    const before = await setting(db, "site_name");
    // A DATABASE_URL and no key: secrets cannot be encrypted, and site_name (written first) must roll back.
    process.env.DATABASE_URL = "postgres://nao-usado/x";
    delete process.env.SETTINGS_ENCRYPTION_KEY;
    resetEnvCache();
    try {
      const result = await saveSettingsAction(
        await formWith(db, admin, { site_name: "Não deveria ficar", openai_api_key: "sk-outra-chave-0000" }),
      );
      expect(result).toMatchObject({ ok: false, code: "unavailable", message: "adminSettings.errors.noEncryptionKey" });
    } finally {
      delete process.env.DATABASE_URL;
      process.env.SETTINGS_ENCRYPTION_KEY = KEY.toString("base64");
      resetEnvCache();
    }
    expect(await setting(db, "site_name")).toEqual(before);
  });

  it("refused for a subscriber: the action answers forbidden and row-level security refuses the store itself", async () => {
    const { db } = ctx();
    caller = { user: subscriber, userType: "subscriber" };
    const form = settingsFormSchema.parse(await formWith(db, admin, { maintenance_mode: "true" }));
    expect(await saveSettingsAction(form)).toMatchObject({ ok: false, code: "forbidden" });
    expect(
      await failureOf(() =>
        runWithRls(db, subscriber.claims, (tx) => saveSettings(tx, { actorId: subscriber.id, ip: null }, form)),
      ),
    ).toMatch(/row-level security/);
    expect(await runWithRls(db, subscriber.claims, (tx) => readSecret(tx, "openai_api_key"))).toBeNull();
    expect(await setting(db, "maintenance_mode")).toBeUndefined();
    expect(
      await updatePlanAction("00000000-0000-4000-8000-000000000000", {
        name: "x",
        description: "",
        monthlyPrice: "1",
        yearlyPrice: "1",
        isActive: false,
        isPopular: false,
        displayOrder: 0,
        features: [],
      }),
    ).toMatchObject({ ok: false, code: "forbidden" });
    expect(cache.revalidateTag).not.toHaveBeenCalled();
  });

  it("a plan edit is saved, audited and revalidates the plans cache tag; /plans' query shows it", async () => {
    const { db } = ctx();
    caller = { user: admin, userType: "admin" };
    const [basic] = await db.select().from(t.subscriptionPlans).where(eq(t.subscriptionPlans.slug, "basic"));
    const result = await updatePlanAction(basic.id, {
      name: basic.name,
      description: "Descrição nova do plano básico",
      monthlyPrice: "34,90",
      yearlyPrice: "349,00",
      isActive: true,
      isPopular: basic.isPopular,
      displayOrder: String(basic.displayOrder),
      features: [{ name: "Simulador fiscal" }, { name: "Relatórios em PDF" }],
    });
    expect(result).toEqual({ ok: true, data: undefined });
    expect(cache.revalidateTag).toHaveBeenCalledWith("subscription-plans", { expire: 0 });
    const shown = (await runWithAnon(db, (tx) => listActivePlans(tx))).find((p) => p.slug === "basic");
    expect(shown).toMatchObject({
      description: "Descrição nova do plano básico",
      monthlyPrice: "34.90",
      features: [{ name: "Simulador fiscal" }, { name: "Relatórios em PDF" }].map((f) => ({
        ...f,
        description: null,
        included: true,
      })),
    });
    const [entry] = await db
      .select({ details: t.auditLog.details })
      .from(t.auditLog)
      .where(and(eq(t.auditLog.action, "admin.plan.update"), eq(t.auditLog.target, `plan:${basic.id}`)));
    expect(entry.details).toMatchObject({ before: { monthlyPrice: "29.90" }, after: { monthlyPrice: "34.90" } });
  });

  it("a new plan starts inactive as 'Novo Plano' with trial's permissions, is activated once priced, and is deleted when unused; a used plan is archived", async () => {
    const { db } = ctx();
    caller = { user: admin, userType: "admin" };
    const created = await createPlanAction({});
    if (!created.ok) throw new Error("plan not created");
    const [plan] = await db.select().from(t.subscriptionPlans).where(eq(t.subscriptionPlans.id, created.data.id));
    expect(plan).toMatchObject({
      name: "Novo Plano",
      isActive: false,
      monthlyPrice: "0.00",
      permissions: DEFAULT_PERMISSIONS.trial,
    });
    const input = {
      name: "Novo",
      description: "",
      monthlyPrice: "0",
      yearlyPrice: "0",
      isActive: true,
      isPopular: false,
      displayOrder: 9,
      features: [],
    };
    expect(await updatePlanAction(plan.id, input)).toMatchObject({
      ok: false,
      code: "invalid_input",
      message: "adminPlans.errors.freePaidPlan",
    });
    const permissions = { ...DEFAULT_PERMISSIONS.trial, reports: true, maxSimulations: "", maxCompanies: "4" };
    expect(await updatePlanAction(plan.id, { ...input, monthlyPrice: "10", yearlyPrice: "100", permissions })).toEqual({
      ok: true,
      data: undefined,
    });
    const [saved] = await db
      .select({ permissions: t.subscriptionPlans.permissions })
      .from(t.subscriptionPlans)
      .where(eq(t.subscriptionPlans.id, plan.id));
    expect(saved.permissions).toEqual({
      ...DEFAULT_PERMISSIONS.trial,
      reports: true,
      maxSimulations: null,
      maxCompanies: 4,
    });
    expect((await runWithAnon(db, (tx) => listActivePlans(tx))).map((p) => p.slug)).toContain(plan.slug);
    const badLimit = await updatePlanAction(plan.id, {
      ...input,
      monthlyPrice: "10",
      permissions: { ...permissions, maxCompanies: "-1" },
    });
    expect(badLimit).toMatchObject({
      ok: false,
      fieldErrors: { "permissions.maxCompanies": "adminPlans.errors.limit" },
    });
    expect(await removePlanAction(plan.id, {})).toEqual({ ok: true, data: { outcome: "deleted" } });
    expect(await db.select().from(t.subscriptionPlans).where(eq(t.subscriptionPlans.id, plan.id))).toEqual([]);

    const [professional] = await db
      .select({ id: t.subscriptionPlans.id })
      .from(t.subscriptionPlans)
      .where(eq(t.subscriptionPlans.slug, "professional"));
    expect(await removePlanAction(professional.id, {})).toEqual({ ok: true, data: { outcome: "archived" } });
    const [after] = await db
      .select({ isActive: t.subscriptionPlans.isActive })
      .from(t.subscriptionPlans)
      .where(eq(t.subscriptionPlans.id, professional.id));
    expect(after.isActive).toBe(false);
    await db.update(t.subscriptionPlans).set({ isActive: true }).where(eq(t.subscriptionPlans.id, professional.id));
  });

  it("the user limit closes registration once the accounts reach it", async () => {
    const { db } = ctx();
    caller = { user: admin, userType: "admin" };
    const accounts = (await db.select({ id: t.profiles.id }).from(t.profiles)).length;
    expect(await registrationsOpen(db)).toBe(true);
    await saveSettingsAction(await formWith(db, admin, { max_users: String(accounts) }));
    expect(await registrationsOpen(db)).toBe(false);
    await saveSettingsAction(await formWith(db, admin, { max_users: String(accounts + 1) }));
    expect(await registrationsOpen(db)).toBe(true);
  });

  it("the database refuses an account past the limit, also to sign-ups that raced the check, but not the operator's", async () => {
    const { db, exec } = ctx();
    caller = { user: admin, userType: "admin" };
    const accounts = async () => (await db.select({ id: t.profiles.id }).from(t.profiles)).length;
    const signUp = (email: string) =>
      db
        .insert(t.authUsers)
        .values({ email, rawUserMetaData: { name: "Corrida" } })
        .returning({ id: t.authUsers.id });
    await saveSettingsAction(await formWith(db, admin, { max_users: String(await accounts()) }));

    // Past the check (as a sign-up that read the count a moment before): refused, its auth user rolled back too.
    const refused = await signUp("alem.do.limite@example.com").then(
      () => null,
      (error: unknown) => error,
    );
    expect(isUserLimitReached(refused)).toBe(true);
    expect(await db.select().from(t.authUsers).where(eq(t.authUsers.email, "alem.do.limite@example.com"))).toEqual([]);
    // The operator making an administrator is not a sign-up.
    expect(
      await upsertAdministrator(exec, { email: "operador@example.com", name: "Operador", password: "Operador2026" }),
    ).toBe("created");

    // One place left and three sign-ups at once: exactly one account is made.
    const before = await accounts();
    await saveSettingsAction(await formWith(db, admin, { max_users: String(before + 1) }));
    const racing = await Promise.allSettled(
      ["corrida.a", "corrida.b", "corrida.c"].map((name) => signUp(`${name}@example.com`)),
    );
    expect(racing.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(racing.filter((r) => r.status === "rejected" && isUserLimitReached(r.reason))).toHaveLength(2);
    expect(await accounts()).toBe(before + 1);

    await saveSettingsAction(await formWith(db, admin, { max_users: "5000" }));
    await signUp("depois.do.limite@example.com");
    expect(await accounts()).toBe(before + 2);
  });
});
