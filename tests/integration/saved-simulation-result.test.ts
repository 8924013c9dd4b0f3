import { expect, it } from "vitest";
import { TAX_ENGINE_VERSION } from "@/lib/tax";
import type { Db } from "@/lib/db/client";
import { runWithRls } from "@/lib/db/rls";
import { insertSimulation } from "@/lib/simulations/mutations";
import { getSimulation, listSimulations } from "@/lib/simulations/queries";
import { computeTool } from "@/lib/tools/compute";
import { readSavedResult, SAVED_RESULT_VERSION, toSavedResult } from "@/lib/tools/saved-result";
import * as t from "@/lib/db/schema";
import { describeOnEachDatabase, type TestUser } from "../helpers/db";

// simulations.result gained a version envelope without a migration: rows saved before it must still render.

describeOnEachDatabase("saved simulation results, versioned and legacy", (ctx) => {
  const as = <T>(user: TestUser, fn: (tx: Db) => Promise<T>) => runWithRls(ctx().db, user.claims, fn);
  const computed = computeTool("mei", {
    activity: "servicos",
    monthlyRevenue: "5.000,00",
    startDate: "",
    employees: "",
    employeeSalary: "",
    hasPartner: false,
    ownsOtherCompany: false,
    year: "2026",
  });

  it("reads back the engine result of a versioned row and of a bare (pre-envelope) row alike", async () => {
    if (!computed.ok) throw new Error("mei fixture did not compute");
    const user = await ctx().createUser({ plan: "professional" });
    const save = (result: unknown) =>
      as(user, (tx) =>
        insertSimulation(tx, user.id, {
          type: "mei",
          title: "MEI",
          companyId: null,
          year: computed.year,
          input: computed.input,
          result,
          savings: computed.savings,
        }),
      );
    const versioned = await save(toSavedResult(computed.result));
    const legacy = await save(computed.result);

    const read = async (id: string) =>
      readSavedResult((await as(user, (tx) => getSimulation(tx, user.id, id)))?.result);
    const expected = JSON.parse(JSON.stringify(computed.result));
    expect(await read(versioned.id)).toEqual({
      version: SAVED_RESULT_VERSION,
      engine: TAX_ENGINE_VERSION,
      data: expected,
    });
    expect(await read(legacy.id)).toEqual({ version: 0, engine: 1, data: expected });
  });
  it("pages the saved simulations newest first, the same createdAt ordered by id, none twice", async () => {
    const user = await ctx().createUser({ plan: "professional" });
    const at = (day: number) => new Date(Date.UTC(2026, 10, day, 12));
    // 25 simulations, two of them saved at the same instant.
    await ctx()
      .db.insert(t.simulations)
      .values(
        Array.from({ length: 25 }, (_, i) => ({
          userId: user.id,
          title: `Simulação ${i}`,
          simulationType: i % 2 ? ("fiscal" as const) : ("labor" as const),
          createdAt: at(i === 24 ? 23 : i),
        })),
      );
    const page = (offset: number, type?: "fiscal") =>
      as(user, (tx) => listSimulations(tx, user.id, { limit: 21, offset, type }));
    const first = await page(0);
    const second = await page(20);
    expect(first).toHaveLength(21);
    expect(second).toHaveLength(5);
    const all = [...first.slice(0, 20), ...second];
    expect(new Set(all.map((s) => s.id)).size).toBe(25);
    expect(all.map((s) => s.createdAt)).toEqual([...all.map((s) => s.createdAt)].sort().reverse());
    expect(await page(40)).toEqual([]);
    expect((await page(0, "fiscal")).every((s) => s.type === "fiscal")).toBe(true);
  });
});
