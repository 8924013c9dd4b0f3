"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { fail, ok } from "@/lib/action-result";
import { userAction } from "@/lib/action-client";
import { withRls } from "@/lib/db/rls";
import { checkCompanyQuota, PLAN_ERRORS } from "@/lib/plans/gate";
import { COMPANY_CNPJ_CONSTRAINT, createCompany, deleteCompany, updateCompany } from "./mutations";
import { companyFormSchema } from "./schema";

const NOT_FOUND = "companies.errors.notFound";
const known = {
  invalid: "companies.errors.invalid",
  notFound: NOT_FOUND,
  planLimit: PLAN_ERRORS.companyLimit,
  unique: { constraint: COMPANY_CNPJ_CONSTRAINT, field: "cnpj", message: "companies.errors.cnpjTaken" },
} as const;

function changed() {
  revalidatePath("/companies");
  revalidatePath("/dashboard");
}

export const createCompanyAction = userAction({ schema: companyFormSchema, ...known }, async ({ input, ctx }) => {
  const created = await withRls(
    ctx.claims,
    async (tx) => (await checkCompanyQuota(tx, ctx.claims)) ?? (await createCompany(tx, ctx.claims.sub, input)),
  );
  if ("ok" in created) return created;
  changed();
  return ok({ id: created.id });
});

export const updateCompanyAction = userAction(
  { args: [z.uuid()], schema: companyFormSchema, ...known },
  async ({ input, args: [id], ctx }) => {
    const found = await withRls(ctx.claims, (tx) => updateCompany(tx, ctx.claims.sub, id, input));
    if (!found) return fail("not_found", NOT_FOUND);
    changed();
    return ok({ id });
  },
);

export const deleteCompanyAction = userAction({ schema: z.uuid(), invalid: NOT_FOUND }, async ({ input: id, ctx }) => {
  const found = await withRls(ctx.claims, (tx) => deleteCompany(tx, ctx.claims.sub, id));
  if (!found) return fail("not_found", NOT_FOUND);
  changed();
  return ok(undefined);
});
