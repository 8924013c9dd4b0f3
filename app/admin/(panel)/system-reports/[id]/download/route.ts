import { downloadSystemReport } from "@/lib/system-reports/download";

/** A system report's file, once 'Concluído' (lib/system-reports/download.ts). */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return downloadSystemReport(request, id);
}
