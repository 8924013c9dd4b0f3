import { z } from "zod";
import { AppError } from "@/lib/errors";
import { requestOffice } from "@/lib/office/access";
import { batchZipResponse } from "@/lib/office/zip";
import { routeHandler } from "@/lib/route-handler";

/** The batch's documents in one ZIP, streamed a file at a time (memory stays flat whatever the batch's size). */
export const GET = routeHandler<"session", { id: string }>({ auth: "session" }, async ({ claims, params }) => {
  const id = z.uuid().safeParse(params.id);
  if (!id.success) throw new AppError("not_found");
  const office = await requestOffice();
  if (!office) throw new AppError("not_found");
  return batchZipResponse(claims, office.id, id.data);
});
