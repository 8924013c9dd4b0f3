import { beforeAll, expect, it } from "vitest";
import { runWithRls } from "@/lib/db/rls";
import { describeOnEachDatabase, type TestUser } from "../helpers/db";

// The portfolio of /reforma-tributaria reads, per company, the newest saved reform simulation's input, under RLS:
// never another user's, never an older one.

const { latestInputByCompany } = await import("@/lib/simulations/queries");

describeOnEachDatabase("reform portfolio: newest saved assumptions per company", (ctx) => {
  let owner: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    owner = await ctx().createUser({ plan: "enterprise" });
    other = await ctx().createUser({ plan: "enterprise" });
  });

  it("returns each company's newest reform input, only the owner's", async () => {
    const { exec, db } = ctx();
    const company = async (user: TestUser, name: string) =>
      (
        await exec.query<{ id: string }>(
          "insert into public.companies (user_id, name) values ($1, $2) returning id::text as id",
          [user.id, name],
        )
      )[0].id;
    const a = await company(owner, "Reforma A");
    const b = await company(owner, "Reforma B");
    const theirs = await company(other, "Reforma Alheia");
    const save = (user: TestUser, companyId: string, share: number, at: string, type = "reforma_tributaria") =>
      exec.query(
        "insert into public.simulations (user_id, company_id, title, simulation_type, input, created_at) values ($1, $2, 'R', $3, $4, $5)",
        [user.id, companyId, type, JSON.stringify({ engine: { creditingBuyersPercent: share } }), at],
      );
    await save(owner, a, 10, "2026-11-01T12:00:00Z");
    await save(owner, a, 60, "2026-11-20T12:00:00Z");
    await save(owner, b, 30, "2026-11-05T12:00:00Z", "fiscal");
    await save(other, theirs, 90, "2026-11-21T12:00:00Z");

    const found = await runWithRls(db, owner.claims, (tx) => latestInputByCompany(tx, owner.id, "reforma_tributaria"));
    expect([...found.keys()]).toEqual([a]);
    expect(found.get(a)).toEqual({
      input: { engine: { creditingBuyersPercent: 60 } },
      createdAt: "2026-11-20T12:00:00.000Z",
    });
  });
});
