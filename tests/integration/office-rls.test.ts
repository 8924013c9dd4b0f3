import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import type { Db } from "@/lib/db/client";
import { isRlsViolation } from "@/lib/db/errors";
import * as t from "@/lib/db/schema";
import { cnpjCheckDigits } from "@/lib/br/cnpj";
import { emptyReformProfileForm } from "@/lib/companies/reform-profile-schema";
import { companyFormSchema, emptyCompanyForm } from "@/lib/companies/schema";
import { getCompanyInOffice } from "@/lib/companies/queries";
import {
  closeOffice,
  createOffice,
  createOfficeClient,
  deleteOfficeClient,
  removeMember,
  setAssignment,
  updateMemberAccess,
  updateOfficeClient,
} from "@/lib/office/mutations";
import { listEvents, listMembers } from "@/lib/office/queries";
import { describeOnEachDatabase, failureOf, rowsOf } from "../helpers/db";
import { addClient, addMember, as, openOffice, setPlan } from "../helpers/office";

// The office's rows through the policies, as role authenticated: what each role of an office sees and changes, that
// another office and a removed member see nothing, and that every change is recorded with its author.

let cnpjSequence = 0;
/** A valid CNPJ per call (the office's clients are unique by CNPJ). */
function nextCnpj(): string {
  const base = `${String(Date.now() % 1e8).padStart(8, "0")}${String(++cnpjSequence).padStart(4, "0")}`;
  return base + cnpjCheckDigits(base);
}

const clientInput = (name: string, cnpj = nextCnpj()) =>
  companyFormSchema.parse({ ...emptyCompanyForm(), name, cnpj, annualRevenue: "480.000,00" });

const visibleIds = async (tx: Db) =>
  (await tx.select({ id: t.companies.id }).from(t.companies)).map((r) => r.id).sort();

describeOnEachDatabase("office: organisation and row-level security", (ctx) => {
  it("shows each role the clients it may see, and none of another office's", async () => {
    const env = ctx();
    const a = await openOffice(env);
    const b = await openOffice(env, "escritorio-50", "Outro Escritório");
    const analyst = await addMember(env, a, "analista");
    const allAnalyst = await addMember(env, a, "analista", { allClients: true });
    const reader = await addMember(env, a, "leitura");
    const one = await addClient(env, a, "Padaria Um", analyst);
    const two = await addClient(env, a, "Mercado Dois");
    const other = await addClient(env, b, "Cliente do B");
    const outsider = await env.createUser();

    expect(await as(env, a.owner, visibleIds)).toEqual([one, two].sort());
    expect(await as(env, analyst, visibleIds)).toEqual([one]);
    expect(await as(env, allAnalyst, visibleIds)).toEqual([one, two].sort());
    expect(await as(env, reader, visibleIds)).toEqual([one, two].sort());
    expect(await as(env, b.owner, visibleIds)).toEqual([other]);
    expect(await as(env, outsider, visibleIds)).toEqual([]);
    // Another office's client by id, through the office's own query: nothing (the page answers 404).
    expect(await as(env, b.owner, (tx) => getCompanyInOffice(tx, b.id, one))).toBeNull();
    expect(await as(env, b.owner, (tx) => getCompanyInOffice(tx, a.id, one))).toBeNull();
    expect(await as(env, analyst, (tx) => getCompanyInOffice(tx, a.id, two))).toBeNull();
    // The office row, its staff and its record are the office's alone.
    expect(await as(env, b.owner, (tx) => tx.select().from(t.offices))).toHaveLength(1);
    expect(await as(env, outsider, (tx) => tx.select().from(t.officeMembers))).toEqual([]);
    expect(await as(env, b.owner, (tx) => listMembers(tx))).toHaveLength(1);
    expect((await as(env, a.owner, (tx) => listMembers(tx))).map((m) => m.role)).toEqual([
      "socio",
      "analista",
      "analista",
      "leitura",
    ]);
    // Names to every member, e-mails to socios only.
    expect((await as(env, analyst, (tx) => listMembers(tx))).every((m) => m.email === null)).toBe(true);
    expect((await as(env, a.owner, (tx) => listMembers(tx))).every((m) => m.email?.includes("@"))).toBe(true);
  });

  it("lets socios and analistas change the clients they see, never leitura or another office", async () => {
    const env = ctx();
    const a = await openOffice(env);
    const b = await openOffice(env);
    const analyst = await addMember(env, a, "analista");
    const reader = await addMember(env, a, "leitura");
    const mine = await addClient(env, a, "Do analista", analyst);
    const notMine = await addClient(env, a, "De outro");

    expect(
      await as(env, analyst, (tx) =>
        updateOfficeClient(tx, { id: a.id, ownerId: a.owner.id }, mine, clientInput("Renomeada")),
      ),
    ).toBe(true);
    expect(
      await as(env, analyst, (tx) =>
        updateOfficeClient(tx, { id: a.id, ownerId: a.owner.id }, notMine, clientInput("X")),
      ),
    ).toBe(false);
    expect(
      await as(env, reader, (tx) => updateOfficeClient(tx, { id: a.id, ownerId: a.owner.id }, mine, clientInput("X"))),
    ).toBe(false);
    expect(
      await as(env, b.owner, (tx) => updateOfficeClient(tx, { id: a.id, ownerId: a.owner.id }, mine, clientInput("X"))),
    ).toBe(false);
    expect(await as(env, analyst, (tx) => deleteOfficeClient(tx, a.id, mine))).toBe(false);
    expect(await as(env, reader, (tx) => deleteOfficeClient(tx, a.id, notMine))).toBe(false);
    expect(await as(env, b.owner, (tx) => deleteOfficeClient(tx, a.id, notMine))).toBe(false);
    const [row] = await env.db.select({ name: t.companies.name }).from(t.companies).where(eq(t.companies.id, mine));
    expect(row.name).toBe("Renomeada");
    // The client's reform profile goes with it: the analyst fills it in the titular's name, another office sees none.
    const withProfile = companyFormSchema.parse({
      ...emptyCompanyForm(),
      name: "Renomeada",
      cnpj: nextCnpj(),
      annualRevenue: "480.000,00",
      reform: { ...emptyReformProfileForm(), creditingBuyersPercent: "35", purchasesRegular: "10.000,00" },
    });
    expect(
      await as(env, analyst, (tx) => updateOfficeClient(tx, { id: a.id, ownerId: a.owner.id }, mine, withProfile)),
    ).toBe(true);
    const profileOf = (tx: Db) =>
      tx.select().from(t.companyReformProfiles).where(eq(t.companyReformProfiles.companyId, mine));
    const [profile] = await profileOf(env.db);
    expect([profile.userId, Number(profile.creditingBuyersPercent)]).toEqual([a.owner.id, 35]);
    expect(await as(env, reader, profileOf)).toHaveLength(1);
    expect(await as(env, b.owner, profileOf)).toEqual([]);
    expect((await as(env, analyst, (tx) => getCompanyInOffice(tx, a.id, mine)))?.reformProfile?.purchasesRegular).toBe(
      10_000,
    );

    // An analista's new client is the titular's row in the office, assigned to them so they keep seeing it.
    const created = await as(env, analyst, (tx) =>
      createOfficeClient(tx, { id: a.id, ownerId: a.owner.id }, clientInput("Nova do analista")),
    );
    const [stored] = await env.db.select().from(t.companies).where(eq(t.companies.id, created.id));
    expect([stored.userId, stored.officeId]).toEqual([a.owner.id, a.id]);
    expect(await as(env, analyst, (tx) => getCompanyInOffice(tx, a.id, created.id))).not.toBeNull();
    // leitura adds nothing; nobody adds a client to an office that is not theirs, or in another account's name.
    expect(
      isRlsViolation(
        await as(env, reader, (tx) =>
          createOfficeClient(tx, { id: a.id, ownerId: a.owner.id }, clientInput("L")),
        ).catch((e: unknown) => e),
      ),
    ).toBe(true);
    expect(
      await failureOf(() =>
        as(env, b.owner, (tx) => createOfficeClient(tx, { id: a.id, ownerId: a.owner.id }, clientInput("Intrusa"))),
      ),
    ).toMatch(/row-level security/);
    expect(
      await failureOf(() =>
        as(env, analyst, (tx) => createOfficeClient(tx, { id: a.id, ownerId: analyst.id }, clientInput("Minha"))),
      ),
    ).toMatch(/row-level security/);
    // Only a socio moves a client between analysts; a client of another office cannot be assigned. setAssignment
    // answers false (the action's "not found"); the policy refuses the row itself.
    const assign = (companyId: string) => (tx: Db) =>
      tx.insert(t.officeAssignments).values({ companyId, officeId: a.id, analystId: analyst.id });
    expect(await as(env, analyst, (tx) => setAssignment(tx, a.id, notMine, analyst.id))).toBe(false);
    expect(await failureOf(() => as(env, analyst, assign(notMine)))).toMatch(/row-level security/);
    expect(await as(env, a.owner, (tx) => setAssignment(tx, a.id, notMine, analyst.id))).toBe(true);
    expect(await as(env, analyst, visibleIds)).toContain(notMine);
    const otherClient = await addClient(env, b, "Do B");
    expect(await as(env, a.owner, (tx) => setAssignment(tx, a.id, otherClient, analyst.id))).toBe(false);
    expect(await failureOf(() => as(env, a.owner, assign(otherClient)))).toMatch(/row-level security/);
    // Nor to someone who is not on the office's staff (the fuzzer's find: an error, not "not found").
    expect(await as(env, a.owner, (tx) => setAssignment(tx, a.id, notMine, b.owner.id))).toBe(false);
  });

  it("a removed member sees nothing of the office and changes nothing; the clients stay", async () => {
    const env = ctx();
    const a = await openOffice(env);
    const analyst = await addMember(env, a, "analista", { allClients: true });
    const client = await addClient(env, a, "Fica no escritório", analyst);
    expect(await as(env, analyst, visibleIds)).toEqual([client]);

    expect(await as(env, a.owner, (tx) => removeMember(tx, a.id, analyst.id))).toBe(true);
    expect(await as(env, analyst, visibleIds)).toEqual([]);
    expect(await as(env, analyst, (tx) => tx.select().from(t.offices))).toEqual([]);
    expect(await as(env, analyst, (tx) => tx.select().from(t.officeEvents))).toEqual([]);
    expect(
      await as(env, analyst, (tx) =>
        updateOfficeClient(tx, { id: a.id, ownerId: a.owner.id }, client, clientInput("X")),
      ),
    ).toBe(false);
    expect(await as(env, a.owner, visibleIds)).toEqual([client]);
    // The assignment went with the membership.
    expect(await env.db.select().from(t.officeAssignments).where(eq(t.officeAssignments.companyId, client))).toEqual(
      [],
    );
  });

  it("keeps the titular a socio, lets socios manage roles and lets anyone else leave", async () => {
    const env = ctx();
    const a = await openOffice(env);
    const partner = await addMember(env, a, "socio");
    const analyst = await addMember(env, a, "analista");
    expect(
      await failureOf(() =>
        as(env, partner, (tx) => updateMemberAccess(tx, a.id, a.owner.id, { role: "leitura", allClients: false })),
      ),
    ).toMatch(/titular/);
    expect(await failureOf(() => as(env, partner, (tx) => removeMember(tx, a.id, a.owner.id)))).toMatch(/titular/);
    expect(await failureOf(() => as(env, a.owner, (tx) => removeMember(tx, a.id, a.owner.id)))).toMatch(/titular/);
    expect(
      await as(env, analyst, (tx) => updateMemberAccess(tx, a.id, analyst.id, { role: "socio", allClients: false })),
    ).toBe(false);
    expect(
      await as(env, partner, (tx) => updateMemberAccess(tx, a.id, analyst.id, { role: "leitura", allClients: true })),
    ).toBe(true);
    const [row] = await env.db.select().from(t.officeMembers).where(eq(t.officeMembers.userId, analyst.id));
    // all_clients means nothing outside the analista role.
    expect([row.role, row.allClients]).toEqual(["leitura", false]);
    expect(await as(env, analyst, (tx) => removeMember(tx, a.id, analyst.id))).toBe(true);
    // Closing is the titular's: then the staff lose the office and the companies stay the titular's own.
    const client = await addClient(env, a, "Cliente");
    expect(await as(env, partner, (tx) => closeOffice(tx, a.id, partner.id))).toBe(false);
    expect(await as(env, a.owner, (tx) => closeOffice(tx, a.id, a.owner.id))).toBe(true);
    expect(await as(env, partner, visibleIds)).toEqual([]);
    const [company] = await env.db.select().from(t.companies).where(eq(t.companies.id, client));
    expect([company.userId, company.officeId]).toEqual([a.owner.id, null]);
  });

  it("opens an office only on a plan with the flag, once, and brings the account's companies in", async () => {
    const env = ctx();
    const enterprise = await env.createUser({ plan: "enterprise" });
    expect(
      await failureOf(() => as(env, enterprise, (tx) => createOffice(tx, enterprise.id, { name: "X", cnpj: null }))),
    ).toMatch(/row-level security/);
    const owner = await env.createUser();
    await setPlan(env, owner, "escritorio-200");
    const [own] = await env.db.insert(t.companies).values({ userId: owner.id, name: "Já era minha" }).returning();
    const { id } = await as(env, owner, (tx) => createOffice(tx, owner.id, { name: "Meu Escritório", cnpj: null }));
    const [company] = await env.db.select().from(t.companies).where(eq(t.companies.id, own.id));
    expect(company.officeId).toBe(id);
    // A company the titular adds later, from anywhere, is the office's too.
    const [later] = await as(env, owner, (tx) =>
      tx.insert(t.companies).values({ userId: owner.id, name: "Depois" }).returning({ officeId: t.companies.officeId }),
    );
    expect(later.officeId).toBe(id);
    expect(
      await failureOf(() => as(env, owner, (tx) => createOffice(tx, owner.id, { name: "Segundo", cnpj: null }))),
    ).not.toBeNull();
    // A member of an office cannot open another.
    const member = await addMember(env, { id, owner }, "analista");
    await setPlan(env, member, "escritorio-50");
    expect(
      await failureOf(() => as(env, member, (tx) => createOffice(tx, member.id, { name: "Meu", cnpj: null }))),
    ).toMatch(/row-level security/);
  });

  it("counts the office's clients against its titular's plan, whoever adds them, under one lock", async () => {
    const env = ctx();
    const a = await openOffice(env);
    await env.exec.query(
      `update public.subscription_plans set permissions = permissions || '{"maxCompanies": 2}' where slug = 'escritorio-50'`,
    );
    try {
      const analyst = await addMember(env, a, "analista", { allClients: true });
      const office = { id: a.id, ownerId: a.owner.id };
      await as(env, analyst, (tx) => createOfficeClient(tx, office, clientInput("Um")));
      // Two at once for the last slot: one passes.
      const results = await Promise.allSettled([
        as(env, analyst, (tx) => createOfficeClient(tx, office, clientInput("Dois"))),
        as(env, a.owner, (tx) => createOfficeClient(tx, office, clientInput("Três"))),
      ]);
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
      const refused = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
      expect(isRlsViolation(refused.reason)).toBe(true);
      const [row] = rowsOf<{ n: number }>(
        await env.db.execute(sql`select count(*)::int as n from public.companies where office_id = ${a.id}`),
      );
      expect(row.n).toBe(2);
    } finally {
      await env.exec.query(
        `update public.subscription_plans set permissions = permissions || '{"maxCompanies": 50}' where slug = 'escritorio-50'`,
      );
    }
  });

  it("records every change with its author, readable by socios only", async () => {
    const env = ctx();
    const a = await openOffice(env);
    const analyst = await addMember(env, a, "analista");
    const office = { id: a.id, ownerId: a.owner.id };
    const cnpj = nextCnpj();
    const { id } = await as(env, analyst, (tx) => createOfficeClient(tx, office, clientInput("Registrada", cnpj)));
    await as(env, analyst, (tx) =>
      updateOfficeClient(tx, { id: a.id, ownerId: a.owner.id }, id, clientInput("Registrada e editada", cnpj)),
    );
    await as(env, a.owner, (tx) => updateMemberAccess(tx, a.id, analyst.id, { role: "analista", allClients: true }));
    const events = await as(env, a.owner, (tx) => listEvents(tx, a.id));
    const byAction = (action: string) => events.filter((e) => e.action === action);
    expect(byAction("companies.insert")[0]).toMatchObject({ actorId: analyst.id, target: `company:${id}` });
    expect(byAction("companies.update")[0]).toMatchObject({ actorId: analyst.id, details: { changed: ["name"] } });
    expect(byAction("office_assignments.insert")[0]).toMatchObject({ actorId: analyst.id });
    expect(byAction("office_members.update")[0]).toMatchObject({
      actorId: a.owner.id,
      details: { role: "analista", allClients: true, previousRole: "analista" },
    });
    expect(await as(env, analyst, (tx) => listEvents(tx, a.id))).toEqual([]);
    // Nobody writes the record directly, nor in another's name.
    expect(
      await failureOf(() =>
        as(env, a.owner, (tx) =>
          tx.insert(t.officeEvents).values({ officeId: a.id, actorId: analyst.id, action: "forjado" }),
        ),
      ),
    ).toMatch(/permission denied/);
    await as(env, analyst, (tx) => tx.execute(sql`select public.office_log('office.export', 'view:x', '{}'::jsonb)`));
    const [logged] = await as(env, a.owner, (tx) => listEvents(tx, a.id));
    expect(logged).toMatchObject({ action: "office.export", actorId: analyst.id });
  });
});
