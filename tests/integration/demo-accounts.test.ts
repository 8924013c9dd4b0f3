import { expect, it } from "vitest";
import { DEMO_ACCOUNTS, E2E_ACCOUNT_DOMAIN, removeDemoAccounts, seedDemoAccounts } from "@/lib/db/demo-accounts";
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

  it("the e2e suite's accounts (the demo password under e-mails of their own) go with them", async () => {
    const env = ctx();
    const suite = DEMO_ACCOUNTS.map((a) => ({ ...a, email: a.email.replace(/@.*/, `.w0.run1@${E2E_ACCOUNT_DOMAIN}`) }));
    await seedDemoAccounts(env.exec, suite);
    await seedDemoAccounts(env.exec, [{ ...DEMO_ACCOUNTS[5], email: `admin-2fa@${E2E_ACCOUNT_DOMAIN}` }]);
    const removed = await removeDemoAccounts(env.exec);
    expect(removed).toEqual(expect.arrayContaining([...suite.map((a) => a.email), `admin-2fa@${E2E_ACCOUNT_DOMAIN}`]));
    const left = await env.db.select({ email: t.authUsers.email }).from(t.authUsers);
    expect(left.filter((u) => u.email.endsWith(`@${E2E_ACCOUNT_DOMAIN}`))).toEqual([]);
  });
});
