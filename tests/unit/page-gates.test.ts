import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PLAN_FEATURE_FLAGS } from "@/lib/db/enums";
import { FEATURES_WITHOUT_PAGE, GATED_PAGES, type GatedPage } from "@/lib/plans/pages";
import { TOOL_KEYS, TOOLS } from "@/lib/tools/catalogue";

const root = path.resolve(import.meta.dirname, "../..");
const appDir = path.join(root, "app");

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

const sources = filesUnder(appDir).filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));

/** app/(app)/reports/page.tsx → /reports (route groups add no segment). */
const routeOf = (file: string) =>
  "/" +
  path
    .relative(appDir, path.dirname(file))
    .split(path.sep)
    .filter((s) => s !== "" && !/^\(.*\)$/.test(s))
    .join("/");

const pages = new Map(sources.filter((f) => path.basename(f) === "page.tsx").map((f) => [routeOf(f), f]));

function pageSource(route: string): string {
  const file = pages.get(route);
  if (!file) throw new Error(`no app/**/page.tsx for ${route}`);
  return readFileSync(file, "utf8");
}

const pagesRoutes = Object.keys(GATED_PAGES) as GatedPage[];

// A page declares its gate once, through gatePage (components/plans/page-gate.tsx) or, for a
// calculator, <GatedToolPage tool> / gateToolPage(tool). Which pages are gated comes from the plan flags: the tool
// catalogue's routes and lib/plans/pages.ts, never from a list in this test.
describe("plan gates of the pages", () => {
  it("the walker finds the pages (sanity check)", () => {
    expect(pages.has("/dashboard")).toBe(true);
    expect(pages.has("/reports")).toBe(true);
    expect(routeOf(path.join(appDir, "(app)", "reports", "page.tsx"))).toBe("/reports");
  });

  it.each(PLAN_FEATURE_FLAGS)(
    "%s: opens calculators, a page of lib/plans/pages.ts, or is named as pageless",
    (flag) => {
      const homes = [
        TOOL_KEYS.some((key) => TOOLS[key].feature === flag),
        pagesRoutes.some((route) => (GATED_PAGES[route] as readonly string[]).includes(flag)),
        (FEATURES_WITHOUT_PAGE as readonly string[]).includes(flag),
      ].filter(Boolean);
      expect(homes).toHaveLength(1);
    },
  );

  it.each(TOOL_KEYS)("%s: the calculator's page gates with its catalogue entry", (key) => {
    const source = pageSource(TOOLS[key].route);
    const shapes = [`<GatedToolPage tool="${key}"`, `gateToolPage("${key}")`];
    expect(
      shapes.some((shape) => source.includes(shape)),
      TOOLS[key].route,
    ).toBe(true);
  });

  it.each(pagesRoutes)("%s gates through gatePage with its own route", (route) => {
    expect(pageSource(route)).toMatch(new RegExp(`\\bgatePage\\(\\s*"${route}"`));
  });

  it("no file under app/ gates by hand, and every gatePage call names the page it is in", () => {
    const byHand = /\b(UpgradeGate|FeatureGate|requireFeature|checkFeature)\b/;
    const offenders: string[] = [];
    for (const file of sources) {
      const text = readFileSync(file, "utf8");
      const name = path.relative(root, file);
      if (byHand.test(text)) offenders.push(`${name}: gates by hand`);
      for (const call of text.matchAll(/\bgatePage\(\s*"([^"]+)"/g))
        if (path.basename(file) !== "page.tsx" || call[1] !== routeOf(file)) offenders.push(`${name}: ${call[1]}`);
    }
    expect(offenders).toEqual([]);
  });
});
