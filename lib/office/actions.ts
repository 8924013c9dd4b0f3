"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { fail, ok } from "@/lib/action-result";
import { userAction } from "@/lib/action-client";
import { withRls } from "@/lib/db/rls";
import { EDITING_ROLES, isFailure, officeFor } from "./access";
import { revokeInvitation } from "./invitations";
import { closeOffice, createOffice, removeMember, updateMemberAccess, updateOffice } from "./mutations";
import { inviteMemberSchema, memberAccessSchema, officeFormSchema } from "./schema";
import { inviteToOffice } from "./team";

// The office and its team. Each action checks the role from the membership read with the profile, then writes in the
// member's RLS transaction, where the policies check it again.

const TEAM = "/escritorio/equipe";

export const createOfficeAction = userAction(
  { schema: officeFormSchema, feature: "office", invalid: "office.errors.invalid" },
  async ({ input, ctx }) => {
    if (ctx.profile.office) return fail("conflict", "office.errors.alreadyMember");
    const created = await withRls(ctx.claims, (tx) => createOffice(tx, ctx.claims.sub, input));
    revalidatePath("/", "layout");
    return ok(created);
  },
);

export const updateOfficeAction = userAction(
  { schema: officeFormSchema, invalid: "office.errors.invalid" },
  async ({ input, ctx }) => {
    const office = officeFor(ctx.profile, ["socio"]);
    if (isFailure(office)) return office;
    const done = await withRls(ctx.claims, (tx) => updateOffice(tx, office.id, input));
    if (!done) return fail("not_found", "office.errors.notMember");
    revalidatePath("/", "layout");
    return ok(undefined);
  },
);

/** Closing asks for the office's name typed again; only its titular may. */
export const closeOfficeAction = userAction(
  { schema: z.object({ confirm: z.string().trim().max(200) }) },
  async ({ input, ctx }) => {
    const office = officeFor(ctx.profile, ["socio"], { write: false });
    if (isFailure(office)) return office;
    if (input.confirm.toLocaleLowerCase("pt-BR") !== office.name.toLocaleLowerCase("pt-BR"))
      return fail("invalid_input", "office.settings.closeMismatch", { confirm: "office.settings.closeMismatch" });
    const closed = await withRls(ctx.claims, (tx) => closeOffice(tx, office.id, ctx.claims.sub));
    if (!closed) return fail("forbidden", "office.errors.ownerOnly");
    revalidatePath("/", "layout");
    return ok(undefined);
  },
);

export const inviteMemberAction = userAction(
  {
    schema: inviteMemberSchema,
    invalid: "office.errors.invalid",
    rateLimit: [{ name: "office-invite", limit: 60, key: (_, ctx) => ctx.claims.sub }],
  },
  async ({ input, ctx }) => {
    const office = officeFor(ctx.profile, ["socio"]);
    if (isFailure(office)) return office;
    const result = await inviteToOffice(ctx.claims, ctx.profile, office, { kind: "member", ...input });
    revalidatePath(TEAM);
    return result;
  },
);

export const revokeInvitationAction = userAction(
  { schema: z.uuid(), invalid: "office.errors.invitationGone" },
  async ({ input: id, ctx }) => {
    const office = officeFor(ctx.profile, ["socio"], { write: false });
    if (isFailure(office)) return office;
    const done = await withRls(ctx.claims, (tx) => revokeInvitation(tx, office.id, id));
    if (!done) return fail("not_found", "office.errors.invitationGone");
    revalidatePath(TEAM);
    return ok(undefined);
  },
);

export const updateMemberAction = userAction(
  {
    args: [z.uuid()],
    schema: memberAccessSchema,
    invalid: "office.errors.invalid",
    notFound: "office.errors.memberGone",
    // The titular stays a socio: the database refuses it (office_members_keep_owner).
    planLimit: "office.errors.ownerStays",
  },
  async ({ input, args: [userId], ctx }) => {
    const office = officeFor(ctx.profile, ["socio"]);
    if (isFailure(office)) return office;
    if (userId === ctx.claims.sub && input.role !== "socio") return fail("forbidden", "office.errors.selfDemote");
    const done = await withRls(ctx.claims, (tx) => updateMemberAccess(tx, office.id, userId, input));
    if (!done) return fail("not_found", "office.errors.memberGone");
    revalidatePath(TEAM);
    return ok(undefined);
  },
);

export const removeMemberAction = userAction(
  { schema: z.uuid(), invalid: "office.errors.memberGone", planLimit: "office.errors.ownerStays" },
  async ({ input: userId, ctx }) => {
    const office = officeFor(ctx.profile, ["socio"], { write: false });
    if (isFailure(office)) return office;
    if (userId === ctx.claims.sub) return fail("forbidden", "office.errors.selfRemove");
    const done = await withRls(ctx.claims, (tx) => removeMember(tx, office.id, userId));
    if (!done) return fail("not_found", "office.errors.memberGone");
    revalidatePath(TEAM);
    return ok(undefined);
  },
);

/** A member (not the titular) leaves the office. */
export const leaveOfficeAction = userAction(
  { schema: z.object({}), planLimit: "office.errors.ownerStays" },
  async ({ ctx }) => {
    const office = officeFor(ctx.profile, [...EDITING_ROLES, "leitura"], { write: false });
    if (isFailure(office)) return office;
    const done = await withRls(ctx.claims, (tx) => removeMember(tx, office.id, ctx.claims.sub));
    if (!done) return fail("not_found", "office.errors.notMember");
    revalidatePath("/", "layout");
    return ok(undefined);
  },
);
