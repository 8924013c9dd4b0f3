import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import * as t from "@/lib/db/schema";
import { acceptInvitation, createInvitation, hashInvitationToken, revokeInvitation } from "@/lib/office/invitations";
import { closeOffice, removeMember, updateMemberAccess } from "@/lib/office/mutations";
import { describeOnEachDatabase, failureOf } from "../helpers/db";
import { addMember, as, openOffice } from "../helpers/office";

// What the review of the office's invitations found (20261201080003_office_invitations_hardening.sql): a revoked link
// could be opened again by a socio's update, and a link outlived its author's membership or role.

describeOnEachDatabase("office invitations: revoked for good, never outliving their author", (ctx) => {
  it("a revoked invitation cannot be opened again, nor an accepted one touched", async () => {
    const env = ctx();
    const a = await openOffice(env);
    const invitee = await env.createUser();
    const token = await as(env, a.owner, (tx) =>
      createInvitation(tx, {
        officeId: a.id,
        invitedBy: a.owner.id,
        email: invitee.email,
        kind: "member",
        role: "socio",
      }),
    );
    const [row] = await env.db.select().from(t.officeInvitations).where(eq(t.officeInvitations.officeId, a.id));
    expect(await as(env, a.owner, (tx) => revokeInvitation(tx, a.id, row.id))).toBe(true);

    const reopened = await as(env, a.owner, (tx) =>
      tx
        .update(t.officeInvitations)
        .set({ revokedAt: null })
        .where(eq(t.officeInvitations.id, row.id))
        .returning({ id: t.officeInvitations.id }),
    );
    expect(reopened).toEqual([]);
    expect(await as(env, invitee, (tx) => acceptInvitation(tx, token))).toBe("invalid");

    // An open one may only be revoked: the update cannot leave it open.
    const second = await as(env, a.owner, (tx) =>
      createInvitation(tx, {
        officeId: a.id,
        invitedBy: a.owner.id,
        email: invitee.email,
        kind: "member",
        role: "leitura",
      }),
    );
    const [open] = await env.db
      .select()
      .from(t.officeInvitations)
      .where(eq(t.officeInvitations.tokenHash, hashInvitationToken(second)));
    expect(
      await failureOf(() =>
        as(env, a.owner, (tx) =>
          tx.update(t.officeInvitations).set({ revokedAt: null }).where(eq(t.officeInvitations.id, open.id)),
        ),
      ),
    ).toMatch(/row-level security/);
    expect(await as(env, invitee, (tx) => acceptInvitation(tx, second))).toBe("accepted");
    const touched = await as(env, a.owner, (tx) =>
      tx
        .update(t.officeInvitations)
        .set({ revokedAt: new Date() })
        .where(eq(t.officeInvitations.id, open.id))
        .returning({ id: t.officeInvitations.id }),
    );
    expect(touched).toEqual([]);
  });

  it("a socio removed, leaving or demoted takes their open invitations along; the others' stay", async () => {
    const env = ctx();
    const a = await openOffice(env);
    const leaving = await addMember(env, a, "socio", { name: "Sócio que sai" });
    const demoted = await addMember(env, a, "socio", { name: "Sócio rebaixado" });
    const quitter = await addMember(env, a, "socio", { name: "Sócio que pede para sair" });
    const alias = await env.createUser();
    const friend = await env.createUser();
    const outsider = await env.createUser();
    const invite = (by: typeof leaving, email: string) =>
      as(env, by, (tx) =>
        createInvitation(tx, { officeId: a.id, invitedBy: by.id, email, kind: "member", role: "socio" }),
      );
    const backdoor = await invite(leaving, alias.email);
    const fromDemoted = await invite(demoted, friend.email);
    const fromQuitter = await invite(quitter, outsider.email);
    const fromOwner = await invite(a.owner, (await env.createUser()).email);

    // Removed by the titular: the link the socio sent for their second address no longer opens the office.
    expect(await as(env, a.owner, (tx) => removeMember(tx, a.id, leaving.id))).toBe(true);
    expect(await as(env, alias, (tx) => acceptInvitation(tx, backdoor))).toBe("invalid");
    // Demoted to analista: a socio's invitation is no longer theirs to have sent.
    expect(
      await as(env, a.owner, (tx) => updateMemberAccess(tx, a.id, demoted.id, { role: "analista", allClients: true })),
    ).toBe(true);
    expect(await as(env, friend, (tx) => acceptInvitation(tx, fromDemoted))).toBe("invalid");
    // Leaving on their own.
    expect(await as(env, quitter, (tx) => removeMember(tx, a.id, quitter.id))).toBe(true);
    expect(await as(env, outsider, (tx) => acceptInvitation(tx, fromQuitter))).toBe("invalid");

    // The titular's invitation is untouched, and the revocations are in the office's record.
    const open = await env.db
      .select({ invitedBy: t.officeInvitations.invitedBy })
      .from(t.officeInvitations)
      .where(eq(t.officeInvitations.officeId, a.id));
    expect(open.filter((r) => r.invitedBy === a.owner.id)).toHaveLength(1);
    const events = await env.db
      .select({ action: t.officeEvents.action })
      .from(t.officeEvents)
      .where(eq(t.officeEvents.officeId, a.id));
    expect(events.filter((e) => e.action === "office_invitations.revoke")).toHaveLength(3);
    expect(fromOwner).toHaveLength(43);

    // A role change that keeps a socio a socio (or touches an analista) revokes nothing.
    const keeper = await addMember(env, a, "socio");
    const kept = await invite(keeper, (await env.createUser()).email);
    expect(
      await as(env, a.owner, (tx) => updateMemberAccess(tx, a.id, keeper.id, { role: "socio", allClients: false })),
    ).toBe(true);
    const [still] = await env.db
      .select({ revokedAt: t.officeInvitations.revokedAt })
      .from(t.officeInvitations)
      .where(eq(t.officeInvitations.invitedBy, keeper.id));
    expect(still.revokedAt).toBeNull();
    expect(kept).toHaveLength(43);

    // Closing the office with open invitations still works, and takes them along.
    expect(await as(env, a.owner, (tx) => closeOffice(tx, a.id, a.owner.id))).toBe(true);
    expect(await env.db.select().from(t.officeInvitations).where(eq(t.officeInvitations.officeId, a.id))).toEqual([]);
  });
});
