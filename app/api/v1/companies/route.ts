// Public API (Enterprise): the pipeline and handlers live in lib/api.
export { listCompaniesRoute as GET, createCompanyRoute as POST } from "@/lib/api/companies";
