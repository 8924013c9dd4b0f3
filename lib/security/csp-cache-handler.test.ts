import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import CspCacheHandler from "./csp-cache-handler.mjs";
import { inlineScriptHashes } from "./page-policy.mjs";
import { RENDERED_WITHOUT_DATA } from "./rendered-without-data.mjs";

// The handler against Next's own file-system cache, as `next start` builds it: entries written by Next's class to a
// server directory, read back through ours. If an upgrade of Next changes how a page is stored, these fail before a
// public page goes out without its script policy.

const require = createRequire(import.meta.url);
type NextCache = {
  set(key: string, data: Record<string, unknown>, ctx: Record<string, unknown>): Promise<void>;
};
const FileSystemCache = require("next/dist/server/lib/incremental-cache/file-system-cache.js").default as new (
  ctx: Record<string, unknown>,
) => NextCache;
const { nodeFs } = require("next/dist/server/lib/node-fs-methods.js") as { nodeFs: unknown };

const SCRIPT = 'self.__next_f.push([1,"page"])';
const page = (html: string) => ({
  kind: "APP_PAGE",
  html,
  rscData: Buffer.from("0:{}"),
  headers: { "x-next-cache-tags": "_N_T_/precos" },
  status: 200,
  postponed: undefined,
  segmentData: undefined,
});
const setContext = {
  cacheControl: { revalidate: false, expire: undefined },
  isRoutePPREnabled: false,
  isFallback: false,
};
const getContext = { kind: "APP_PAGE", isRoutePPREnabled: false, isFallback: false };

describe("the cache handler over Next's file-system cache (lib/security/csp-cache-handler.mjs)", () => {
  let serverDistDir: string;
  const context = () => ({ fs: nodeFs, flushToDisk: true, serverDistDir, revalidatedTags: [] });

  beforeEach(() => {
    serverDistDir = mkdtempSync(path.join(tmpdir(), "csp-cache-"));
  });
  afterEach(() => rmSync(serverDistDir, { recursive: true, force: true }));

  it("serves a page Next stored (as at build time) with a policy holding its own inline scripts' hashes", async () => {
    const html = `<html><body><script>${SCRIPT}</script><script src="/_next/a.js"></script></body></html>`;
    await new FileSystemCache(context()).set("/precos", page(html), setContext);
    const entry = await new CspCacheHandler(context()).get("/precos", getContext);
    const policy = String(entry?.value?.headers?.["content-security-policy"]);
    expect(policy).toContain(`script-src 'self' ${inlineScriptHashes(html).join(" ")}`);
    expect(inlineScriptHashes(html)).toHaveLength(1);
    expect(entry?.value?.headers?.["x-next-cache-tags"]).toBe("_N_T_/precos");
  });

  it("stores a page it is given with its policy, so the entry on disk carries it", async () => {
    const html = `<html><script>${SCRIPT}</script></html>`;
    await new CspCacheHandler(context()).set("/calculadoras", page(html), setContext);
    const entry = await new CspCacheHandler(context()).get("/calculadoras", getContext);
    expect(entry?.value?.headers?.["content-security-policy"]).toContain(inlineScriptHashes(html)[0]);
  });

  it("never serves a page rendered without its data: the next request renders it again", async () => {
    await new FileSystemCache(context()).set(
      "/",
      page(`<html><main ${RENDERED_WITHOUT_DATA}></main></html>`),
      setContext,
    );
    expect(await new CspCacheHandler(context()).get("/", getContext)).toBeNull();
  });

  it("fails closed: a page whose HTML it cannot read goes out allowing no script, and the server says so", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const data = { ...page(""), html: { chunks: ["<html>"] } };
      await new CspCacheHandler({ ...context(), flushToDisk: false }).set("/novo", data, setContext);
      const policy = String((data.headers as Record<string, unknown>)["content-security-policy"]);
      expect(policy).toContain("script-src 'none'");
      expect(policy).toContain("object-src 'none'");
      expect(error).toHaveBeenCalledTimes(1);
    } finally {
      error.mockRestore();
    }
  });
});
