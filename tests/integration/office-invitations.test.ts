import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { runWithAnon } from "@/lib/db/rls";
import * as t from "@/lib/db/schema";
import { acceptInvitation, createInvitation, previewInvitation, revokeInvitation } from "@/lib/office/invitations";
import { listOpenInvitations } from "@/lib/office/queries";
import { describeOnEachDatabase, failureOf, rowsOf } from "../helpers/db";
import { addClient, addMember, as, openOffice } from "../helpers/office";

// Invitations by e-mail: single use, expiring, bound to the invited address; the staff's and a client's login.

describeOnEachDatabase("office: invitations and client logins", (ctx) => {
  it("lets only a socio invite; the link works once, for the invited e-mail only", async () => {
    const env = ctx();
    const a = await openOffice(env);
    const analyst = await addMember(env, a, "analista");
    const invitee = await env.createUser();
    const stranger = await env.createUser();
    const invite = { officeId: a.id, email: invitee.email, kind: "member" as const, role: "leitura" as const };

    expect(
      await failureOf(() => as(env, analyst, (tx) => createInvitation(tx, { ...invite, invitedBy: analyst.id }))),
    ).toMatch(/row-level security/);
    // Not in someone else's name either.
    expect(
      await failureOf(() => as(env, a.owner, (tx) => createInvitation(tx, { ...invite, invitedBy: analyst.id }))),
    ).toMatch(/row-level security/);
    const token = await as(env, a.owner, (tx) => createInvitation(tx, { ...invite, invitedBy: a.owner.id }));
    // Only the hash is stored.
    const stored = await env.db.select({ tokenHash: t.officeInvitations.tokenHash }).from(t.officeInvitations);
    expect(stored.map((r) => r.tokenHash)).not.toContain(token);

    // The link's page, for anyone holding it: office, purpose, address.
    expect(await runWithAnon(env.db, (tx) => previewInvitation(tx, token))).toMatchObject({
      officeName: "Contábil Exemplo",
      kind: "member",
      role: "leitura",
      email: invitee.email,
      status: "open",
    });
    expect(await runWithAnon(env.db, (tx) => previewInvitation(tx, `${token.slice(0, -1)}x`))).toBeNull();
    // The anonymous role reads nothing else.
    expect(await failureOf(() => runWithAnon(env.db, (tx) => tx.select().from(t.officeInvitations)))).toMatch(
      /permission denied/,
    );

    expect(await as(env, stranger, (tx) => acceptInvitation(tx, token))).toBe("email_mismatch");
    expect(await as(env, invitee, (tx) => acceptInvitation(tx, token))).toBe("accepted");
    expect(await as(env, invitee, (tx) => acceptInvitation(tx, token))).toBe("invalid");
    const [member] = await env.db.select().from(t.officeMembers).where(eq(t.officeMembers.userId, invitee.id));
    expect([member.officeId, member.role]).toEqual([a.id, "leitura"]);
    expect((await runWithAnon(env.db, (tx) => previewInvitation(tx, token)))?.status).toBe("used");
  });

  it("refuses an expired or revoked link, and a member of another office", async () => {
    const env = ctx();
    const a = await openOffice(env);
    const b = await openOffice(env);
    const invitee = await env.createUser();
    const elsewhere = await addMember(env, b, "analista");
    const base = { officeId: a.id, invitedBy: a.owner.id, kind: "member" as const, role: "analista" as const };

    const expired = await as(env, a.owner, (tx) =>
      createInvitation(tx, { ...base, email: invitee.email }, new Date(Date.now() - 8 * 86_400_000)),
    );
    expect(await as(env, invitee, (tx) => acceptInvitation(tx, expired))).toBe("invalid");
    expect((await runWithAnon(env.db, (tx) => previewInvitation(tx, expired)))?.status).toBe("expired");

    const revoked = await as(env, a.owner, (tx) => createInvitation(tx, { ...base, email: invitee.email }));
    const [open] = await as(env, a.owner, (tx) => listOpenInvitations(tx, a.id));
    expect(await as(env, a.owner, (tx) => revokeInvitation(tx, a.id, open.id))).toBe(true);
    expect(await as(env, invitee, (tx) => acceptInvitation(tx, revoked))).toBe("invalid");

    // Sending again replaces the open link: the first stops working.
    const first = await as(env, a.owner, (tx) => createInvitation(tx, { ...base, email: invitee.email }));
    const second = await as(env, a.owner, (tx) => createInvitation(tx, { ...base, email: invitee.email }));
    expect(await as(env, invitee, (tx) => acceptInvitation(tx, first))).toBe("invalid");
    expect(await as(env, invitee, (tx) => acceptInvitation(tx, second))).toBe("accepted");

    const poach = await as(env, a.owner, (tx) => createInvitation(tx, { ...base, email: elsewhere.email }));
    expect(await as(env, elsewhere, (tx) => acceptInvitation(tx, poach))).toBe("already_member");
    // Another office's socio sees none of these invitations and cannot revoke them.
    expect(await as(env, b.owner, (tx) => listOpenInvitations(tx, a.id))).toEqual([]);
    const [pending] = await as(env, a.owner, (tx) => listOpenInvitations(tx, a.id));
    expect(await as(env, b.owner, (tx) => revokeInvitation(tx, a.id, pending.id))).toBe(false);
  });

  it("a client login sees its own company only, none of the office's other clients or settings", async () => {
    const env = ctx();
    const a = await openOffice(env);
    const analyst = await addMember(env, a, "analista");
    const theirs = await addClient(env, a, "Empresa do Cliente");
    const another = await addClient(env, a, "Outro Cliente", analyst);
    const owner = await env.createUser();
    const base = { officeId: a.id, invitedBy: a.owner.id, kind: "client" as const, email: owner.email };

    // A client invitation must name one of the office's companies.
    const b = await openOffice(env);
    const foreign = await addClient(env, b, "Do outro escritório");
    expect(
      await failureOf(() => as(env, a.owner, (tx) => createInvitation(tx, { ...base, companyId: foreign }))),
    ).toMatch(/row-level security/);
    const token = await as(env, a.owner, (tx) => createInvitation(tx, { ...base, companyId: theirs }));
    expect(await as(env, owner, (tx) => acceptInvitation(tx, token))).toBe("accepted");

    const seen = await as(env, owner, (tx) => tx.select({ id: t.companies.id }).from(t.companies));
    expect(seen.map((r) => r.id)).toEqual([theirs]);
    expect(await as(env, owner, (tx) => tx.select().from(t.officeMembers))).toEqual([]);
    expect(await as(env, owner, (tx) => tx.select().from(t.officeEvents))).toEqual([]);
    expect(await as(env, owner, (tx) => tx.select().from(t.officeAssignments))).toEqual([]);
    expect(rowsOf(await as(env, owner, (tx) => tx.execute(sql`select * from public.office_member_list()`)))).toEqual(
      [],
    );
    // Read only: the company is the office's to change.
    const renamed = await as(env, owner, (tx) =>
      tx.update(t.companies).set({ name: "X" }).where(eq(t.companies.id, theirs)).returning({ id: t.companies.id }),
    );
    expect(renamed).toEqual([]);
    expect(another).not.toEqual(theirs);
    const [office] = rowsOf(await as(env, owner, (tx) => tx.execute(sql`select * from public.my_office()`)));
    expect(office).toMatchObject({ office_id: a.id, office_role: "cliente", office_active: true });
    // The office's record names the company the login was given to (20261201060004), not "um cliente excluído".
    const given = await as(env, a.owner, (tx) =>
      tx
        .select({ target: t.officeEvents.target, details: t.officeEvents.details })
        .from(t.officeEvents)
        .where(eq(t.officeEvents.action, "office_client_users.insert")),
    );
    expect(given).toEqual([{ target: `company:${theirs}`, details: { user: owner.id } }]);
  });
});
