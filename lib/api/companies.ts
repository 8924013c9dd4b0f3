import "server-only";
import { createCompany, deleteCompany, updateCompany, COMPANY_CNPJ_CONSTRAINT } from "@/lib/companies/mutations";
import { getCompany, listCompanies } from "@/lib/companies/queries";
import { companyFormSchema } from "@/lib/companies/schema";
import { isUniqueViolation } from "@/lib/db/errors";
import { withRls } from "@/lib/db/rls";
import { AppError } from "@/lib/errors";
import { checkCompanyQuota } from "@/lib/plans/gate";
import { apiEndpoint, byId, notFound, type ApiHandler } from "./handler";

// /api/v1/companies: the user's companies, with the company form's own schema for writes.

function conflictOrThrow(error: unknown): never {
  if (isUniqueViolation(error, COMPANY_CNPJ_CONSTRAINT))
    throw new AppError("conflict", "api.errors.cnpjTaken", { cnpj: "companies.errors.cnpjTaken" });
  throw error;
}

export const listCompaniesHandler: ApiHandler = async ({ claims }) => {
  const data = await withRls(claims, (tx) => listCompanies(tx, claims.sub));
  return Response.json({ data });
};

export const createCompanyHandler = apiEndpoint({ input: companyFormSchema }, async ({ claims, input }) => {
  const created = await withRls(claims, async (tx) => {
    const overQuota = await checkCompanyQuota(tx, claims);
    if (overQuota) throw new AppError("plan_limit", "api.errors.companyLimit");
    const { id } = await createCompany(tx, claims.sub, input).catch(conflictOrThrow);
    return getCompany(tx, claims.sub, id);
  });
  return Response.json({ data: created }, { status: 201 });
});

export const getCompanyHandler = apiEndpoint({ params: byId }, async ({ claims, params: { id } }) => {
  const company = await withRls(claims, (tx) => getCompany(tx, claims.sub, id));
  if (!company) throw notFound();
  return Response.json({ data: company });
});

export const updateCompanyHandler = apiEndpoint(
  { params: byId, input: companyFormSchema },
  async ({ claims, params: { id }, input }) => {
    const company = await withRls(claims, async (tx) => {
      const found = await updateCompany(tx, claims.sub, id, input).catch(conflictOrThrow);
      return found ? getCompany(tx, claims.sub, id) : null;
    });
    if (!company) throw notFound();
    return Response.json({ data: company });
  },
);

export const deleteCompanyHandler = apiEndpoint({ params: byId }, async ({ claims, params: { id } }) => {
  if (!(await withRls(claims, (tx) => deleteCompany(tx, claims.sub, id)))) throw notFound();
  return new Response(null, { status: 204 });
});
