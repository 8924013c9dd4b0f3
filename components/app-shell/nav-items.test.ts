import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { TOOL_KEYS, TOOLS } from "@/lib/tools/catalogue";
import { ADMIN_NAV, NAV_SECTIONS, navSectionsFor } from "./nav-items";

const root = path.resolve(import.meta.dirname, "../..");

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

// Each app/**/page.tsx (or route.ts) as a pattern: route groups "(x)" add no segment, "[x]" / "[...x]" match any segment(s).
const patternsOf = (basename: string) =>
  filesUnder(path.join(root, "app"))
    .filter((file) => path.basename(file) === basename)
    .map((file) => {
      const segments = path
        .relative(path.join(root, "app"), path.dirname(file))
        .split(path.sep)
        .filter((s) => s !== "" && !/^\(.*\)$/.test(s));
      const pattern = segments.map((s) =>
        s.startsWith("[...") || s.startsWith("[[...")
          ? ".+"
          : s.startsWith("[")
            ? "[^/]+"
            : s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
      );
      return new RegExp(`^/${pattern.join("/")}$`);
    });
const pagePatterns = patternsOf("page.tsx");
/** Route handlers a plain link may point at (a file download such as the data export). */
const routePatterns = patternsOf("route.ts");

const pathOf = (href: string) => href.split(/[?#]/)[0].replace(/\/$/, "") || "/";

function hasPage(href: string): boolean {
  return pagePatterns.some((p) => p.test(pathOf(href)));
}

function hasRoute(href: string): boolean {
  return routePatterns.some((p) => p.test(pathOf(href)));
}

describe("every link names an existing page", () => {
  it("finds the pages under app/ (sanity check of the walker)", () => {
    expect(hasPage("/")).toBe(true);
    expect(hasPage("/dashboard")).toBe(true);
    expect(hasPage("/simulations/0b7e2c1e-0000-4000-8000-000000000000")).toBe(true);
    expect(hasPage("/admin/dashboard")).toBe(true);
    expect(hasPage("/rota-inexistente")).toBe(false);
    expect(hasRoute("/api/account/export")).toBe(true);
    expect(hasPage("/api/account/export")).toBe(false);
  });

  it("sidebar and admin navigation", () => {
    const hrefs = [...NAV_SECTIONS.flatMap((s) => s.items.map((i) => i.href)), ...ADMIN_NAV.map((i) => i.href)];
    expect(hrefs.filter((href) => !hasPage(href))).toEqual([]);
  });

  it("catalogue routes (sidebar tools, dashboard cards, gated pages)", () => {
    expect(TOOL_KEYS.map((key) => TOOLS[key].route).filter((href) => !hasPage(href))).toEqual([]);
  });

  it("every literal href in app/ and components/", () => {
    const sources = [...filesUnder(path.join(root, "app")), ...filesUnder(path.join(root, "components"))].filter(
      (f) => /\.tsx?$/.test(f) && !f.endsWith(".test.ts"),
    );
    const missing: string[] = [];
    for (const file of sources) {
      for (const match of readFileSync(file, "utf8").matchAll(/href(?:=|:\s*)"(\/[^"]*)"/g)) {
        if (!hasPage(match[1]) && !hasRoute(match[1])) missing.push(`${path.relative(root, file)}: ${match[1]}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe("a client company's login", () => {
  // /escritorio sends a client login to /minha-empresa: its entry is named for the page it opens, not "Escritório".
  it('has a "Minha empresa" entry to its company and none to the office', () => {
    const items = navSectionsFor(true).flatMap((s) => s.items);
    expect(items.filter((i) => i.href === "/escritorio")).toEqual([]);
    expect(items.filter((i) => i.href === "/minha-empresa").map((i) => i.label)).toEqual(["nav.myCompany"]);
    expect(hasPage("/minha-empresa")).toBe(true);
    expect(navSectionsFor(false)).toBe(NAV_SECTIONS);
  });
});
