import path from "node:path";
import { describe, expect, it } from "vitest";
import { importCycles, importGraph } from "../helpers/import-graph";

const root = path.resolve(import.meta.dirname, "../..");

describe("import cycles (tests/helpers/import-graph.ts)", () => {
  it("finds none among the production files, type-only imports included", () => {
    const graph = importGraph(root);
    // The graph is the real one: the app's entry points and the engine are in it, with their imports.
    expect(graph.get("lib/tax/index.ts")?.length).toBeGreaterThan(5);
    expect(graph.get("lib/auth/routes.ts")).toContain("lib/routes.ts");
    // A cycle ties two files' meaning together: split out what both need (lib/db/tables/offices.ts,
    // lib/tax/jobs/pro-labore/context.ts) instead.
    expect(importCycles(graph)).toEqual([]);
  });

  it("reports a cycle of two files and a longer one, each once", () => {
    const graph = new Map([
      ["a.ts", ["b.ts"]],
      ["b.ts", ["a.ts", "c.ts"]],
      ["c.ts", ["d.ts"]],
      ["d.ts", ["e.ts"]],
      ["e.ts", ["c.ts"]],
      ["f.ts", ["a.ts"]],
    ]);
    expect(importCycles(graph)).toEqual(
      expect.arrayContaining([
        ["a.ts", "b.ts"],
        ["c.ts", "d.ts", "e.ts"],
      ]),
    );
    expect(importCycles(graph)).toHaveLength(2);
  });
});
