"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { fail, ok } from "@/lib/action-result";
import { userAction } from "@/lib/action-client";
import { companyFormSchema } from "@/lib/companies/schema";
import { COMPANY_CNPJ_CONSTRAINT } from "@/lib/companies/mutations";
import { withRls } from "@/lib/db/rls";
import { PLAN_ERRORS } from "@/lib/plans/gate";
import { EDITING_ROLES, isFailure, officeFor } from "./access";
import {
  createOfficeClient,
  deleteOfficeClient,
  removeClientLogin,
  setAssignment,
  updateOfficeClient,
} from "./mutations";
import { getOffice } from "./queries";
import { assignmentSchema, inviteClientSchema } from "./schema";
import { inviteToOffice } from "./team";

// The office's client companies. An analista adds and edits the clients they see (the database assigns a new one to
// them); only a socio deletes, assigns and invites a client's login. The plan's limit of companies is the office's,
// counted in the database whoever adds (public.companies_take_office_quota).

const NOT_FOUND = "office.errors.clientNotFound";
const known = {
  invalid: "companies.errors.invalid",
  notFound: NOT_FOUND,
  planLimit: PLAN_ERRORS.companyLimit,
  unique: { constraint: COMPANY_CNPJ_CONSTRAINT, field: "cnpj", message: "office.clients.cnpjTaken" },
} as const;

function changed(id?: string) {
  revalidatePath("/escritorio");
  if (id) revalidatePath(`/escritorio/clientes/${id}`);
}

export const createOfficeClientAction = userAction({ schema: companyFormSchema, ...known }, async ({ input, ctx }) => {
  const office = officeFor(ctx.profile, EDITING_ROLES);
  if (isFailure(office)) return office;
  const created = await withRls(ctx.claims, async (tx) => {
    const row = await getOffice(tx, office.id);
    return row ? createOfficeClient(tx, row, input) : null;
  });
  if (!created) return fail("not_found", "office.errors.notMember");
  changed();
  return ok(created);
});

export const updateOfficeClientAction = userAction(
  { args: [z.uuid()], schema: companyFormSchema, ...known },
  async ({ input, args: [id], ctx }) => {
    const office = officeFor(ctx.profile, EDITING_ROLES);
    if (isFailure(office)) return office;
    const done = await withRls(ctx.claims, async (tx) => {
      const row = await getOffice(tx, office.id);
      return row ? updateOfficeClient(tx, row, id, input) : false;
    });
    if (!done) return fail("not_found", NOT_FOUND);
    changed(id);
    return ok({ id });
  },
);

export const deleteOfficeClientAction = userAction(
  { schema: z.uuid(), invalid: NOT_FOUND },
  async ({ input: id, ctx }) => {
    const office = officeFor(ctx.profile, ["socio"], { write: false });
    if (isFailure(office)) return office;
    const done = await withRls(ctx.claims, (tx) => deleteOfficeClient(tx, office.id, id));
    if (!done) return fail("not_found", NOT_FOUND);
    changed();
    return ok(undefined);
  },
);

export const assignClientAction = userAction(
  { args: [z.uuid()], schema: assignmentSchema, notFound: NOT_FOUND, invalid: "office.errors.memberGone" },
  async ({ input, args: [companyId], ctx }) => {
    const office = officeFor(ctx.profile, ["socio"]);
    if (isFailure(office)) return office;
    // An analyst of another office, or a client of another office, matches no row the policies let through.
    const done = await withRls(ctx.claims, (tx) => setAssignment(tx, office.id, companyId, input.analystId));
    if (!done) return fail("not_found", NOT_FOUND);
    changed(companyId);
    return ok(undefined);
  },
);

export const inviteClientAction = userAction(
  {
    args: [z.uuid()],
    schema: inviteClientSchema,
    notFound: NOT_FOUND,
    invalid: "office.errors.invalid",
    rateLimit: [{ name: "office-invite", limit: 60, key: (_, ctx) => ctx.claims.sub }],
  },
  async ({ input, args: [companyId], ctx }) => {
    const office = officeFor(ctx.profile, ["socio"]);
    if (isFailure(office)) return office;
    const result = await inviteToOffice(ctx.claims, ctx.profile, office, { kind: "client", companyId, ...input });
    changed(companyId);
    return result;
  },
);

export const removeClientLoginAction = userAction(
  { args: [z.uuid()], schema: z.uuid(), notFound: NOT_FOUND, invalid: NOT_FOUND },
  async ({ input: userId, args: [companyId], ctx }) => {
    const office = officeFor(ctx.profile, ["socio"], { write: false });
    if (isFailure(office)) return office;
    const done = await withRls(ctx.claims, (tx) => removeClientLogin(tx, office.id, companyId, userId));
    if (!done) return fail("not_found", NOT_FOUND);
    changed(companyId);
    return ok(undefined);
  },
);
