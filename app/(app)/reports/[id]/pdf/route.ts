import { downloadReport } from "@/lib/reports/download";

/** A report's PDF: `?modo=visualizar` opens it in the browser, otherwise it downloads (lib/reports/download.ts). */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return downloadReport(id, new URL(request.url).searchParams.get("modo") === "visualizar" ? "inline" : "attachment");
}
