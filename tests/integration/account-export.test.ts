import { expect, it } from "vitest";
import { runWithRls } from "@/lib/db/rls";
import { describeOnEachDatabase } from "../helpers/db";
import { addMember, openOffice } from "../helpers/office";

const { collectAccountExport, EXPORTED, NOT_EXPORTED } = await import("@/lib/account/export");
const { getTableConfig } = await import("drizzle-orm/pg-core");

describeOnEachDatabase("Exportar meus dados", (ctx) => {
  it("covers every column that points at a user: exported, or left out with its reason", async () => {
    // Foreign keys to public.profiles(id) or auth.users(id), from any table but the auth shim's own.
    const refs = await ctx().exec.query<{ ref: string }>(`
      select n.nspname || '.' || c.relname || '.' || a.attname as ref
        from pg_constraint k
        join pg_class c on c.oid = k.conrelid join pg_namespace n on n.oid = c.relnamespace
        join pg_attribute a on a.attrelid = k.conrelid and a.attnum = k.conkey[1]
       where k.contype = 'f' and k.confrelid in ('public.profiles'::regclass, 'auth.users'::regclass) and n.nspname <> 'auth'
       order by 1`);
    expect(refs.map((r) => r.ref)).toEqual(
      expect.arrayContaining([
        "public.companies.user_id",
        "public.commissions.affiliate_id",
        "public.api_keys.user_id",
      ]),
    );
    const exported = Object.values(EXPORTED).map((s) => `public.${getTableConfig(s.table).name}.${s.owner.name}`);
    const missing = refs
      .map((r) => r.ref)
      .filter((ref) => !exported.includes(ref) && !(ref in NOT_EXPORTED) && ref !== "public.profiles.id");
    expect(missing).toEqual([]);
  });

  it("holds the user's rows and nobody else's, without secrets", async () => {
    const a = await ctx().createUser({ plan: "enterprise" });
    const b = await ctx().createUser({ plan: "enterprise" });
    await ctx().exec.query(
      "insert into public.companies (user_id, name) values ($1, 'Empresa da Ana'), ($2, 'Empresa do Bruno')",
      [a.id, b.id],
    );
    await ctx().exec.query(
      "insert into public.api_keys (user_id, name, prefix, key_hash) values ($1, 'ERP', 'tc_live_abcd', repeat('a', 64))",
      [a.id],
    );
    const data = await runWithRls(ctx().db, a.claims, (tx) => collectAccountExport(tx, a.id));
    expect(data.profile).toHaveLength(1);
    expect(data.companies).toEqual([expect.objectContaining({ name: "Empresa da Ana" })]);
    expect(data.apiKeys).toEqual([expect.objectContaining({ name: "ERP", prefix: "tc_live_abcd" })]);
    expect(JSON.stringify(data)).not.toContain("aaaaaaaaaaaaaaaa");
    expect(JSON.stringify(data)).not.toContain(b.email);
  });

  it("holds the office the user opened and their own place on its staff, not their colleagues'", async () => {
    const office = await openOffice(ctx(), "escritorio-50", "Contábil da Ana");
    const analyst = await addMember(ctx(), office, "analista", { name: "Analista Bruno" });
    const owner = await runWithRls(ctx().db, office.owner.claims, (tx) => collectAccountExport(tx, office.owner.id));
    expect(owner.officesOwned).toEqual([expect.objectContaining({ id: office.id, name: "Contábil da Ana" })]);
    expect(owner.officeMemberships).toEqual([expect.objectContaining({ userId: office.owner.id, role: "socio" })]);
    const staff = await runWithRls(ctx().db, analyst.claims, (tx) => collectAccountExport(tx, analyst.id));
    expect(staff.officesOwned).toEqual([]);
    expect(staff.officeMemberships).toEqual([expect.objectContaining({ userId: analyst.id, role: "analista" })]);
    expect(JSON.stringify(staff)).not.toContain(office.owner.email);
  });
});
