import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes, isFrameworkInlineScript, prerenderedPagePolicy } from "./page-policy.mjs";
import { pageContentSecurityPolicy } from "./headers";

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

// The shape of a page Next prerenders: its external chunks, its inline RSC payload and a JSON-LD data block.
const PAGE = [
  `<!DOCTYPE html><html lang="pt-BR"><head><script src="/_next/static/chunks/a.js" async=""></script></head><body>`,
  `<script type="application/ld+json">{"@type":"Organization"}</script>`,
  `<script>(self.__next_f=self.__next_f||[]).push([0])</script>`,
  `<script>self.__next_f.push([1,"0:{\\"P\\":null,\\"ç\\":\\"ã\\"}\\n"])</script>`,
  `<script nonce="x" id="_R_">self.__next_f.push([1,"fim"])</script>`,
  `<script>(self.__next_f=self.__next_f||[]).push([0])</script>`,
  `</body></html>`,
].join("");

describe("inlineScriptHashes", () => {
  it("hashes each inline script the browser runs, once, and skips external scripts and data blocks", () => {
    expect(inlineScriptHashes(PAGE)).toEqual([
      sha256("(self.__next_f=self.__next_f||[]).push([0])"),
      sha256('self.__next_f.push([1,"0:{\\"P\\":null,\\"ç\\":\\"ã\\"}\\n"])'),
      sha256('self.__next_f.push([1,"fim"])'),
    ]);
  });

  it("hashes only what Next and React write: an inline script rendered from anything else gets no hash (N17)", () => {
    const turbopack = '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["a.js"]});';
    const formReplay = 'addEventListener("submit",function(a){if(!a.defaultPrevented){var b=a.target}});';
    const fizz = '$RC=function(b,c){};$RC("B:0","S:0")';
    const injected = [
      "alert(document.cookie)",
      'self.__next_f.push([1,"x"]);alert(1)//',
      "self.__next_f.push([1]);fetch(location.href+(1))",
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(alert(1));',
      'x=1;$RC("B:0","S:0")',
    ];
    const page = [PAGE, ...[turbopack, formReplay, fizz, ...injected].map((body) => `<script>${body}</script>`)].join(
      "",
    );
    const hashes = inlineScriptHashes(page);
    for (const body of [turbopack, formReplay, fizz]) expect(hashes, body).toContain(sha256(body));
    for (const body of injected) {
      expect(hashes, body).not.toContain(sha256(body));
      expect(isFrameworkInlineScript(body), body).toBe(false);
    }
  });

  it("finds none in a page without inline scripts", () => {
    expect(inlineScriptHashes(`<html><body><script src="/a.js"></script><p>oi</p></body></html>`)).toEqual([]);
  });
});

describe("prerenderedPagePolicy", () => {
  it("allows this origin and the page's own inline scripts: no nonce, no 'strict-dynamic', no 'unsafe-*'", () => {
    const policy = prerenderedPagePolicy(PAGE);
    const scriptSrc = policy.split("; ").find((d) => d.startsWith("script-src "));
    expect(scriptSrc).toBe(`script-src 'self' ${inlineScriptHashes(PAGE).join(" ")}`);
    expect(scriptSrc).not.toMatch(/nonce-|strict-dynamic|unsafe-/);
    expect(policy).not.toContain("unsafe-eval");
  });

  it("keeps every other directive of the per-request policy", () => {
    const others = (policy: string) => policy.split("; ").filter((d) => !d.startsWith("script-src "));
    expect(others(prerenderedPagePolicy(PAGE))).toEqual(
      others(pageContentSecurityPolicy({ nonce: "bm9uY2U=", dev: false, https: false })),
    );
  });
});
