"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { fail, fieldErrorsOf, ok, type ActionResult } from "@/lib/action-result";
import { requireUser } from "@/lib/auth/session";
import { withRls } from "@/lib/db/rls";
import { checkCompanyQuota, isRlsViolation, PLAN_ERRORS } from "@/lib/plans/gate";
import { createCompany, deleteCompany, isDuplicateCnpj, updateCompany } from "./mutations";
import { companyFormSchema } from "./schema";

const idSchema = z.uuid();
const NOT_FOUND = "companies.errors.notFound";
const DUPLICATE = "companies.errors.cnpjTaken";

function saved(id: string): ActionResult<{ id: string }> {
  revalidatePath("/companies");
  revalidatePath("/dashboard");
  return ok({ id });
}

export async function createCompanyAction(input: unknown): Promise<ActionResult<{ id: string }>> {
  const { claims } = await requireUser();
  const parsed = companyFormSchema.safeParse(input);
  if (!parsed.success) return fail("companies.errors.invalid", fieldErrorsOf(parsed.error.issues));
  try {
    const result = await withRls(claims, async (tx) => {
      const denied = await checkCompanyQuota(tx, claims);
      return denied ?? (await createCompany(tx, claims.sub, parsed.data));
    });
    return "ok" in result ? result : saved(result.id);
  } catch (error) {
    if (isRlsViolation(error)) return fail(PLAN_ERRORS.companyLimit);
    if (isDuplicateCnpj(error)) return fail(DUPLICATE, { cnpj: DUPLICATE });
    throw error;
  }
}

export async function updateCompanyAction(id: unknown, input: unknown): Promise<ActionResult<{ id: string }>> {
  const { claims } = await requireUser();
  const companyId = idSchema.safeParse(id);
  if (!companyId.success) return fail(NOT_FOUND);
  const parsed = companyFormSchema.safeParse(input);
  if (!parsed.success) return fail("companies.errors.invalid", fieldErrorsOf(parsed.error.issues));
  try {
    const found = await withRls(claims, (tx) => updateCompany(tx, claims.sub, companyId.data, parsed.data));
    return found ? saved(companyId.data) : fail(NOT_FOUND);
  } catch (error) {
    if (isDuplicateCnpj(error)) return fail(DUPLICATE, { cnpj: DUPLICATE });
    throw error;
  }
}

export async function deleteCompanyAction(id: unknown): Promise<ActionResult> {
  const { claims } = await requireUser();
  const companyId = idSchema.safeParse(id);
  if (!companyId.success) return fail(NOT_FOUND);
  const found = await withRls(claims, (tx) => deleteCompany(tx, claims.sub, companyId.data));
  if (!found) return fail(NOT_FOUND);
  revalidatePath("/companies");
  revalidatePath("/dashboard");
  return ok(undefined);
}
