import { z } from "zod";
import { AppError } from "@/lib/errors";
import { documentResponse } from "@/lib/office/zip";
import { routeHandler } from "@/lib/route-handler";

/** One of the office's documents: to the staff who see its client, or to the client's login when it is shared. */
export const GET = routeHandler<"session", { id: string }>({ auth: "session" }, async ({ claims, params, request }) => {
  const id = z.uuid().safeParse(params.id);
  if (!id.success) throw new AppError("not_found");
  return documentResponse(claims, id.data, new URL(request.url).searchParams.get("modo") === "visualizar");
});
