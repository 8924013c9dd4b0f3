import { describe, expect, it } from "vitest";
import { parseSelicSeries, selicSeriesFormSchema } from "./schema";

// A Selic series pasted at once: every line read, the months in order, each bad line named with its reason.

describe("parseSelicSeries", () => {
  it("reads the Receita's table and a spreadsheet's columns, in any month notation", () => {
    const text = "Março/2026 1,05\n01/2026 1,16\n\n  2026-02;1,00%  \r\nabril de 2026\t0,95\n5/2026 1.02";
    expect(parseSelicSeries(text)).toEqual({
      months: [
        { period: "2026-01", rate: "1,16" },
        { period: "2026-02", rate: "1,00" },
        { period: "2026-03", rate: "1,05" },
        { period: "2026-04", rate: "0,95" },
        { period: "2026-05", rate: "1.02" },
      ],
      errors: [],
    });
  });

  it("names each bad line by its number, with why, and keeps reading the others", () => {
    const text = "01/2026 1,16\n13/2026 1,1\n12/2025 1,2\n03/2026 abc\n03/2026 12,5\njan/2026 1,16\nSelic\n04/2026 0,9";
    const { months, errors } = parseSelicSeries(text);
    expect(months.map((m) => m.period)).toEqual(["2026-01", "2026-04"]);
    expect(errors.map((e) => [e.line, e.error])).toEqual([
      [2, "period"],
      [3, "stored"],
      [4, "rate"],
      [5, "rate"],
      [6, "repeated"],
      [7, "format"],
    ]);
    expect(errors[0].text).toBe("13/2026 1,1");
  });

  it("the form refuses a series with any bad line, an empty one or one too long, with pt-BR keys", () => {
    const note = "Tabela da Receita Federal";
    const issue = (series: string) =>
      selicSeriesFormSchema.safeParse({ series, note }).error?.issues.map((i) => i.message);
    expect(issue("01/2026 1,16\nxx")).toEqual(["adminSelic.series.errors.lines"]);
    expect(issue("\n \n")).toEqual(["adminSelic.series.errors.empty"]);
    expect(issue(Array.from({ length: 151 }, () => "01/2026 1,16").join("\n"))).toContain(
      "adminSelic.series.errors.tooLong",
    );
    expect(selicSeriesFormSchema.parse({ series: "01/2026 1,16", note }).series).toBe("01/2026 1,16");
  });
});
