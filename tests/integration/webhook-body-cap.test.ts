import { describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { POST } from "@/app/api/webhooks/asaas/route";

// The route refuses an oversized delivery with 413 before it reads the body whole, authenticates or touches
// the database (this test configures neither a database nor a token).

function chunked(bytes: number): NextRequest {
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      const size = Math.min(64 * 1024, bytes - sent);
      sent += size;
      controller.enqueue(new Uint8Array(size).fill(0x20));
    },
  });
  return new NextRequest("https://app.example/api/webhooks/asaas", {
    method: "POST",
    body,
    duplex: "half",
  } as ConstructorParameters<typeof NextRequest>[1]);
}

describe("POST /api/webhooks/asaas body cap", () => {
  it("answers 413 to a 300 KB body sent without Content-Length", async () => {
    const response = await POST(chunked(300 * 1024));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ received: false });
  });

  it("answers 413 from the Content-Length header", async () => {
    const request = new NextRequest("https://app.example/api/webhooks/asaas", {
      method: "POST",
      body: "x".repeat(300 * 1024),
      headers: { "content-length": String(300 * 1024) },
    });
    expect((await POST(request)).status).toBe(413);
  });
});
