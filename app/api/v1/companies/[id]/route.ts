export { getCompanyRoute as GET, updateCompanyRoute as PUT, deleteCompanyRoute as DELETE } from "@/lib/api/companies";
