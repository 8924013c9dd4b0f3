import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// Comments cite what a reader of this repository can open: the law, a file of the repo, or docs/decisions.md
// by its section. Documents that live outside it (the first app's specs, the team's references, issue numbers)
// are not cited; the decisions they carried are restated in docs/decisions.md.
const ROOT = join(import.meta.dirname, "..", "..");
const FOLDERS = ["app", "components", "lib", "scripts", "supabase", "tests", "e2e", "bench", "docs"];
const OUTSIDE = [
  /\.\.\/shared\b/,
  /\bDECISIONS(\.md)?\b/,
  /\b(tools-and-admin|access-plans-payments|asaas-api|tax-rules-br-2026|reforma-consumo-2027|stack-notes)(\.md)?\b/,
  /\bissue #?\d+/i,
  /\bspec §|\(spec[:)]|\bspec's\b/,
];
const SELF = "tests/unit/citations.test.ts";

function files(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return files(path);
    return /\.(ts|tsx|mjs|sql|sh|md)$/.test(entry.name) && path !== SELF ? [path] : [];
  });
}

function outsideCitations(path: string, text: string): string[] {
  return text
    .split("\n")
    .flatMap((line, i) => (OUTSIDE.some((re) => re.test(line)) ? [`${path}:${i + 1}: ${line.trim()}`] : []));
}

describe("citations point inside the repository", () => {
  const all = [...FOLDERS.flatMap(files), "README.md"];
  const decisions = readFileSync(join(ROOT, "docs/decisions.md"), "utf8");

  it("no comment cites a document or an issue outside it", () => {
    expect(all.flatMap((path) => outsideCitations(path, readFileSync(join(ROOT, path), "utf8")))).toEqual([]);
  });

  it("every docs/decisions.md section cited exists", () => {
    const cited = all.flatMap((path) =>
      [...readFileSync(join(ROOT, path), "utf8").matchAll(/docs\/decisions\.md,? (§\d+(?:(?:, | and )§\d+)*|S\d+)/g)]
        .flatMap((m) => m[1].match(/§\d+|S\d+/g) ?? [])
        .map((ref) => ({ path, ref })),
    );
    expect(cited.length).toBeGreaterThan(20);
    const missing = cited.filter(({ ref }) =>
      ref.startsWith("§") ? !new RegExp(`^${ref.slice(1)}\\. `, "m").test(decisions) : !decisions.includes(`**${ref}.`),
    );
    expect(missing).toEqual([]);
  });

  it("finds each kind of outside citation", () => {
    const planted = [
      "// see ../shared/reference/x.md",
      "-- (DECISIONS 7)",
      "// (tools-and-admin.md §9)",
      "// (issue 26, point 7)",
      "// (spec §9)",
      "// (spec: enabled only when done)",
    ];
    expect(planted.flatMap((line) => outsideCitations("lib/x.ts", line))).toHaveLength(planted.length);
  });
});
