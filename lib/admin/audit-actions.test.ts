import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import messages from "@/messages/pt-BR.json";
import { AUDIT_ACTIONS, auditActionMessageKey } from "./audit-actions";

const root = path.resolve(import.meta.dirname, "../..");
const labels = messages.adminOps.logs as unknown as Record<string, unknown>;
const label = (key: string) =>
  key
    .split(".")
    .reduce<unknown>(
      (node, part) => (node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined),
      labels,
    );

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sources(full);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });
}

// The audit log speaks pt-BR: "Cadastro pago", not billing.registration.paid.
describe("audit actions", () => {
  it.each(AUDIT_ACTIONS)("%s has a pt-BR label", (action) => {
    const key = auditActionMessageKey(action);
    expect(key).not.toBeNull();
    expect(typeof label(key!), action).toBe("string");
  });

  it("lists every action the code writes (literal ones, and the prefixes of the dynamic ones)", () => {
    const written = new Set<string>();
    for (const file of [...sources(path.join(root, "lib")), ...sources(path.join(root, "app"))]) {
      const text = readFileSync(file, "utf8");
      for (const m of text.matchAll(
        /(?:action: |system\(tx, |audit\([^,]+, )["`]([a-z0-9_]+(?:\.[a-z0-9_]+)+)(?:\.\$\{[^}]+\})?["`]/g,
      ))
        written.add(m[1]);
      for (const m of text.matchAll(/"([a-z]+\.[a-z_]+\.[a-z_]+)" : "([a-z]+\.[a-z_]+\.[a-z_]+)"/g))
        [m[1], m[2]].forEach((a) => written.add(a));
    }
    const known = new Set(AUDIT_ACTIONS.flatMap((a) => [a, a.slice(0, a.lastIndexOf("."))]));
    const missing = [...written].filter((a) => !known.has(a) && a.split(".")[0] !== "test");
    expect(missing).toEqual([]);
    expect(written.size).toBeGreaterThan(20);
  });

  it("refuses keys that are not dotted action names", () => {
    expect(auditActionMessageKey("billing.registration.paid")).toBe("actions.billing.registration.paid");
    expect(auditActionMessageKey("Billing")).toBeNull();
    expect(auditActionMessageKey("a..b")).toBeNull();
  });
});
