import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { companyDto } from "@/tests/helpers/factories";

// Tests build a company with tests/helpers/factories.ts (companyDto, companyRow) and say only what matters to them:
// a CompanyDto written out key by key in a test file goes stale with the type and hides what the test is about.

const ROOT = path.resolve(import.meta.dirname, "../..");
const KEYS = Object.keys(companyDto());

function testFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : testFiles(file);
    return /\.tsx?$/.test(entry.name) && (dir.startsWith("tests") || /\.test\.tsx?$/.test(entry.name)) ? [file] : [];
  });
}

/**
 * Whether an object literal of a source names most of a CompanyDto's keys: a company written by hand (the literal
 * given to companyDto itself, the overrides, is the factory's use).
 */
function handMadeCompany(source: string): boolean {
  const lines = source.split("\n");
  return lines.some((line, start) => {
    if (!/(=|\breturn|\(|,|:)\s*\{\s*$/.test(line) || line.includes("companyDto(")) return false;
    const window = lines.slice(start + 1, start + 31).join("\n");
    const named = KEYS.filter((key) => new RegExp(`^\\s+${key}:`, "m").test(window));
    return named.length >= KEYS.length - 4;
  });
}

describe("test data", () => {
  it("a company is built by the factory, not written out key by key", () => {
    const offenders = ["lib", "components", "tests", "app"]
      .flatMap(testFiles)
      .filter((file) => file !== "tests/helpers/factories.ts")
      .filter((file) => handMadeCompany(readFileSync(path.join(ROOT, file), "utf8")));
    expect(offenders).toEqual([]);
    const written = KEYS.map((key) => `  ${key}: null,`).join("\n");
    expect(handMadeCompany(`const c: CompanyDto = {\n${written}\n};`)).toBe(true);
    expect(handMadeCompany(`return companyDto({\n${written}\n});`)).toBe(false);
  });
});
