import { beforeAll, beforeEach, expect, it, vi } from "vitest";
import type { OwnerDb } from "@/lib/db/handles";
import { describeOnEachDatabase, type TestUser } from "../helpers/db";

// The reform tool previewed on every plan (docs/decisions.md §39): a Trial user computes it with their own figures
// (what the public calculator gives anyone), but saving keeps the tool's plan flag; a Básico user saves.

let current: OwnerDb | null = null;
let caller: TestUser | null = null;
vi.mock("@/lib/db/client", () => ({ getDb: async () => current, isEmbedded: () => true }));
vi.mock("next/cache", () => ({ revalidateTag: vi.fn(), revalidatePath: vi.fn(), unstable_cache: <T>(fn: T) => fn }));
vi.mock("@/lib/security/client-address", () => ({ clientAddress: async () => "203.0.113.9" }));
vi.mock("@/lib/auth/session", () => ({
  getCurrentUser: async () =>
    caller && {
      claims: caller.claims,
      profile: {
        id: caller.id,
        name: "Teste",
        email: caller.email,
        subscriptionStatus: "trial",
        userType: "subscriber",
      },
    },
}));

const { calculateToolAction, saveSimulationAction } = await import("@/lib/tools/actions");
const { reformDefaults } = await import("@/lib/tools/reform-defaults");

const values = {
  ...reformDefaults(null),
  regime: "simples",
  activity: "comercio",
  annex: "I",
  monthlyRevenue: "40.000,00",
  purchasesRegular: "20.000,00",
  creditingBuyersPercent: "35",
} as const;

describeOnEachDatabase("reform tool preview", (ctx) => {
  let trial: TestUser;
  let basic: TestUser;
  beforeAll(async () => {
    current = ctx().db;
    trial = await ctx().createUser({ plan: "trial" });
    basic = await ctx().createUser({ plan: "basic" });
  });
  beforeEach(() => {
    current = ctx().db;
  });

  it("a Trial user computes the reform with their figures but cannot save it; Básico saves", async () => {
    caller = trial;
    const computed = await calculateToolAction("reforma_tributaria", values);
    expect(computed.ok).toBe(true);
    if (computed.ok) expect(computed.data.simplesOption?.perScenario[0].breakEvenPercent).toBe(53.6);
    expect(await saveSimulationAction("reforma_tributaria", values)).toMatchObject({
      ok: false,
      code: "feature_locked",
    });
    // Another tool without a preview stays closed to the Trial's plan.
    expect(await calculateToolAction("hidden_credits", {})).toMatchObject({ ok: false, code: "feature_locked" });

    caller = basic;
    expect(await saveSimulationAction("reforma_tributaria", values)).toMatchObject({ ok: true });
  });
});
