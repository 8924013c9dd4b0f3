/** One run of text as PDF.js reports it: the string and where it starts on the page (PDF units, y up). */
export type TextRun = { str: string; x: number; y: number; width: number };

// Runs whose baselines are this close (in PDF points) sit on one printed line.
const SAME_LINE = 2;

/**
 * The page's text as printed lines, top to bottom, each line's runs left to right and joined by one space: the shape
 * the declaration's labels are anchored on ("Receita Bruta Informada: R$ 8.000,00", a header line then a line of
 * values). Positions only order the runs; no value is ever read by its position.
 */
export function runsToLines(runs: readonly TextRun[]): string[] {
  const sorted = runs.filter((r) => r.str.trim() !== "").sort((a, b) => b.y - a.y || a.x - b.x);
  const lines: { y: number; runs: TextRun[] }[] = [];
  for (const run of sorted) {
    const last = lines.at(-1);
    if (last && Math.abs(last.y - run.y) <= SAME_LINE) last.runs.push(run);
    else lines.push({ y: run.y, runs: [run] });
  }
  return lines.map((line) =>
    line.runs
      .sort((a, b) => a.x - b.x)
      .map((r) => r.str.trim())
      .join(" ")
      .replace(/\s+/g, " "),
  );
}
