import { calculateHandler } from "@/lib/api/calculations";
import { apiRoute } from "@/lib/route-handler";

export const POST = apiRoute(calculateHandler);
