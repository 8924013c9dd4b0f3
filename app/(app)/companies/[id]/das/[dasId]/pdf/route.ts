import { z } from "zod";
import { documentFileResponse } from "@/lib/documents/file-download";
import { routeHandler } from "@/lib/route-handler";

/** The PDF of a DAS, kept at its owner's choice; served as a download, never inline. */
export const GET = routeHandler(
  { auth: "session", params: z.object({ id: z.uuid(), dasId: z.uuid() }) },
  ({ claims, params }) => documentFileResponse(claims, params.id, { dasId: params.dasId }),
);
