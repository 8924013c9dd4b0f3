import type { ToolInput, ToolKey, ToolResult } from "@/lib/tools/catalogue";
import type { Translate } from "../format";
import type { ReportSection } from "../model";

/** The part of a section a tool contributes: everything but the title and subtitle, which come from the saved row. */
export type SectionBody = Omit<ReportSection, "title" | "subtitle">;

/** Turns one tool's saved input and engine result into the body of a report section. */
export type SectionBuilder<K extends ToolKey> = (
  input: ToolInput<K>,
  result: ToolResult<K>,
  t: Translate,
) => SectionBody;

/** Facts with an absent value are left out (an optional field the user did not fill). */
export function facts(
  entries: [label: string, value: string | null | undefined][],
): { label: string; value: string }[] {
  return entries
    .filter((e): e is [string, string] => e[1] !== null && e[1] !== undefined && e[1] !== "")
    .map(([label, value]) => ({ label, value }));
}
