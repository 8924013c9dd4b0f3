import { listSimulationsHandler } from "@/lib/api/calculations";
import { apiRoute } from "@/lib/route-handler";

export const GET = apiRoute(listSimulationsHandler);
