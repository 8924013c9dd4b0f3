import { fileDate } from "@/lib/br/date";

// A report's file name (lib/file-response.ts writes the header): no quote, backslash, path separator or control
// character, so it is a safe name on every system too.

const UNSAFE = /[\u0000-\u001f\u007f"\\/:*?<>|;]+/g;

/** The readable file name: the report's title and its date (dd-MM-yyyy), at most ~120 characters. */
export function reportFileName(title: string, createdAt: string): string {
  const base = title.replace(UNSAFE, " ").replace(/\s+/g, " ").trim().slice(0, 100) || "Relatório";
  return `${base} ${fileDate(createdAt)}.pdf`;
}
