import { listDeclarationsHandler } from "@/lib/api/documents";
import { apiRoute } from "@/lib/route-handler";

export const GET = apiRoute<{ id: string }>(listDeclarationsHandler);
