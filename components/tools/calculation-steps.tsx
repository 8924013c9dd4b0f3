"use client";

import { useTranslations } from "next-intl";
import { formatStepValue as formatValue } from "@/lib/tools/step-value";
import { TextLink } from "@/components/ui/text-link";

type Step = { label: string; formula: string; value: number; source: string };

/**
 * The memória de cálculo every result carries (lib/tax/README.md): each step, its formula and the legal source,
 * expandable. A client component, given the steps as data: a saved simulation's page renders its result on the
 * server, and each of its dozens of steps then travelled as HTML and again as an element tree in the RSC payload.
 */
export function CalculationSteps({ steps, title, open = false }: { steps: Step[]; title?: string; open?: boolean }) {
  const t = useTranslations("tools.memory");
  if (steps.length === 0) return null;
  return (
    <details className="group rounded-md border p-3" open={open} data-testid="calculation-steps">
      <summary className="cursor-pointer text-sm font-medium">{title ?? t("title")}</summary>
      {/* Each step's look comes from .calc-steps (app/globals.css): a result has dozens of them. */}
      <ol className="calc-steps mt-3 grid gap-3">
        {steps.map((step, i) => (
          <li key={i}>
            <div>
              <span>{step.label}</span>
              <span>{formatValue(step)}</span>
            </div>
            <span>{step.formula}</span>
            <cite>
              {t("source")}: {step.source}
            </cite>
          </li>
        ))}
      </ol>
    </details>
  );
}

/** How every calculator result closes: the memória de cálculo, then a link to the tool that goes further. */
export function StepsAndNext({ steps, next }: { steps: Step[]; next: { href: string; label: string } }) {
  return (
    <>
      <CalculationSteps steps={steps} />
      <div className="flex flex-wrap gap-4 text-sm">
        <TextLink href={next.href}>{next.label}</TextLink>
      </div>
    </>
  );
}
