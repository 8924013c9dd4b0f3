import { fileDate } from "@/lib/br/date";

// Content-Disposition for a report download (RFC 6266 with RFC 8187's filename*): browsers that read
// filename* get the readable pt-BR name ("Relatório · Padaria Central 23-11-2026.pdf"); the rest get an
// ASCII fallback without accents. Neither can carry a quote, a backslash, a path separator or a control
// character, so the header cannot be broken out of.

const UNSAFE = /[\u0000-\u001f\u007f"\\/:*?<>|;]+/g;

/** The readable file name: the report's title and its date (dd-MM-yyyy), at most ~120 characters. */
export function reportFileName(title: string, createdAt: string): string {
  const base = title.replace(UNSAFE, " ").replace(/\s+/g, " ").trim().slice(0, 100) || "Relatório";
  return `${base} ${fileDate(createdAt)}.pdf`;
}

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
