import { z } from "zod";
import { documentFileResponse } from "@/lib/documents/file-download";
import { routeHandler } from "@/lib/route-handler";

/** The PDF of a declaration, kept at its owner's choice; served as a download, never inline. */
export const GET = routeHandler(
  { auth: "session", params: z.object({ id: z.uuid(), declarationId: z.uuid() }) },
  ({ claims, params }) => documentFileResponse(claims, params.id, { declarationId: params.declarationId }),
);
