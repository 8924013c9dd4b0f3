import { describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
const { openApiDocument } = await import("@/lib/api/openapi");
const { API_OPERATIONS } = await import("@/lib/api/operations");
const { TOOL_KEYS } = await import("@/lib/tools/catalogue");

// No OpenAPI validator is installed (and there is no network to fetch one), so this checks the rules of the
// OpenAPI 3.1 specification the document could break: required fields, unique operation ids, path parameters
// declared, every $ref resolving, and schemas in JSON Schema 2020-12 (the dialect 3.1 uses).

const doc = openApiDocument();
const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

function refs(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => refs(v, found));
  else if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      if (k === "$ref" && typeof v === "string") found.push(v);
      else refs(v, found);
    }
  }
  return found;
}

describe("OpenAPI document of /api/v1", () => {
  it("has the 3.1 root fields and a bearer security scheme", () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info.title).toBeTruthy();
    expect(doc.info.version).toBeTruthy();
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: "http", scheme: "bearer" });
    expect(() => JSON.parse(JSON.stringify(doc))).not.toThrow();
  });

  it("lists every operation, each with unique operationId, responses and its path parameters", () => {
    const ids = new Set<string>();
    let count = 0;
    for (const [path, item] of Object.entries(doc.paths)) {
      expect(path.startsWith("/")).toBe(true);
      const templated = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      for (const [method, op] of Object.entries(
        item as Record<
          string,
          { operationId: string; responses: object; parameters?: { name: string; in: string; required?: boolean }[] }
        >,
      )) {
        expect(METHODS).toContain(method);
        count++;
        expect(ids.has(op.operationId), op.operationId).toBe(false);
        ids.add(op.operationId);
        expect(Object.keys(op.responses).length).toBeGreaterThan(0);
        for (const name of templated)
          expect(op.parameters?.find((p) => p.name === name && p.in === "path" && p.required)).toBeTruthy();
      }
    }
    expect(count).toBe(API_OPERATIONS.length);
    for (const key of TOOL_KEYS) expect(doc.paths[`/api/v1/calculations/${key}`]).toBeDefined();
  });

  it("resolves every $ref, and describes request bodies with the screens' schemas as JSON Schema 2020-12", () => {
    for (const ref of refs(doc.paths)) {
      expect(ref.startsWith("#/components/schemas/")).toBe(true);
      expect(doc.components.schemas[ref.slice("#/components/schemas/".length)], ref).toBeDefined();
    }
    const company = doc.components.schemas.Company as {
      $schema: string;
      type: string;
      required: string[];
      properties: Record<string, unknown>;
    };
    expect(company.$schema).toBe("https://json-schema.org/draft/2020-12/schema");
    expect(company.type).toBe("object");
    expect(company.required).toEqual(expect.arrayContaining(["name", "cnpj", "regime", "activity", "state"]));
    expect(company.properties.regime).toMatchObject({
      enum: ["mei", "simples_nacional", "lucro_presumido", "lucro_real"],
    });
  });
});
