import { useTranslations } from "next-intl";
import { reformSentence, type ReformSale } from "@/lib/tools/reform-sentence";
import type { ReformResult } from "@/lib/tax/reform/types";

/**
 * The answer first (a Simples company): one plain sentence, the deadline to opt and the reference rate it used, above
 * every figure, so a phone shows them on the result's first screen. Presumido and Real have no option to decide.
 */
export function ReformAnswerCard({ result, sale }: { result: ReformResult; sale?: ReformSale }) {
  const t = useTranslations("tools.reforma.answer");
  const answer = reformSentence(result, sale);
  if (!answer) return null;
  return (
    <section
      aria-labelledby="reform-answer-title"
      className="border-primary/40 bg-primary/5 grid gap-2 rounded-xl border-2 p-4 sm:p-5"
      data-testid="reform-answer"
      data-result-lead
      data-choice={answer.choice}
    >
      <h2 id="reform-answer-title" className="text-muted-foreground text-sm font-medium">
        {t("title")}
      </h2>
      <p className="text-lg leading-snug font-semibold text-pretty" data-testid="reform-answer-sentence">
        {t(answer.sentence.key, answer.sentence.values)}
      </p>
      <p className="text-sm" data-testid="reform-answer-deadline">
        {answer.deadline ? t("deadline", answer.deadline) : t("noDeadline")}
      </p>
      {answer.price ? (
        <p className="text-sm" data-testid="reform-answer-price">
          {t(answer.price.key, answer.price.values)}
        </p>
      ) : null}
      <p className="text-muted-foreground text-xs" data-testid="reform-answer-rate">
        {t(answer.rate.official ? "rateOfficial" : "rateEstimate", {
          name: answer.rate.name,
          source: answer.rate.source,
        })}
        {answer.scenarioSensitive ? ` ${t("scenarioSensitive")}` : null}
      </p>
    </section>
  );
}
