import { analyseDocumentsHandler } from "@/lib/api/documents";
import { apiRoute } from "@/lib/route-handler";

export const POST = apiRoute(analyseDocumentsHandler);
