import { NextRequest } from "next/server";
import { beforeAll, expect, it } from "vitest";
import { createSession } from "@/lib/auth/local/session-store";
import { proxy } from "@/proxy";
import { describeOnEachDatabase } from "../helpers/db";
import { setEnv, useDatabase } from "./harness";

// N16: a page response that carries a refreshed session is the visitor's alone. A prerendered public page is sent with
// `s-maxage=31536000`; with the visitor's new session cookies on it, any shared cache that stores Set-Cookie responses
// would hand that session to the next visitor. The proxy marks every response that writes a cookie `private, no-store`
// (and Next keeps a Cache-Control set there: e2e/public-prerendered.spec.ts checks it on a production build).

describeOnEachDatabase("session cookies and shared caches", (ctx) => {
  beforeAll(() => {
    setEnv({ AUTH_SECRET: "chaos-session-cache-secret-0123456789abcdef", APP_URL: "http://127.0.0.1:9" });
    useDatabase(ctx().db);
  });

  it("a refreshed session on a public page: Set-Cookie and Cache-Control private, no-store together", async () => {
    const user = await ctx().createUser();
    // A session for the user, as a sign-in leaves it; only its refresh token comes back (the access token expired).
    const { refreshToken } = await createSession(ctx().db, user.id, null, null);
    const response = await proxy(
      new NextRequest("http://127.0.0.1:3300/", { headers: { cookie: `tc-refresh-token=${refreshToken}` } }),
    );
    expect(response.headers.get("set-cookie")).toMatch(/tc-access-token=/);
    expect(response.headers.get("cache-control")).toBe("private, no-store");

    // Nothing written, nothing changed: an anonymous visit keeps the page's own caching.
    const anonymous = await proxy(new NextRequest("http://127.0.0.1:3300/"));
    expect(anonymous.headers.get("set-cookie")).toBeNull();
    expect(anonymous.headers.get("cache-control")).toBeNull();
  });
});
