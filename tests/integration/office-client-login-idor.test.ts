import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import * as t from "@/lib/db/schema";
import { getCompany, getCompanyInOffice } from "@/lib/companies/queries";
import { latestDeclarationStatus } from "@/lib/documents/queries";
import { acceptInvitation, createInvitation } from "@/lib/office/invitations";
import { removeClientLogin } from "@/lib/office/mutations";
import { servicesDeclaration } from "@/tests/fixtures/documents/declarations";
import { describeOnEachDatabase } from "../helpers/db";
import { importAs, parsedDeclaration } from "../helpers/documents";
import { addClient, as, openOffice } from "../helpers/office";

// A client login (the owner of one client company, invited by the office) opening the address of any other company:
// the queries behind /companies/[id] (getCompany) and /escritorio/clientes/[id] (getCompanyInOffice) answer nothing,
// which the pages turn into their 404, for another client of the same office, a client of another office and the
// titular's own declarations; and once the socio ends the login, not even its own company.

describeOnEachDatabase("office client login: no company but its own, across offices and after removal", (ctx) => {
  it("answers nothing for another client, another office's client or its data; nothing once removed", async () => {
    const env = ctx();
    const a = await openOffice(env, "escritorio-50", "Escritório A");
    const b = await openOffice(env, "escritorio-50", "Escritório B");
    const theirs = await addClient(env, a, "Cliente com acesso");
    const sibling = await addClient(env, a, "Outro cliente de A");
    const foreign = await addClient(env, b, "Cliente de B");
    // Imported declarations of a sibling client (the titular's rows, as every import of the office's).
    await importAs(env, a.owner, [parsedDeclaration(servicesDeclaration({ number: "11222333202608011" }))]);

    const owner = await env.createUser();
    const token = await as(env, a.owner, (tx) =>
      createInvitation(tx, {
        officeId: a.id,
        invitedBy: a.owner.id,
        email: owner.email,
        kind: "client",
        companyId: theirs,
      }),
    );
    expect(await as(env, owner, (tx) => acceptInvitation(tx, token))).toBe("accepted");

    const read = (officeId: string, id: string) =>
      as(env, owner, async (tx) => ({
        own: await getCompany(tx, owner.id, id),
        asTitular: await getCompany(tx, a.owner.id, id),
        inOffice: await getCompanyInOffice(tx, officeId, id),
      }));
    // Its own company through the office's query (the portal), never through another's ids.
    expect((await read(a.id, theirs)).inOffice?.name).toBe("Cliente com acesso");
    expect(await read(a.id, sibling)).toEqual({ own: null, asTitular: null, inOffice: null });
    expect(await read(b.id, foreign)).toEqual({ own: null, asTitular: null, inOffice: null });
    expect(await read(a.id, foreign)).toEqual({ own: null, asTitular: null, inOffice: null });

    // Nothing of the titular's other rows: declarations, months, documents, reform profiles, simulations.
    const seen = await as(env, owner, async (tx) => ({
      companies: (await tx.select({ id: t.companies.id }).from(t.companies)).map((r) => r.id),
      declarations: await tx.select({ id: t.declarations.id }).from(t.declarations),
      months: await tx.select({ id: t.companyMonths.companyId }).from(t.companyMonths),
      files: await tx.select({ id: t.documentFiles.id }).from(t.documentFiles),
      simulations: await tx.select({ id: t.simulations.id }).from(t.simulations),
      statuses: await latestDeclarationStatus(tx, a.owner.id),
      logins: await tx.select({ company: t.officeClientUsers.companyId }).from(t.officeClientUsers),
    }));
    expect(seen).toEqual({
      companies: [theirs],
      declarations: [],
      months: [],
      files: [],
      simulations: [],
      statuses: [],
      logins: [{ company: theirs }],
    });

    // The socio ends the login: the company goes too, at once.
    expect(await as(env, a.owner, (tx) => removeClientLogin(tx, a.id, theirs, owner.id))).toBe(true);
    expect(await read(a.id, theirs)).toEqual({ own: null, asTitular: null, inOffice: null });
    expect(await as(env, owner, (tx) => tx.select({ id: t.companies.id }).from(t.companies))).toEqual([]);
    expect(await as(env, owner, (tx) => tx.select().from(t.offices).where(eq(t.offices.id, a.id)))).toEqual([]);
  });
});
