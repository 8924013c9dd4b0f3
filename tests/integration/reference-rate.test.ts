import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, expect, it, vi } from "vitest";
import type { OwnerDb } from "@/lib/db/handles";
import * as t from "@/lib/db/schema";
import { describeOnEachDatabase, type TestUser } from "../helpers/db";

// The official CBS/IBS reference rate: saved by an admin through the action (audited in the same
// transaction), refused to a subscriber, and read by every reform calculation through getReferenceScenarios /
// loadToolContext: the official scenario comes first and the tool's result follows it. The Senate's act fixes the
// CBS reference alone; the IBS one comes by its own act, later: the CBS is saved alone, the IBS added after.

let current: OwnerDb | null = null;
let caller: { user: TestUser; userType: "admin" | "subscriber" } | null = null;
vi.mock("@/lib/db/client", () => ({ getDb: async () => current, isEmbedded: () => true }));
vi.mock("next/cache", () => ({ revalidateTag: vi.fn(), revalidatePath: vi.fn(), unstable_cache: <T>(fn: T) => fn }));
vi.mock("@/lib/security/client-address", () => ({ clientAddress: async () => "203.0.113.9" }));
vi.mock("@/lib/auth/session", () => ({
  getCurrentUser: async () =>
    caller && {
      claims: caller.user.claims,
      profile: {
        id: caller.user.id,
        name: "Teste",
        email: caller.user.email,
        subscriptionStatus: "basic",
        userType: caller.userType,
      },
    },
}));

const { saveOfficialRateAction, clearOfficialRateAction } = await import("@/lib/settings/actions");
const { getReferenceScenarios } = await import("@/lib/settings/reference-rate");
const { loadToolContext } = await import("@/lib/tools/load-context");
const { DEFAULT_REFERENCE_SCENARIO_ID, REFERENCE_SCENARIOS } = await import("@/lib/tax/reform/scenarios");

const RATE = {
  cbsPercent: "8,6",
  act: "Resolução do Senado Federal nº 7/2026",
  date: "2026-12-10",
};
const IBS = { ibsPercent: "17,9", ibsAct: "Resolução do Comitê Gestor do IBS nº 1/2026", ibsDate: "2026-12-20" };
const stored = { cbsPercent: 8.6, act: RATE.act, date: RATE.date, ibs: null };
const storedIbs = { ...stored, ibs: { percent: 17.9, act: IBS.ibsAct, date: IBS.ibsDate } };

describeOnEachDatabase("official reference rate", (ctx) => {
  let admin: TestUser;
  let subscriber: TestUser;
  beforeAll(async () => {
    current = ctx().db;
    admin = await ctx().createUser({ userType: "admin" });
    subscriber = await ctx().createUser({ plan: "basic" });
  });
  beforeEach(() => {
    current = ctx().db;
  });

  it("without an official rate, the estimates are offered with the default first", async () => {
    const scenarios = await getReferenceScenarios(ctx().db);
    expect(scenarios.map((s) => s.id)).toEqual([
      DEFAULT_REFERENCE_SCENARIO_ID,
      ...REFERENCE_SCENARIOS.map((s) => s.id).filter((id) => id !== DEFAULT_REFERENCE_SCENARIO_ID),
    ]);
    expect(scenarios.every((s) => !s.official)).toBe(true);
  });

  it("a subscriber cannot set it; an admin's save is audited and every calculation then starts from it", async () => {
    const { db } = ctx();
    caller = { user: subscriber, userType: "subscriber" };
    expect(await saveOfficialRateAction(RATE)).toMatchObject({ ok: false, code: "forbidden" });

    caller = { user: admin, userType: "admin" };
    expect(await saveOfficialRateAction({ ...RATE, cbsPercent: "abc" })).toMatchObject({
      ok: false,
      code: "invalid_input",
      fieldErrors: { cbsPercent: "adminSettings.reform.errors.percent" },
    });
    // An IBS figure without its act is refused field by field; the CBS alone is enough.
    expect(await saveOfficialRateAction({ ...RATE, ibsPercent: "17,9" })).toMatchObject({
      ok: false,
      code: "invalid_input",
      fieldErrors: { ibsAct: "adminSettings.reform.errors.act", ibsDate: "adminSettings.reform.errors.required" },
    });
    expect(await saveOfficialRateAction(RATE)).toEqual({ ok: true, data: { changed: true } });
    expect(await saveOfficialRateAction(RATE)).toEqual({ ok: true, data: { changed: false } });

    const audit = await db
      .select({ action: t.auditLog.action, details: t.auditLog.details, actor: t.auditLog.actorId, ip: t.auditLog.ip })
      .from(t.auditLog)
      .where(eq(t.auditLog.target, "setting:reform_official_reference_rate"));
    expect(audit).toEqual([
      {
        action: "settings.reform_reference_rate.update",
        details: { before: null, after: stored },
        actor: admin.id,
        ip: "203.0.113.9",
      },
    ]);

    // Read as the server for any caller (system_settings is admin-only under RLS): the official rate comes first.
    const context = await loadToolContext(db, new Date("2026-12-11T15:00:00Z"));
    expect(context.today).toBe("2026-12-11");
    // The CBS of the act; the IBS of the default estimate, named as such, until its own act.
    const estimate = REFERENCE_SCENARIOS.find((s) => s.id === DEFAULT_REFERENCE_SCENARIO_ID)!;
    expect(context.referenceScenarios[0]).toMatchObject({
      id: "oficial",
      official: true,
      cbsPercent: 8.6,
      ibsPercent: estimate.ibsPercent,
      grade: "P",
      date: RATE.date,
    });
    expect(context.referenceScenarios[0].name).toContain("IBS estimado");
    expect(context.referenceScenarios[0].source).toContain(RATE.act);
    expect(context.referenceScenarios[0].source).toContain("IBS: estimativa");
    expect(context.referenceScenarios.slice(1).map((s) => s.id)[0]).toBe(DEFAULT_REFERENCE_SCENARIO_ID);

    // The IBS's own act, later: saved beside the CBS, audited, and the scenario names both acts.
    expect(await saveOfficialRateAction({ ...RATE, ...IBS })).toEqual({ ok: true, data: { changed: true } });
    const both = (await getReferenceScenarios(db))[0];
    expect(both).toMatchObject({ official: true, cbsPercent: 8.6, ibsPercent: 17.9 });
    expect(both.name).toBe("Oficial: CBS 8,6% + IBS 17,9% (26,5%)");
    expect(both.source).toContain(RATE.act);
    expect(both.source).toContain(`IBS: ${IBS.ibsAct} (20/12/2026)`);

    expect(await clearOfficialRateAction({})).toEqual({ ok: true, data: undefined });
    expect((await getReferenceScenarios(db)).some((s) => s.official)).toBe(false);
    expect(await clearOfficialRateAction({})).toMatchObject({ ok: false, code: "not_found" });
    const actions = await db
      .select({ details: t.auditLog.details })
      .from(t.auditLog)
      .where(eq(t.auditLog.target, "setting:reform_official_reference_rate"));
    expect(actions.map((a) => a.details)).toEqual([
      { before: null, after: stored },
      { before: stored, after: storedIbs },
      { before: storedIbs, after: null },
    ]);
  });
});
