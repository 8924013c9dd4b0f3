import { inflateSync } from "node:zlib";
import type { LogoMimeType } from "@/lib/db/enums";
import { LOGO_MAX_BYTES } from "./schema";

// The white-label logo is read from its bytes, never from the file name or the browser's Content-Type: the
// magic bytes say PNG or JPEG, and the header is decoded for the dimensions (PNG IHDR, JPEG SOFn).

export const LOGO_MIN_SIDE = 16;
export const LOGO_MAX_SIDE = 4000;

export type LogoCheck =
  | { ok: true; mime: LogoMimeType; width: number; height: number }
  | { ok: false; error: "logoTooLarge" | "logoType" | "logoDimensions" };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, prefix: number[]): boolean {
  return bytes.length >= prefix.length && prefix.every((b, i) => bytes[i] === b);
}

const u32 = (b: Uint8Array, at: number) => ((b[at] << 24) | (b[at + 1] << 16) | (b[at + 2] << 8) | b[at + 3]) >>> 0;
const u16 = (b: Uint8Array, at: number) => (b[at] << 8) | b[at + 1];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
const DEPTHS: Record<number, number[]> = { 0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16] };
// Adam7 passes: [x start, y start, x step, y step].
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
];

/**
 * PNG, decoded far enough that the PDF renderer cannot choke on it (a malformed row filter hangs react-pdf): IHDR
 * first with a valid depth and colour type, every chunk's CRC, PLTE for palette images, IEND last, and the
 * inflated image data exactly as long as the rows it must hold, each starting with a filter type 0–4.
 */
function pngSize(b: Uint8Array): { width: number; height: number } | null {
  const idat: Uint8Array[] = [];
  let header: { width: number; height: number; depth: number; colour: number; interlace: number } | null = null;
  let palette = false;
  let ended = false;
  for (let at = 8; at < b.length;) {
    if (ended || at + 12 > b.length) return null;
    const length = u32(b, at);
    if (at + 12 + length > b.length) return null;
    const type = String.fromCharCode(b[at + 4], b[at + 5], b[at + 6], b[at + 7]);
    const data = b.subarray(at + 8, at + 8 + length);
    if (crc32(b.subarray(at + 4, at + 8 + length)) !== u32(b, at + 8 + length)) return null;
    if ((type === "IHDR") !== (at === 8)) return null;
    if (type === "IHDR") {
      if (length !== 13) return null;
      header = { width: u32(data, 0), height: u32(data, 4), depth: data[8], colour: data[9], interlace: data[12] };
      if (!DEPTHS[header.colour]?.includes(header.depth) || data[10] !== 0 || data[11] !== 0 || header.interlace > 1)
        return null;
    } else if (type === "PLTE") palette = true;
    else if (type === "IDAT") idat.push(data);
    else if (type === "IEND") ended = true;
    at += 12 + length;
  }
  if (!header || !ended || idat.length === 0 || (header.colour === 3 && !palette)) return null;
  const { width, height, depth, colour, interlace } = header;
  if (width === 0 || height === 0 || width > LOGO_MAX_SIDE || height > LOGO_MAX_SIDE)
    return width && height ? { width, height } : null;
  let raw: Buffer;
  try {
    raw = inflateSync(Buffer.concat(idat), { maxOutputLength: 256 * 1024 * 1024 });
  } catch {
    return null;
  }
  const bitsPerPixel = CHANNELS[colour] * depth;
  const passes = interlace ? ADAM7 : [[0, 0, 1, 1]];
  let at = 0;
  for (const [x0, y0, dx, dy] of passes) {
    const w = Math.ceil((width - x0) / dx);
    const h = Math.ceil((height - y0) / dy);
    if (w <= 0 || h <= 0) continue;
    const rowBytes = Math.ceil((w * bitsPerPixel) / 8);
    for (let y = 0; y < h; y++) {
      if (at >= raw.length || raw[at] > 4) return null;
      at += 1 + rowBytes;
    }
  }
  return at === raw.length ? { width, height } : null;
}

/** JPEG: SOI, then segments up to a start-of-frame marker (SOF0–SOF15 but DHT, JPG and DAC), which holds the size. */
function jpegSize(b: Uint8Array): { width: number; height: number } | null {
  let at = 2;
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1];
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image or scan data before any frame header
    const length = u16(b, at + 2);
    if (length < 2) return null;
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: u16(b, at + 5), width: u16(b, at + 7) };
    }
    at += 2 + length;
  }
  return null;
}

/** Checks an uploaded logo: PNG or JPEG by magic bytes, at most 512 KB, sides between 32 and 4000 px. */
export function checkLogo(bytes: Uint8Array): LogoCheck {
  if (bytes.length > LOGO_MAX_BYTES) return { ok: false, error: "logoTooLarge" };
  let mime: LogoMimeType;
  let size: { width: number; height: number } | null;
  if (startsWith(bytes, PNG_SIGNATURE)) {
    mime = "image/png";
    size = pngSize(bytes);
  } else if (startsWith(bytes, [0xff, 0xd8, 0xff])) {
    mime = "image/jpeg";
    size = jpegSize(bytes);
  } else {
    return { ok: false, error: "logoType" };
  }
  if (!size) return { ok: false, error: "logoType" };
  const side = (n: number) => n >= LOGO_MIN_SIDE && n <= LOGO_MAX_SIDE;
  if (!side(size.width) || !side(size.height)) return { ok: false, error: "logoDimensions" };
  return { ok: true, mime, width: size.width, height: size.height };
}
