"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { fail, ok } from "@/lib/action-result";
import { userAction } from "@/lib/action-client";
import { withRls } from "@/lib/db/rls";
import { ALL_ROLES, isFailure, officeFor } from "./access";
import { deleteView, MAX_VIEWS, saveView } from "./views";

const viewSchema = z.object({
  name: z.string().trim().min(1, "validation.required").max(60, "office.views.nameTooLong"),
  search: z.string().max(1000),
});

/** Saves the view on screen (its query string) under a name of the member's choosing. */
export const saveViewAction = userAction(
  { schema: viewSchema, invalid: "office.errors.invalid" },
  async ({ input, ctx }) => {
    const office = officeFor(ctx.profile, ALL_ROLES, { write: false });
    if (isFailure(office)) return office;
    const saved = await withRls(ctx.claims, (tx) => saveView(tx, office.id, ctx.claims.sub, input.name, input.search));
    if (!saved) return { ...fail("conflict", "office.views.tooMany"), values: { max: MAX_VIEWS } };
    revalidatePath("/escritorio");
    return ok({ name: input.name });
  },
);

export const deleteViewAction = userAction(
  { schema: z.uuid(), invalid: "office.views.gone" },
  async ({ input: id, ctx }) => {
    const office = officeFor(ctx.profile, ALL_ROLES, { write: false });
    if (isFailure(office)) return office;
    const done = await withRls(ctx.claims, (tx) => deleteView(tx, ctx.claims.sub, id));
    if (!done) return fail("not_found", "office.views.gone");
    revalidatePath("/escritorio");
    return ok(undefined);
  },
);
