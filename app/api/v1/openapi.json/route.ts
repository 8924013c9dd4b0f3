import { openApiDocument } from "@/lib/api/openapi";
import { routeHandler } from "@/lib/route-handler";

/** The OpenAPI 3.1 document of the public API (public: it describes, it grants nothing). */
export const GET = routeHandler({ auth: "visitor" }, async () => Response.json(openApiDocument()));
