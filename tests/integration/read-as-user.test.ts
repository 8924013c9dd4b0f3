import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { getOwnProfile, readOwnProfile } from "@/lib/auth/profile";
import { runReadAsUser, runWithRls } from "@/lib/db/rls";
import * as t from "@/lib/db/schema";
import { describeOnEachDatabase, rowsOf } from "../helpers/db";

// The request's own profile lookup reads as the user in one round trip (lib/db/rls.ts readAsUser): the same answer as a
// withRls transaction, the role and the claims gone once it ends, and nothing left behind by a failed read.

describeOnEachDatabase("readAsUser: one read as the user in one round trip", (ctx) => {
  const ownerState = async () => {
    const result = await ctx().db.execute(
      sql`select current_user::text as who, coalesce(current_setting('request.jwt.claim.sub', true), '') as sub`,
    );
    return rowsOf(result)[0];
  };

  it("answers what the profile read in a withRls transaction answers, for the signed-in user only", async () => {
    const { db, createUser } = ctx();
    const [user, other] = [await createUser({ plan: "basic" }), await createUser({ plan: "enterprise" })];
    await db.insert(t.companies).values({ userId: user.id, name: "Padaria Central" });
    const fast = await readOwnProfile(user.claims, db);
    expect(fast).toEqual(await runWithRls(db, user.claims, (tx) => getOwnProfile(tx, user.id)));
    expect(fast).toMatchObject({ id: user.id, subscriptionStatus: "basic", counts: { companies: 1 } });
    expect(await readOwnProfile(other.claims, db)).toMatchObject({ id: other.id, subscriptionStatus: "enterprise" });
    // An erased account reads as no profile at all.
    await db.update(t.profiles).set({ deletedAt: new Date() }).where(eq(t.profiles.id, other.id));
    expect(await readOwnProfile(other.claims, db)).toBeNull();
  });

  it("reads under the user's role and claims, which end with the read", async () => {
    const user = await ctx().createUser();
    const before = await ownerState();
    for (let i = 0; i < 4; i++) {
      expect(await runReadAsUser(ctx().db, user.claims, "select current_user::text as who, auth.uid() as uid")).toEqual(
        [{ who: "authenticated", uid: user.id }],
      );
      expect(await ownerState()).toEqual(before);
    }
    // The policies apply: another user's rows are not there.
    const other = await ctx().createUser();
    await ctx().db.insert(t.companies).values({ userId: other.id, name: "Oficina do Outro" });
    expect(await runReadAsUser(ctx().db, user.claims, "select name from public.companies")).toEqual([]);
  });

  it("a read that fails rolls back and leaves the connection as it was", async () => {
    const user = await ctx().createUser();
    const before = await ownerState();
    await expect(runReadAsUser(ctx().db, user.claims, "select 1 / 0 as x")).rejects.toThrow();
    expect(await ownerState()).toEqual(before);
    expect(await runReadAsUser(ctx().db, user.claims, "select 2 as x")).toEqual([{ x: 2 }]);
  });

  it("refuses claims that are not a signed-in user's", async () => {
    const user = await ctx().createUser();
    const forged = { ...user.claims, sub: `${user.id}', true); select 1; --` };
    await expect(runReadAsUser(ctx().db, forged, "select 1 as x")).rejects.toThrow(/uuid sub/);
    await expect(runReadAsUser(ctx().db, { ...user.claims, role: "anon" as never }, "select 1 as x")).rejects.toThrow();
  });
});
