/**
 * What one upload may hold (shown on the import screen, enforced by the server). Sized for an office's month: a ZIP
 * of a few hundred declarations, each one to three pages of text.
 */
export const UPLOAD_LIMITS = {
  /** The whole request (every file together). */
  requestBytes: 30 * 1024 * 1024,
  /** One PDF, uploaded or inside a ZIP. */
  fileBytes: 5 * 1024 * 1024,
  /** Files chosen at once. */
  files: 20,
  /** PDFs inside one ZIP. */
  zipEntries: 300,
  /** PDFs read in one upload, all its files and ZIPs together: past it, the rest are refused unread. */
  pdfs: 300,
  /** Everything a ZIP holds once decompressed. */
  zipUncompressedBytes: 200 * 1024 * 1024,
} as const;

export const PDF_LIMITS = {
  /** A declaration has 1–4 pages; an extrato with many establishments a few more. */
  pages: 40,
  /** Time to read one PDF's text. */
  parseMs: 15_000,
  /** Time all the PDFs of one upload may take together: past it, the rest are refused unread (timeout). */
  uploadMs: 120_000,
  /** Uploads one server reads at once (each in a thread with `heapMb`); the others wait up to `waitMs`. */
  readers: 2,
  waitMs: 30_000,
  /** Heap of the thread that reads PDFs. */
  heapMb: 256,
} as const;

export const SHEET_LIMITS = {
  bytes: 2 * 1024 * 1024,
  rows: 1000,
  /** Decompressed size of an XLSX (it is a ZIP). */
  xlsxUncompressedBytes: 20 * 1024 * 1024,
} as const;

/** Uploads (previews and confirmations) per user: each reads up to a few hundred PDFs. */
export const UPLOAD_RATE_LIMIT = { name: "documents-upload", limit: 60, windowMs: 15 * 60 * 1000 };
