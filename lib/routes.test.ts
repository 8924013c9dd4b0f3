import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  calculatorHref,
  calculatorPath,
  PUBLIC_CALCULATOR_SLUGS,
  PUBLIC_CALCULATORS_INDEX,
  TOOL_ROUTES,
  toolHref,
} from "./routes";

const root = path.resolve(import.meta.dirname, "..");
/** Where code that links to a calculator lives; tests may still write the URL a user sees. */
const SOURCES = ["app", "components", "lib", "proxy.ts"];
const THIS_SOURCE = "lib/routes.ts";

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const PATHS = [...Object.values(TOOL_ROUTES), ...PUBLIC_CALCULATOR_SLUGS.map(calculatorPath)];
/**
 * A string or template literal that starts with a calculator's path (alone, or with a query, hash or sub-path), or
 * a template that builds one from a slug (`/calculadoras/${slug}`).
 */
const LITERAL = new RegExp(
  `["'\`](?:(${PATHS.map(escape).join("|")})(?=["'\`?#/]|\\$\\{|$)|(${escape(PUBLIC_CALCULATORS_INDEX)}/\\$\\{))`,
  "gm",
);

/** The calculator paths written as literals in a source text. */
function literalRoutes(text: string): string[] {
  return [...text.matchAll(LITERAL)].map((m) => m[1] ?? m[2]);
}

function sourceFiles(entry: string): string[] {
  const full = path.join(root, entry);
  if (!readdirSync(path.dirname(full)).includes(path.basename(full))) return [];
  if (/\.(ts|tsx|mjs)$/.test(entry)) return [entry];
  return readdirSync(full, { withFileTypes: true }).flatMap((child) => {
    const rel = `${entry}/${child.name}`;
    if (child.isDirectory()) return child.name === "node_modules" ? [] : sourceFiles(rel);
    return /\.(ts|tsx|mjs)$/.test(child.name) && !/\.test\.tsx?$/.test(child.name) ? [rel] : [];
  });
}

describe("calculator routes", () => {
  it("build links with their query, leaving empty values out", () => {
    expect(toolHref("fiscal")).toBe("/fiscal-simulator");
    expect(toolHref("reforma_tributaria", { empresa: "abc" })).toBe("/reforma-tributaria?empresa=abc");
    expect(toolHref("reforma_tributaria", { empresa: "" })).toBe("/reforma-tributaria");
    expect(toolHref("fiscal", new URLSearchParams({ atividade: "comercio" }))).toBe(
      "/fiscal-simulator?atividade=comercio",
    );
    expect(calculatorHref("fator-r")).toBe("/calculadoras/fator-r");
    expect(calculatorHref("fator-r", "")).toBe("/calculadoras/fator-r");
    expect(calculatorHref("clt-x-pj", "salary=5.000%2C00")).toBe("/calculadoras/clt-x-pj?salary=5.000%2C00");
  });

  it("the literal finder sees a route however it is written, and nothing else", () => {
    expect(literalRoutes('href="/fiscal-simulator"')).toEqual(["/fiscal-simulator"]);
    expect(literalRoutes("push(`/reforma-tributaria?empresa=${id}`)")).toEqual(["/reforma-tributaria"]);
    expect(literalRoutes("const r = '/hidden-credits';")).toEqual(["/hidden-credits"]);
    expect(literalRoutes("`/labor-simulator${query}`")).toEqual(["/labor-simulator"]);
    expect(literalRoutes('"/calculadoras/fator-r?x=1"')).toEqual(["/calculadoras/fator-r"]);
    expect(literalRoutes("`/calculadoras/${slug}`")).toEqual(["/calculadoras/${"]);
    expect(literalRoutes('href="/calculadoras"')).toEqual([]);
    expect(literalRoutes('"/fiscal-simulator-x"')).toEqual([]);
    expect(literalRoutes("// opens /fiscal-simulator?empresa=id")).toEqual([]);
  });

  it("are written nowhere in the code but routes.ts: links use toolHref / calculatorHref", () => {
    const files = SOURCES.flatMap(sourceFiles).filter((file) => file !== THIS_SOURCE);
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) =>
      literalRoutes(readFileSync(path.join(root, file), "utf8")).map((route) => `${file}: ${route}`),
    );
    expect(found).toEqual([]);
  });
});
