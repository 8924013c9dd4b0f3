import { getSimulationHandler } from "@/lib/api/calculations";
import { apiRoute } from "@/lib/route-handler";

export const GET = apiRoute(getSimulationHandler);
