import { expect, it } from "vitest";
import { TAX_ENGINE_VERSION } from "@/lib/tax";
import type { Db } from "@/lib/db/client";
import { runWithRls } from "@/lib/db/rls";
import { insertSimulation } from "@/lib/simulations/mutations";
import { getSimulation } from "@/lib/simulations/queries";
import { computeTool } from "@/lib/tools/compute";
import { readSavedResult, SAVED_RESULT_VERSION, toSavedResult } from "@/lib/tools/saved-result";
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
});
