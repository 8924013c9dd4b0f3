import { getTranslations } from "next-intl/server";
import { formatIsoDate, formatSemester, todayIso } from "@/lib/br/date";
import { formatPercent } from "@/lib/br/money";
import { optionWindows } from "@/lib/tax/reform/windows";
import type { ReferenceScenario } from "@/lib/tax/reform/types";
import type { Faq } from "./calculator-page";
import { WideTable } from "./explanations";

// The rules behind the reform calculator, rendered on the server from the engine's data (the reference-rate
// scenarios the page computes with, the Simples option windows), each row with its source, date and how settled it is.

export async function ReformExplanation({ scenarios }: { scenarios: ReferenceScenario[] }) {
  const page = await getTranslations("calculators.pages.reform");
  const t = await getTranslations("calculators.reform.explanation");
  const tool = await getTranslations("tools.reforma");
  const how = page.raw("how") as string[];
  const grade = (g: ReferenceScenario["grade"]) => tool(`grades.${g}.short`);
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
        head={[t("scenario"), tool("years.cbs"), tool("years.ibs"), t("source"), t("date"), t("grade")]}
        wrap={[0]}
        rows={scenarios.map((s) => [
          s.name,
          formatPercent(s.cbsPercent / 100),
          formatPercent(s.ibsPercent / 100),
          s.source,
          formatIsoDate(s.date),
          s.official ? tool("scenario.official") : grade(s.grade),
        ])}
      />
      <h3 className="text-lg font-semibold">{page("windowsTitle")}</h3>
      <WideTable
        label={page("windowsTitle")}
        head={[t("semester"), tool("calendar.opt"), tool("calendar.cancel"), tool("calendar.effective"), t("source")]}
        wrap={[0]}
        rows={windows.map((w) => [
          formatSemester(w.semester),
          `${formatIsoDate(w.optFrom)} – ${formatIsoDate(w.optUntil)}`,
          formatIsoDate(w.cancelUntil),
          formatIsoDate(w.effectiveFrom),
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
