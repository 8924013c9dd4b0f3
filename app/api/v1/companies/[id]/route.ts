import { deleteCompanyHandler, getCompanyHandler, updateCompanyHandler } from "@/lib/api/companies";
import { apiRoute } from "@/lib/route-handler";

export const GET = apiRoute(getCompanyHandler);
export const PUT = apiRoute(updateCompanyHandler);
export const DELETE = apiRoute(deleteCompanyHandler);
