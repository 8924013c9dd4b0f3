import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { isCrossOriginAction } from "@/lib/security/action-origin";
import { proxy } from "@/proxy";

// A server action posted from another site answers 403 with a pt-BR text: Next's own check
// throws, which answered 500 and logged an error for every forged request.

const action = (headers: Record<string, string>) =>
  new NextRequest("http://127.0.0.1:3300/login", {
    method: "POST",
    headers: {
      "next-action": "7f00aa",
      "content-type": "text/plain;charset=UTF-8",
      host: "127.0.0.1:3300",
      ...headers,
    },
    body: "[]",
  });

describe("cross-origin server actions", () => {
  it("are refused with 403 before Next runs them", async () => {
    for (const origin of ["https://evil.example", "http://127.0.0.1:3999", "null"]) {
      const response = await proxy(action({ origin }));
      expect(response.status, origin).toBe(403);
      expect(await response.text()).toMatch(/Requisição recusada: ela veio de outro site/);
    }
  });

  it("a cross-site form posted before hydration (multipart or URL-encoded, no Next-Action) is refused too", async () => {
    for (const type of ["multipart/form-data; boundary=----x", "application/x-www-form-urlencoded"]) {
      const response = await proxy(
        new NextRequest("http://127.0.0.1:3300/settings/privacidade", {
          method: "POST",
          headers: { "content-type": type, host: "127.0.0.1:3300", origin: "https://evil.example" },
          body: type.startsWith("multipart")
            ? '------x\r\nContent-Disposition: form-data; name="$ACTION_ID_7f00aa"\r\n\r\n\r\n------x--\r\n'
            : "confirmation=EXCLUIR",
        }),
      );
      expect(response.status, type).toBe(403);
      expect(await response.text()).toMatch(/Requisição recusada: ela veio de outro site/);
    }
    // The same form from this site, and a cross-site post to a route handler, are not refused here.
    const multipart = (origin: string) =>
      new Headers({ "content-type": "multipart/form-data; boundary=x", host: "127.0.0.1:3300", origin });
    expect(isCrossOriginAction("POST", multipart("http://127.0.0.1:3300"), "/login")).toBe(false);
    expect(isCrossOriginAction("POST", multipart("https://evil.example"), "/api/v1/companies")).toBe(false);
  });

  it("the same origin, a proxy's forwarded host and a request without Origin are Next's to judge", () => {
    const headers = (values: Record<string, string>) =>
      new Headers({ "next-action": "7f00aa", host: "127.0.0.1:3300", ...values });
    expect(isCrossOriginAction("POST", headers({ origin: "http://127.0.0.1:3300" }))).toBe(false);
    expect(
      isCrossOriginAction("POST", headers({ origin: "https://app.example", "x-forwarded-host": "app.example" })),
    ).toBe(false);
    expect(isCrossOriginAction("POST", headers({}))).toBe(false);
    expect(isCrossOriginAction("GET", headers({ origin: "https://evil.example" }))).toBe(false);
    expect(isCrossOriginAction("POST", new Headers({ origin: "https://evil.example", host: "127.0.0.1:3300" }))).toBe(
      false,
    );
  });
});
