import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Every route handler under app/ is built by the route-handler pipeline (lib/route-handler): one place decides how
// the caller is authenticated, the limits, the maintenance and database-down answers, and the problem+json errors.

const ROOT = path.resolve(import.meta.dirname, "../..");
const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

/**
 * Route files that may skip the pipeline, with the reason. Framework metadata (sitemap.ts, robots.ts, manifest.ts)
 * are not route.ts files and are not walked.
 */
const EXEMPT: Record<string, string> = {
  "app/serwist/[path]/route.ts":
    "Serwist's build-time route: static, prerendered at `next build`, serving only the service worker's own files",
};

function* routeFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* routeFiles(full);
    else if (/^route\.tsx?$/.test(entry.name)) yield path.relative(ROOT, full);
  }
}

/** The HTTP methods a route module exports, and those not built with the pipeline's `routeHandler`/`apiRoute`. */
function handWritten(source: string): { exported: string[]; offending: string[] } {
  const exported = METHODS.filter((method) =>
    new RegExp(
      `export\\s+(?:async\\s+)?function\\s+${method}\\b|export\\s+(?:const|let|var)\\s+${method}\\b|export\\s*\\{[^}]*\\b${method}\\b[^}]*\\}`,
    ).test(source),
  );
  const usesPipeline = /from\s+["']@\/lib\/route-handler["']/.test(source);
  const offending = exported.filter(
    (method) =>
      !usesPipeline || !new RegExp(`export\\s+const\\s+${method}\\s*=\\s*(?:routeHandler|apiRoute)\\b`).test(source),
  );
  return { exported, offending };
}

describe("route handlers (app/**/route.ts)", () => {
  const files = [...routeFiles(path.join(ROOT, "app"))].sort();

  it("are all built by the route-handler pipeline, exempt ones listed with their reason", () => {
    expect(files.length).toBeGreaterThan(20);
    const offenders = files
      .filter((file) => !(file in EXEMPT))
      .flatMap((file) => {
        const { exported, offending } = handWritten(readFileSync(path.join(ROOT, file), "utf8"));
        if (exported.length === 0) return [`${file}: exports no HTTP method`];
        return offending.map((method) => `${file} ${method}`);
      });
    expect(offenders).toEqual([]);
    // The exemptions stay real files, so the list cannot outlive its routes.
    for (const file of Object.keys(EXEMPT)) expect(files, file).toContain(file);
  });

  it("the check itself catches a hand-written handler, a re-export and a handler built elsewhere", () => {
    expect(handWritten("export async function GET() { return new Response(); }").offending).toEqual(["GET"]);
    expect(handWritten('export { listRoute as GET } from "@/lib/api/list";').offending).toEqual(["GET"]);
    expect(
      handWritten('import { routeHandler } from "@/lib/route-handler";\nexport const POST = wrap(handler);').offending,
    ).toEqual(["POST"]);
    expect(
      handWritten(
        'import { routeHandler } from "@/lib/route-handler";\nexport const GET = routeHandler({ auth: "visitor" }, h);',
      ),
    ).toEqual({ exported: ["GET"], offending: [] });
  });

  it("leave the path's segments and the JSON body to the pipeline's params and input schemas", () => {
    const byHand = ["app", "lib/api", "lib/route-handler"]
      .flatMap((dir) => sourceFiles(dir))
      .filter((file) => !/\.test\.tsx?$/.test(file) && (!file.startsWith("app/") || /\/route\.ts$/.test(file)))
      .flatMap((file) => {
        const text = readFileSync(path.join(ROOT, file), "utf8");
        return [...text.matchAll(/safeParse\(params\.|JSON\.parse\(body\)|readJson\(/g)].map((m) => `${file}: ${m[0]}`);
      });
    // The calculation endpoint's schema is the tool's, named by the path: it reads its body once the tool is known.
    expect(byHand).toEqual(["lib/api/calculations.ts: readJson(", "lib/route-handler/index.ts: JSON.parse(body)"]);
  });

  it("send files through fileResponse (lib/file-response.ts): one set of download headers", () => {
    const writers = ["app", "lib", "components"]
      .flatMap((dir) => sourceFiles(dir))
      .filter((file) => file !== "lib/file-response.ts" && !/\.test\.tsx?$/.test(file))
      .filter((file) => /["']content-disposition["']/i.test(readFileSync(path.join(ROOT, file), "utf8")));
    expect(writers).toEqual([]);
  });
});

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}
