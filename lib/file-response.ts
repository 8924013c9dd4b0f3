// Every file the app sends (a report's PDF, a kept declaration, an admin's CSV, the account export, the spreadsheet
// template) goes out through fileResponse: one set of download headers. Content-Disposition follows RFC 6266 with
// RFC 8187's filename*: browsers that read filename* get the readable pt-BR name ("Relatório · Padaria Central
// 23-11-2026.pdf"); the rest get an ASCII fallback without accents. Neither can carry a quote, a backslash or a
// control character, so the header cannot be broken out of.

function asciiFallback(name: string): string {
  return name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\x20-\x7e]/g, "-")
    .replace(/[%"\\]/g, "-");
}

/** RFC 5987/8187 value: UTF-8, percent-encoded, with the characters encodeURIComponent leaves alone but attr-char forbids. */
function encodeExtValue(name: string): string {
  return encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

export function contentDisposition(kind: "attachment" | "inline", fileName: string): string {
  return `${kind}; filename="${asciiFallback(fileName)}"; filename*=UTF-8''${encodeExtValue(fileName)}`;
}

export type FileSpec = {
  /** The name the browser saves it as, readable pt-BR. */
  name: string;
  /** The media type, with its charset for text ("text/csv; charset=utf-8"). */
  type: string;
  /** Shown in the browser's viewer instead of saved (a report's "Visualizar"). Default: attachment. */
  inline?: boolean;
  /** A strong validator of the content (its SHA-256), when stored. */
  etag?: string;
};

/**
 * A file download: its length (unless streamed), a safe Content-Disposition, never cached by a shared cache nor kept
 * by the browser (the files hold personal and tax data), and its type never sniffed.
 */
export function fileResponse(content: Uint8Array | string | ReadableStream<Uint8Array>, file: FileSpec): Response {
  const body =
    content instanceof ReadableStream
      ? content
      : typeof content === "string"
        ? Buffer.from(content, "utf8")
        : Buffer.from(content);
  const headers: Record<string, string> = {
    "content-type": file.type,
    ...(body instanceof ReadableStream ? {} : { "content-length": String(body.length) }),
    "content-disposition": contentDisposition(file.inline ? "inline" : "attachment", file.name),
    "cache-control": "private, no-store",
    "x-content-type-options": "nosniff",
  };
  if (file.etag) headers.etag = `"${file.etag}"`;
  return new Response(body, { headers });
}
