import { expect, it } from "vitest";
import { DEMO_ACCOUNTS, removeDemoAccounts, seedDemoAccounts } from "@/lib/db/demo-accounts";
import * as t from "@/lib/db/schema";
import { describeOnEachDatabase } from "../helpers/db";

// The demo accounts' password is published: a start without DEMO_ACCOUNTS=true removes them, so a data dir
// first used by `npm run dev` never lets the demo admin sign in to a production start.

describeOnEachDatabase("demo accounts", (ctx) => {
  it("are created with the opt-in and removed without it, leaving everyone else", async () => {
    const env = ctx();
    const someone = await env.createUser();
    expect(await seedDemoAccounts(env.exec)).toHaveLength(DEMO_ACCOUNTS.length);
    const emails = async () =>
      (await env.db.select({ email: t.authUsers.email }).from(t.authUsers)).map((u) => u.email).sort();
    expect(await emails()).toEqual([...DEMO_ACCOUNTS.map((a) => a.email), someone.email].sort());

    expect((await removeDemoAccounts(env.exec)).sort()).toEqual(DEMO_ACCOUNTS.map((a) => a.email).sort());
    expect(await emails()).toEqual([someone.email]);
    const profiles = await env.db.select({ id: t.profiles.id }).from(t.profiles);
    expect(profiles).toEqual([{ id: someone.id }]);
  });
});
