import { documentResponse } from "@/lib/office/zip";
import { idParams, routeHandler } from "@/lib/route-handler";

/** One of the office's documents: to the staff who see its client, or to the client's login when it is shared. */
export const GET = routeHandler({ auth: "session", params: idParams }, async ({ claims, params, request }) =>
  documentResponse(claims, params.id, new URL(request.url).searchParams.get("modo") === "visualizar"),
);
