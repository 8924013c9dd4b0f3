import { beforeAll, expect, it } from "vitest";
import { POST as documentsApi } from "@/app/api/v1/documents/route";
import { createApiKey } from "@/lib/api/keys";
import { record } from "@/lib/db/rate-limits";
import { runWithRls } from "@/lib/db/rls";
import { UPLOAD_RATE_LIMIT } from "@/lib/documents/limits";
import { PEER_ADDRESS_HEADER } from "@/lib/security/forwarded";
import { describeOnEachDatabase } from "../helpers/db";
import { setEnv, useDatabase } from "./harness";

// The public API reads uploads as the screens do, so it answers to the screens' upload limit per account: the key's
// own 120 requests a minute would let one script keep the server's PDF threads busy.

describeOnEachDatabase("documents through the public API", (ctx) => {
  beforeAll(() => {
    setEnv({ AUTH_SECRET: "chaos-documents-auth-secret-0123456789abcdef", APP_URL: "http://127.0.0.1:9" });
    useDatabase(ctx().db);
  });

  it("past the account's upload limit, POST /api/v1/documents answers 429 before reading anything", async () => {
    const owner = await ctx().createUser({ plan: "enterprise" });
    const { secret } = await runWithRls(ctx().db, owner.claims, (tx) => createApiKey(tx, owner.id, "ERP"));
    const post = () => {
      const form = new FormData();
      form.append("files", new Blob([new Uint8Array([0x25, 0x50, 0x44, 0x46])]), "a.pdf");
      return documentsApi(
        new Request("http://127.0.0.1:3300/api/v1/documents", {
          method: "POST",
          headers: { authorization: `Bearer ${secret}`, [PEER_ADDRESS_HEADER]: "198.51.100.40" },
          body: form,
        }),
      );
    };
    expect((await post()).status).toBe(200);
    for (let i = 1; i < UPLOAD_RATE_LIMIT.limit; i++) await record(UPLOAD_RATE_LIMIT, owner.id);
    const limited = await post();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await limited.json()).detail).toMatch(/Muitos envios de documentos/);
  });
});
