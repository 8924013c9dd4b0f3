import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The UI kit's parts are used where they apply, not re-made by hand beside them: a table that scrolls sideways is a
// ScrollTable (components/ui/scroll-table.tsx) or the Table primitive with its `scrollLabel`; a page's heading with
// the line under it is a PageHeader (components/common/page-header.tsx); a phone field is a PhoneInput and a choice of
// the user's companies a CompanySelect (components/forms).

const ROOT = path.resolve(import.meta.dirname, "../..");

function tsxFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return tsxFiles(file);
    return entry.name.endsWith(".tsx") && !entry.name.endsWith(".test.tsx") ? [file] : [];
  });
}

const sources = ["app", "components"]
  .flatMap(tsxFiles)
  .filter((file) => !file.startsWith("components/ui/"))
  .map((file) => ({ file, text: readFileSync(path.join(ROOT, file), "utf8") }));

/** A sideways-scrolling box made by hand around a table (a <pre> of text may scroll on its own). */
function handMadeScrollBoxes(source: string): number {
  return [...source.matchAll(/<(\w+)\b[^>]*\boverflow-x-auto\b/g)].filter((m) => m[1] !== "pre").length;
}

/** Headings made by hand the way PageHeader makes them: the page's h1 and the muted line under it. */
function handMadePageHeaders(source: string): number {
  return [
    ...source.matchAll(/<h1 className="text-2xl font-semibold">[^<]*<\/h1>\s*<p className="text-muted-foreground[" ]/g),
  ].length;
}

/** Not a page's header: the error boundary's alert, centred, with the reference under it. */
const NOT_PAGE_HEADERS = ["components/common/page-header.tsx", "components/common/error-state.tsx"];

describe("the UI kit", () => {
  it("a phone field is a PhoneInput and a choice of companies a CompanySelect, never re-made beside them", () => {
    const handMade = (source: string) =>
      /mask=\{maskPhone\}/.test(source) || /companies\.map\(\((\w+)\) => \(\s*<option key=\{\1\.id\}/.test(source);
    const homes = ["components/forms/phone-input.tsx", "components/forms/company-select.tsx"];
    const offenders = sources
      .filter(({ file, text }) => !homes.includes(file) && handMade(text))
      .map(({ file }) => file);
    expect(offenders).toEqual([]);
    expect(handMade("<MaskedInput mask={maskPhone} {...register(phone)} />")).toBe(true);
    expect(handMade("{companies.map((c) => (\n  <option key={c.id} value={c.id}>")).toBe(true);
    expect(handMade('<CompanySelect companies={companies} none={t("typedData")} />')).toBe(false);
  });

  it("a page's heading and the line under it are a PageHeader", () => {
    const offenders = sources
      .filter(({ file, text }) => !NOT_PAGE_HEADERS.includes(file) && handMadePageHeaders(text) > 0)
      .map(({ file }) => file);
    expect(offenders).toEqual([]);
    expect(
      handMadePageHeaders(
        '<div>\n  <h1 className="text-2xl font-semibold">{t("title")}</h1>\n  <p className="text-muted-foreground">{t("s")}</p>',
      ),
    ).toBe(1);
    expect(handMadePageHeaders('<PageHeader title={t("title")} subtitle={t("s")} />')).toBe(0);
  });

  it("a table that scrolls sideways is a ScrollTable or a Table with scrollLabel, never a box made by hand", () => {
    const offenders = sources.filter(({ text }) => handMadeScrollBoxes(text) > 0).map(({ file }) => file);
    expect(offenders).toEqual([]);
    expect(handMadeScrollBoxes('<div className="mt-3 overflow-x-auto">\n<table>')).toBe(1);
    expect(handMadeScrollBoxes('<div\n  role="region"\n  className="overflow-x-auto rounded-md"\n>')).toBe(1);
    expect(handMadeScrollBoxes('<pre className="max-w-full overflow-x-auto">')).toBe(0);
  });
});
