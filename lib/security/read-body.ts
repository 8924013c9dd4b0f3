/** The most a webhook delivery may carry: Asaas events are a few KB; anything near this is not one. */
export const WEBHOOK_BODY_LIMIT = 256 * 1024;

export type BodyRead = { ok: true; text: string } | { ok: false; code: "payload_too_large" };

const TOO_LARGE = { ok: false, code: "payload_too_large" } as const;

/**
 * Reads a request body as UTF-8 text (as `request.text()` does) without ever holding more than `limit` bytes:
 * a declared Content-Length past the limit is refused before reading, and a body without one (or one that
 * outruns it) is counted chunk by chunk and abandoned as soon as it passes the limit.
 */
export async function readBodyCapped(request: Request, limit: number): Promise<BodyRead> {
  const declared = Number(request.headers.get("content-length") ?? NaN);
  if (Number.isFinite(declared) && declared > limit) return TOO_LARGE;
  if (!request.body) return { ok: true, text: "" };

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      return TOO_LARGE;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, text: new TextDecoder().decode(bytes) };
}

export type BytesRead = { ok: true; bytes: Uint8Array } | { ok: false; code: "payload_too_large" };

/** The body's bytes, never holding more than `limit` (the same reading as readBodyCapped, without decoding). */
export async function readBytesCapped(request: Request, limit: number): Promise<BytesRead> {
  const declared = Number(request.headers.get("content-length") ?? NaN);
  if (Number.isFinite(declared) && declared > limit) return TOO_LARGE;
  if (!request.body) return { ok: true, bytes: new Uint8Array() };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      return TOO_LARGE;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, bytes };
}

/**
 * A multipart/form-data body read up to `limit` bytes and then parsed: null when it is not multipart or does not
 * parse. What it holds is the caller's to check (sizes, kinds): a file's name and type are only what the client sent.
 */
export async function readFormCapped(
  request: Request,
  limit: number,
): Promise<{ ok: true; form: FormData } | BodyReadFailure> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data;\s*boundary=/i.test(type)) return { ok: false, code: "bad_request" };
  const read = await readBytesCapped(request, limit);
  if (!read.ok) return read;
  try {
    return {
      ok: true,
      form: await new Response(read.bytes.buffer as ArrayBuffer, { headers: { "content-type": type } }).formData(),
    };
  } catch {
    return { ok: false, code: "bad_request" };
  }
}

export type BodyReadFailure = { ok: false; code: "payload_too_large" | "bad_request" };
