import { describe, expect, it } from "vitest";
import { readBodyCapped } from "./read-body";

const KB = 1024;
const LIMIT = 256 * KB;

/** A body that arrives in 16 KB chunks, with no Content-Length (chunked transfer). */
function streamed(bytes: number): Request {
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      const size = Math.min(16 * KB, bytes - sent);
      sent += size;
      controller.enqueue(new Uint8Array(size).fill(0x61));
    },
  });
  return new Request("https://app.example/hook", { method: "POST", body, duplex: "half" } as RequestInit);
}

describe("readBodyCapped", () => {
  it("refuses a streamed body past the limit without Content-Length", async () => {
    const request = streamed(300 * KB);
    expect(request.headers.get("content-length")).toBeNull();
    expect(await readBodyCapped(request, LIMIT)).toEqual({ ok: false, code: "payload_too_large" });
  });

  it("reads a streamed body under the limit whole", async () => {
    const read = await readBodyCapped(streamed(200 * KB), LIMIT);
    expect(read.ok && read.text.length).toBe(200 * KB);
  });

  it("reads a body of exactly the limit, refuses one byte more", async () => {
    expect((await readBodyCapped(streamed(LIMIT), LIMIT)).ok).toBe(true);
    expect((await readBodyCapped(streamed(LIMIT + 1), LIMIT)).ok).toBe(false);
  });

  it("refuses from the Content-Length header alone, before reading", async () => {
    // A body that never ends: reading it would hang the test.
    const body = new ReadableStream<Uint8Array>({ pull: () => new Promise(() => undefined) });
    const request = new Request("https://app.example/hook", {
      method: "POST",
      body,
      duplex: "half",
      headers: { "content-length": String(300 * KB) },
    } as RequestInit);
    expect(await readBodyCapped(request, LIMIT)).toEqual({ ok: false, code: "payload_too_large" });
    expect(request.bodyUsed).toBe(false);
  });

  it("counts bytes, not characters, and decodes UTF-8 as request.text() does", async () => {
    const text = JSON.stringify({ nome: "Conceição São João" });
    expect(
      await readBodyCapped(new Request("https://app.example/hook", { method: "POST", body: text }), LIMIT),
    ).toEqual({ ok: true, text });
    const accents = "ã".repeat(100); // 200 bytes
    expect(
      (await readBodyCapped(new Request("https://app.example/hook", { method: "POST", body: accents }), 199)).ok,
    ).toBe(false);
  });

  it("reads an empty body as empty text", async () => {
    expect(await readBodyCapped(new Request("https://app.example/hook", { method: "POST" }), LIMIT)).toEqual({
      ok: true,
      text: "",
    });
  });
});
