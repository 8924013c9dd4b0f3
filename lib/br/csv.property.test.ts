import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { toCsv } from "./csv";

/**
 * A strict reader of RFC 4180 with ';' and CRLF, written here and not shared with the writer, so the round
 * trip proves the format rather than the writer's own idea of it. It refuses what a spreadsheet would misread:
 * a quote inside an unquoted cell, text after a closing quote, a bare CR or LF outside quotes.
 */
function parseStrict(text: string): string[][] {
  if (!text.startsWith("\uFEFF")) throw new Error("no BOM");
  if (!text.endsWith("\r\n")) throw new Error("no final CRLF");
  const body = text.slice(1);
  const rows: string[][] = [];
  let i = 0;
  while (i < body.length) {
    const row: string[] = [];
    for (;;) {
      let cell = "";
      if (body[i] === '"') {
        i++;
        for (;;) {
          if (i >= body.length) throw new Error("unterminated quote");
          if (body[i] === '"' && body[i + 1] === '"') {
            cell += '"';
            i += 2;
          } else if (body[i] === '"') {
            i++;
            break;
          } else cell += body[i++];
        }
      } else {
        while (i < body.length && body[i] !== ";" && body[i] !== "\r" && body[i] !== "\n") {
          if (body[i] === '"') throw new Error("quote in an unquoted cell");
          cell += body[i++];
        }
      }
      row.push(cell);
      if (body[i] === ";") {
        i++;
        continue;
      }
      if (body[i] === "\r" && body[i + 1] === "\n") {
        i += 2;
        break;
      }
      throw new Error(`unexpected ${JSON.stringify(body[i])} at ${i}`);
    }
    rows.push(row);
  }
  return rows;
}

const FORMULA_START = ["=", "+", "-", "@", "\t", "\r"];
/** Cells full of what breaks CSV: separators, quotes, line breaks, formula starts, accents, emoji. */
const nastyCell = fc.oneof(
  fc.string(),
  fc.stringMatching(/^[=+\-@\t\r;"\n a-zçãé0-9]{0,12}$/),
  fc.constantFrom("", ";", '"', "\r\n", "=SUM(A1:A2)", "+55 11 99999-0000", "-1,00", "@cmd", "\tx", "Ação ✓ 😀"),
);
const table = fc.array(fc.array(nastyCell, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 8 });
const guarded = (cell: string) => (FORMULA_START.some((c) => cell.startsWith(c)) ? `'${cell}` : cell);

describe("toCsv properties (fast-check)", () => {
  it("round trip through a strict reader: every row and cell comes back, formula starts behind an apostrophe", () => {
    fc.assert(
      fc.property(table, (rows) => {
        expect(parseStrict(toCsv(rows))).toEqual(rows.map((row) => row.map(guarded)));
      }),
    );
  });

  it("empty cells keep their place and an all-empty row is never a blank line", () => {
    fc.assert(
      fc.property(
        fc.array(fc.constant(""), { minLength: 1, maxLength: 6 }),
        fc.array(nastyCell, { minLength: 1, maxLength: 4 }),
        (empties, around) => {
          const rows = [around, empties, [...around, ""], empties];
          const text = toCsv(rows);
          // A quoted cell may hold blank lines of its own ("\r\n\r\n"); outside quotes there is none.
          expect(text.replace(/"(?:[^"]|"")*"/g, '""')).not.toContain("\r\n\r\n");
          expect(parseStrict(text)).toEqual(rows.map((row) => row.map(guarded)));
        },
      ),
    );
  });

  it("no cell a spreadsheet reads can start a formula", () => {
    fc.assert(
      fc.property(fc.constantFrom(...FORMULA_START), fc.string(), (start, rest) => {
        const [[cell]] = parseStrict(toCsv([[start + rest, "x"]]));
        expect(cell).toBe(`'${start}${rest}`);
        expect(FORMULA_START.some((c) => cell.startsWith(c))).toBe(false);
      }),
    );
  });

  it("';' separators and CRLF line ends only: one line per row outside quoted cells", () => {
    fc.assert(
      fc.property(table, (rows) => {
        const unquoted = toCsv(rows).replace(/"(?:[^"]|"")*"/g, "");
        expect(unquoted.match(/\r\n/g)?.length).toBe(rows.length);
        expect(unquoted.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
      }),
    );
  });
});
