import { Document, Image, Page, renderToBuffer } from "@react-pdf/renderer";
import type { Translate } from "../format";
import type { ReportDocument } from "../model";
import { ReportPdf } from "./document";
import { registerFonts } from "./fonts";

/** Renders a report to PDF bytes (@react-pdf/renderer 4.9.0, Roboto). Server-side only: see generate.ts. */
export async function renderReportPdf(doc: ReportDocument, t: Translate): Promise<Buffer> {
  registerFonts();
  return renderToBuffer(<ReportPdf doc={doc} t={t} />);
}

/**
 * Whether react-pdf can draw this logo: renders it alone into a throwaway one-page PDF and looks for the image
 * object (react-pdf only warns and leaves the image out when it cannot decode it).
 */
export async function probeLogo(bytes: Uint8Array, mime: "image/png" | "image/jpeg"): Promise<boolean> {
  try {
    const src = { data: Buffer.from(bytes), format: mime === "image/png" ? ("png" as const) : ("jpg" as const) };
    const pdf = await renderToBuffer(
      <Document>
        <Page size="A7">
          {/* eslint-disable-next-line jsx-a11y/alt-text -- react-pdf's Image has no alt, and this probe PDF is never shown. */}
          <Image src={src} style={{ width: 80 }} />
        </Page>
      </Document>,
    );
    return pdf.includes("/Subtype /Image");
  } catch {
    return false;
  }
}
