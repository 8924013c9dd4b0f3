import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { makePng } from "@/tests/helpers/png";
import { checkLogo } from "./logo";
import { probeLogo } from "./pdf/render";

const jpeg = new Uint8Array(readFileSync(path.join(process.cwd(), "tests/fixtures/images/python-16x16.jpg")));

describe("checkLogo", () => {
  it("reads a PNG's dimensions from its IHDR", () => {
    expect(checkLogo(makePng(200, 80))).toEqual({ ok: true, mime: "image/png", width: 200, height: 80 });
  });

  it("reads a JPEG's dimensions from its start-of-frame segment", () => {
    expect(checkLogo(jpeg)).toEqual({ ok: true, mime: "image/jpeg", width: 16, height: 16 });
  });

  it("goes by the magic bytes, not by what the file claims to be", () => {
    const gif = new TextEncoder().encode("GIF89a\x10\x00\x10\x00");
    expect(checkLogo(gif)).toEqual({ ok: false, error: "logoType" });
    expect(checkLogo(new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toEqual({
      ok: false,
      error: "logoType",
    });
    // A PNG signature followed by garbage, and a PNG cut before its IEND, are not PNGs.
    expect(
      checkLogo(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(40).fill(7)])),
    ).toEqual({ ok: false, error: "logoType" });
    const png = makePng(40, 40);
    expect(checkLogo(png.subarray(0, png.length - 12))).toEqual({ ok: false, error: "logoType" });
    // A JPEG start with no frame header.
    expect(checkLogo(new Uint8Array([0xff, 0xd8, 0xff, 0xd9, 0, 0, 0, 0, 0, 0, 0, 0]))).toEqual({
      ok: false,
      error: "logoType",
    });
  });

  it("refuses files over 512 KB and sides outside 16–4000 px", () => {
    expect(checkLogo(new Uint8Array(512 * 1024 + 1))).toEqual({ ok: false, error: "logoTooLarge" });
    expect(checkLogo(makePng(15, 100))).toEqual({ ok: false, error: "logoDimensions" });
    expect(checkLogo(makePng(4001, 16))).toEqual({ ok: false, error: "logoDimensions" });
    expect(checkLogo(makePng(16, 4000)).ok).toBe(true);
  });

  it("decodes a PNG far enough to refuse one the PDF renderer would choke on", () => {
    // Colour type changed to RGBA without re-encoding: the rows are now too short (react-pdf hangs on this one).
    const mislabelled = withHeaderByte(makePng(64, 32), 9, 6);
    expect(checkLogo(mislabelled)).toEqual({ ok: false, error: "logoType" });
    // Palette image without a PLTE chunk.
    expect(checkLogo(withHeaderByte(makePng(64, 32), 9, 3))).toEqual({ ok: false, error: "logoType" });
    // A flipped byte in the image data fails its chunk's CRC.
    const flipped = makePng(64, 32);
    flipped[45] ^= 0xff;
    expect(checkLogo(flipped)).toEqual({ ok: false, error: "logoType" });
  });
});

/** Changes one IHDR byte and fixes the chunk's CRC, so only the meaning changes. */
function withHeaderByte(png: Buffer, offset: number, value: number): Buffer {
  const copy = Buffer.from(png);
  copy[16 + offset] = value;
  copy.writeUInt32BE(crc(copy.subarray(12, 29)), 29);
  return copy;
}

function crc(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  }
  return (c ^ 0xffffffff) >>> 0;
}

describe("probeLogo", { timeout: 60_000 }, () => {
  it("draws the logos the check accepts into a PDF", async () => {
    expect(await probeLogo(makePng(64, 32), "image/png")).toBe(true);
    expect(await probeLogo(jpeg, "image/jpeg")).toBe(true);
  });
});
