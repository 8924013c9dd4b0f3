const sizeFormat = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 1 });

/** A file size as the history shows it: "812 B", "48,2 KB", "1,3 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${sizeFormat.format(bytes / 1024)} KB`;
  return `${sizeFormat.format(bytes / (1024 * 1024))} MB`;
}
