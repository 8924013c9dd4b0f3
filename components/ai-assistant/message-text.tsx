"use client";

import { useId } from "react";
import { useTranslations } from "next-intl";
import type { GroundedAmount, Grounding } from "@/lib/ai/grounding";

// An answer's text with its amounts marked by the grounding check: a traced amount shows where it came from
// on hover or focus; an untraced one is marked 'valor não verificado' in the text itself.

function sourceText(
  a: GroundedAmount,
  t: ReturnType<typeof useTranslations<"aiAssistant.grounding">>,
  toolName: (key: string) => string,
): string {
  const s = a.source;
  if (!s) return t("unverifiedHelp");
  if (s.kind === "question") return t("fromQuestion");
  if (s.kind === "knowledge") return t("fromKnowledge", { law: s.law });
  if (s.kind === "example") return t("fromExample");
  return s.step
    ? t("fromStep", { tool: toolName(s.tool), step: s.step, law: s.law ?? "" })
    : t("fromTool", { tool: toolName(s.tool) });
}

function Amount({ amount, help }: { amount: GroundedAmount; help: string }) {
  const t = useTranslations("aiAssistant.grounding");
  const id = useId();
  const tip = (
    <span
      id={id}
      role="tooltip"
      className="bg-popover text-popover-foreground absolute bottom-full left-0 z-10 mb-1 hidden w-64 max-w-[70vw] rounded-md border p-2 text-xs font-normal whitespace-normal shadow-md group-hover:block group-focus:block"
    >
      {help}
    </span>
  );
  if (amount.verified) {
    return (
      <span
        className="group relative underline decoration-dotted underline-offset-2 outline-none focus-visible:ring-2"
        tabIndex={0}
        aria-describedby={id}
        data-verified="true"
      >
        {amount.text}
        {tip}
      </span>
    );
  }
  return (
    <mark
      className="group relative rounded bg-amber-100 px-0.5 text-amber-950 outline-none focus-visible:ring-2 dark:bg-amber-900 dark:text-amber-50"
      tabIndex={0}
      aria-describedby={id}
      data-verified="false"
    >
      {amount.text} <span className="text-xs font-semibold">({t("unverified")})</span>
      {tip}
    </mark>
  );
}

export function MessageText({
  text,
  grounding,
  toolName,
}: {
  text: string;
  grounding?: Grounding;
  toolName: (key: string) => string;
}) {
  const t = useTranslations("aiAssistant.grounding");
  const amounts = (grounding?.amounts ?? []).filter(
    (a) => a.start >= 0 && a.end <= text.length && text.slice(a.start, a.end) === a.text,
  );
  const pieces: React.ReactNode[] = [];
  let at = 0;
  amounts.forEach((a, i) => {
    if (a.start < at) return;
    pieces.push(text.slice(at, a.start));
    pieces.push(<Amount key={i} amount={a} help={sourceText(a, t, toolName)} />);
    at = a.end;
  });
  pieces.push(text.slice(at));
  const unverified = amounts.filter((a) => !a.verified).length;
  return (
    <div className="grid gap-2">
      <p className="break-words whitespace-pre-wrap">{pieces}</p>
      {unverified > 0 ? (
        <p className="text-xs font-medium text-amber-800 dark:text-amber-200" data-testid="unverified-summary">
          {t("summary", { count: unverified })}
        </p>
      ) : null}
    </div>
  );
}
