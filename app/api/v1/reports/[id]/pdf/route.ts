import { downloadReportHandler } from "@/lib/api/reports";
import { apiRoute } from "@/lib/route-handler";

export const GET = apiRoute(downloadReportHandler);
