import yauzl from "yauzl";
import { UPLOAD_LIMITS } from "../limits";
import { displayName, sniff } from "../sniff";

export type ZipRefusal = "zip_too_many" | "zip_bomb" | "zip_malformed";
export type ZipEntry =
  | { name: string; bytes: Uint8Array }
  | { name: string; refused: "too_large" | "zip_encrypted" | "zip_nested" | "not_pdf" };

/** A whole ZIP refused: too many files, a decompression bomb, or not a readable ZIP. */
export class ZipRefused extends Error {
  constructor(readonly reason: ZipRefusal) {
    super(reason);
  }
}

// A PDF compresses to a third at best; a ratio past this is a bomb, not a document.
const MAX_RATIO = 100;

function open(bytes: Uint8Array): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.fromBuffer(
      Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
      { lazyEntries: true, strictFileNames: false },
      (error, zip) => (error || !zip ? reject(new ZipRefused("zip_malformed")) : resolve(zip)),
    ),
  );
}

function readEntry(zip: yauzl.ZipFile, entry: yauzl.Entry, limit: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error || !stream) return reject(new ZipRefused("zip_malformed"));
      const chunks: Buffer[] = [];
      let total = 0;
      stream.on("data", (chunk: Buffer) => {
        total += chunk.length;
        // yauzl also stops a stream that outgrows its declared size; this stops one at the limit whatever it declared.
        if (total > limit) {
          stream.destroy();
          reject(new ZipRefused("zip_bomb"));
          return;
        }
        chunks.push(chunk);
      });
      stream.on("error", () => reject(new ZipRefused("zip_bomb")));
      stream.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    });
  });
}

/**
 * The PDFs of a ZIP, one at a time (a caller that reads each before asking for the next holds one file in memory).
 * Refused whole, before any entry is decompressed, when the directory lists more than UPLOAD_LIMITS.zipEntries files or
 * declares more than zipUncompressedBytes; refused as a bomb when an entry's ratio or its real size says so. Entries are
 * only named for display (folders, `..` and absolute paths mean nothing here); a ZIP inside is refused, not opened.
 */
export async function* zipEntries(bytes: Uint8Array): AsyncGenerator<ZipEntry> {
  const zip = await open(bytes);
  try {
    if (zip.entryCount > UPLOAD_LIMITS.zipEntries) throw new ZipRefused("zip_too_many");
    let declared = 0;
    for (;;) {
      const entry = await new Promise<yauzl.Entry | null>((resolve, reject) => {
        zip.once("entry", resolve);
        zip.once("end", () => resolve(null));
        zip.once("error", () => reject(new ZipRefused("zip_malformed")));
        zip.readEntry();
      });
      zip.removeAllListeners("entry").removeAllListeners("end").removeAllListeners("error");
      if (!entry) return;
      const path = entry.fileName;
      if (path.endsWith("/") || /(^|\/)(__MACOSX|\.)/.test(path)) continue;
      const name = displayName(path);
      declared += entry.uncompressedSize;
      if (declared > UPLOAD_LIMITS.zipUncompressedBytes) throw new ZipRefused("zip_bomb");
      if (
        entry.compressedSize > 0 &&
        entry.uncompressedSize / entry.compressedSize > MAX_RATIO &&
        entry.uncompressedSize > 1024 * 1024
      )
        throw new ZipRefused("zip_bomb");
      if ((entry.generalPurposeBitFlag & 1) !== 0) {
        yield { name, refused: "zip_encrypted" };
        continue;
      }
      if (entry.uncompressedSize > UPLOAD_LIMITS.fileBytes) {
        yield { name, refused: "too_large" };
        continue;
      }
      const content = await readEntry(zip, entry, UPLOAD_LIMITS.fileBytes);
      const kind = sniff(content);
      if (kind === "zip") yield { name, refused: "zip_nested" };
      else if (kind !== "pdf") yield { name, refused: "not_pdf" };
      else yield { name, bytes: content };
    }
  } finally {
    zip.close();
  }
}
