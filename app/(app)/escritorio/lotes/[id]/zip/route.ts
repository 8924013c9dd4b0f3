import { AppError } from "@/lib/errors";
import { requestOffice } from "@/lib/office/access";
import { batchZipResponse } from "@/lib/office/zip";
import { idParams, routeHandler } from "@/lib/route-handler";

/** The batch's documents in one ZIP, streamed a file at a time (memory stays flat whatever the batch's size). */
export const GET = routeHandler({ auth: "session", params: idParams }, async ({ claims, params }) => {
  const office = await requestOffice();
  if (!office) throw new AppError("not_found");
  return batchZipResponse(claims, office.id, params.id);
});
