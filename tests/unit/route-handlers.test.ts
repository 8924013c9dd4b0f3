import { existsSync, readdirSync, readFileSync } from "node:fs";
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

  it("leave the ids of the path, the body and the rate limits to the pipeline, also in the lib modules a route calls", () => {
    const modules = [...routeFiles(path.join(ROOT, "app"))]
      .flatMap((route) => [
        ...readFileSync(path.join(ROOT, route), "utf8").matchAll(/from\s+["']@\/(lib\/[^"']+)["']/g),
      ])
      .map((m) => libFile(m[1]))
      .filter((file, i, all): file is string => file !== null && all.indexOf(file) === i && !PIPELINE.includes(file));
    const byHand = modules.flatMap((file) => {
      const found = handMadePipeline(readFileSync(path.join(ROOT, file), "utf8"));
      return found ? [`${file}: ${found}`] : [];
    });
    expect(byHand).toEqual([]);
    // The check itself sees each shape.
    expect(handMadePipeline('if (!z.uuid().safeParse(id).success) throw new AppError("not_found");')).toBe(
      "id checked by hand",
    );
    expect(handMadePipeline("const uuid = z.uuid();\nif (!uuid.safeParse(companyId).success) return;")).toBe(
      "id checked by hand",
    );
    expect(handMadePipeline("const body = await readBodyCapped(request, LIMIT);")).toBe("body read by hand");
    expect(handMadePipeline("const wait = await take(AI_CHAT_PER_ADDRESS, clientNetworkOf(request));")).toBe(
      "rate limit by hand",
    );
    expect(handMadePipeline("const parsed = schema.safeParse(input);\nawait mistake(x);")).toBe(null);
  });

  it("send files through fileResponse (lib/file-response.ts): one set of download headers", () => {
    const writers = ["app", "lib", "components"]
      .flatMap((dir) => sourceFiles(dir))
      .filter((file) => file !== "lib/file-response.ts" && !/\.test\.tsx?$/.test(file))
      .filter((file) => /["']content-disposition["']/i.test(readFileSync(path.join(ROOT, file), "utf8")));
    expect(writers).toEqual([]);
  });
});

/** The pipeline itself and the body reader it uses (a route imports the webhook's body limit from it). */
const PIPELINE = ["lib/route-handler/index.ts", "lib/route-handler/callers.ts", "lib/security/read-body.ts"];

/** What a module does by hand that the route-handler pipeline does: an id check, a body read, a rate limit. */
function handMadePipeline(source: string): string | null {
  if (/\buuid\(\)\.safeParse\(|\buuid\.safeParse\(/.test(source)) return "id checked by hand";
  if (/\breadBodyCapped\(/.test(source)) return "body read by hand";
  if (/\btake\(/.test(source)) return "rate limit by hand";
  return null;
}

/** The file of an `@/lib/...` import: the module itself or its folder's index. */
function libFile(specifier: string): string | null {
  for (const candidate of [`${specifier}.ts`, `${specifier}.tsx`, `${specifier}/index.ts`]) {
    if (existsSync(path.join(ROOT, candidate))) return candidate;
  }
  return null;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}
