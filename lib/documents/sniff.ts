/** What a file is by its first bytes, whatever its name or declared type says. */
export type Sniffed = "pdf" | "zip" | "other";

export function sniff(bytes: Uint8Array): Sniffed {
  // "%PDF-" within the first KB (some writers put a few bytes before it; PDF.js accepts them too).
  const head = new TextDecoder("latin1").decode(bytes.subarray(0, 1024));
  if (head.includes("%PDF-")) return "pdf";
  if (
    bytes[0] === 0x50 &&
    bytes[1] === 0x4b &&
    (bytes[2] === 0x03 || bytes[2] === 0x05) &&
    (bytes[3] === 0x04 || bytes[3] === 0x06)
  )
    return "zip";
  return "other";
}

/**
 * The name to show for an uploaded file or a ZIP entry: its last path segment, without control characters, at most 120
 * characters. Only ever displayed: no file name reaches the file system.
 */
export function displayName(name: string): string {
  const base = name.split(/[\\/]/).filter(Boolean).at(-1) ?? "";
  const clean = base.replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, "").trim();
  return (clean || "arquivo").slice(0, 120);
}
