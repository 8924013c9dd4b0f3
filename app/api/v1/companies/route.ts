import { createCompanyHandler, listCompaniesHandler } from "@/lib/api/companies";
import { apiRoute } from "@/lib/route-handler";

export const GET = apiRoute(listCompaniesHandler);
export const POST = apiRoute(createCompanyHandler);
