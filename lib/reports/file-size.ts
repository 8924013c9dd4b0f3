import { formatNumber } from "@/lib/br/number";

/** A file size as the history shows it: "812 B", "48,2 KB", "1,3 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${formatNumber(bytes / 1024, { max: 1 })} KB`;
  return `${formatNumber(bytes / (1024 * 1024), { max: 1 })} MB`;
}
