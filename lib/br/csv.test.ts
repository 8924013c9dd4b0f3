import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv";

/** A minimal reader of what toCsv writes (';', CRLF, "" escapes), to prove the round trip. */
function parse(text: string): string[][] {
  const body = text.replace(/^\uFEFF/, "");
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const ch = body[i];
    if (quoted) {
      if (ch === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ";") {
      row.push(cell);
      cell = "";
    } else if (ch === "\r" && body[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += ch;
  }
  return rows;
}

describe("toCsv", () => {
  it("BOM, ';' and CRLF for pt-BR spreadsheets", () => {
    expect(
      toCsv([
        ["Período", "Crédito"],
        ["2026-10", "547,15"],
      ]),
    ).toBe("\uFEFFPeríodo;Crédito\r\n2026-10;547,15\r\n");
  });

  it("guards formula starts with an apostrophe (CSV injection)", () => {
    for (const start of ["=", "+", "-", "@", "\t", "\r"])
      expect(csvCell(`${start}1+1`).includes(`'${start}`)).toBe(true);
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell("R$ 1,00")).toBe("R$ 1,00");
  });

  it("quotes separators, quotes and line breaks; an empty row is not a blank line", () => {
    expect(csvCell("a;b")).toBe('"a;b"');
    expect(csvCell('diz "oi"')).toBe('"diz ""oi"""');
    expect(toCsv([[""], ["x"]])).toBe('\uFEFF""\r\nx\r\n');
  });

  it("round trip: every cell reads back, formula starts behind an apostrophe", () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string(), { minLength: 2, maxLength: 4 }), { minLength: 1, maxLength: 5 }),
        (rows) => {
          const back = parse(toCsv(rows));
          expect(back).toEqual(rows.map((r) => r.map((c) => (/^[=+\-@\t\r]/.test(c) ? `'${c}` : c))));
        },
      ),
    );
  });
});
