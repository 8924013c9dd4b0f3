import { getTranslations } from "next-intl/server";
import { formatDate, todayIso } from "@/lib/br/date";
import { formatPercent } from "@/lib/br/money";
import { optionWindows } from "@/lib/tax/reform/windows";
import type { ReferenceScenario } from "@/lib/tax/reform/types";
import type { Faq } from "./calculator-page";
import { WideTable } from "./explanations";

// The rules behind the reform calculator, rendered on the server from the engine's data (the reference-rate
// scenarios the page computes with, the Simples option windows), each row with its source, date and grade.

export async function ReformExplanation({ scenarios }: { scenarios: ReferenceScenario[] }) {
  const page = await getTranslations("calculators.pages.reform");
  const t = await getTranslations("calculators.reform");
  const how = page.raw("how") as string[];
  const grade = (g: ReferenceScenario["grade"]) => t(`grades.${g}`);
  const semester = (s: string) => {
    const [year, half] = s.split("-");
    return t("result.semester", { year, half });
  };
  // The windows still open to opt or to cancel, and the ones after them: the whole calendar to 2033 is in the app.
  const today = todayIso();
  const windows = optionWindows()
    .filter((w) => w.cancelUntil >= today)
    .slice(0, 4);
  return (
    <>
      <ul className="grid list-disc gap-2 pl-5">
        {how.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <h3 className="text-lg font-semibold">{page("scenariosTitle")}</h3>
      <WideTable
        label={page("scenariosTitle")}
        head={[
          t("result.scenario"),
          t("result.cbs"),
          t("result.ibs"),
          t("explanation.source"),
          t("explanation.date"),
          t("explanation.grade"),
        ]}
        wrap={[0]}
        rows={scenarios.map((s) => [
          s.name,
          formatPercent(s.cbsPercent / 100),
          formatPercent(s.ibsPercent / 100),
          s.source,
          formatDate(s.date),
          s.official ? t("result.official") : grade(s.grade),
        ])}
      />
      <h3 className="text-lg font-semibold">{page("windowsTitle")}</h3>
      <WideTable
        label={page("windowsTitle")}
        head={[
          t("explanation.semester"),
          t("result.optPeriod"),
          t("result.cancelUntil"),
          t("result.effectiveFrom"),
          t("explanation.source"),
        ]}
        wrap={[0]}
        rows={windows.map((w) => [
          semester(w.semester),
          `${formatDate(w.optFrom)} – ${formatDate(w.optUntil)}`,
          formatDate(w.cancelUntil),
          formatDate(w.effectiveFrom),
          `${w.source} (${grade(w.grade)})`,
        ])}
      />
    </>
  );
}

export async function reformFaq(): Promise<Faq[]> {
  const t = await getTranslations("calculators.pages.reform");
  const count = (t.raw("faq") as unknown[]).length;
  return Array.from({ length: count }, (_, i) => ({
    question: t(`faq.${i}.q` as never),
    answer: t(`faq.${i}.a` as never),
  }));
}
