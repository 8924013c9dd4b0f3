import { createTranslator } from "next-intl";
import { formatDate, formatSemester } from "@/lib/br/date";
import { formatBrl } from "@/lib/br/money";
import messages from "@/messages/pt-BR.json";
import type { CompanyReformAnswer } from "./answer";
import type { ReformDeadline } from "./deadlines";

// The reform answer of a company in one pt-BR line, and a deadline in one line: the same words on the dashboard card,
// in the reminder e-mails, in the calendar file and in the in-app list. Plain translators (jobs run outside requests).

const t = createTranslator({ locale: "pt-BR", messages, namespace: "reformAnswer" });

/** "Fique no DAS…", "Recolher por fora compensa…", or "Falta informar: …" (never a guess). */
export function answerLine(answer: CompanyReformAnswer): string {
  if (answer.status === "unavailable") return t(`unavailable.${answer.unavailable ?? "invalid"}`);
  if (answer.status === "missing")
    return t("missing", { fields: answer.missing.map((f) => t(`fields.${f}`)).join(", ") });
  if (answer.regime !== "simples") {
    const v = answer.monthlySaving ?? 0;
    return t("regular", { direction: v > 0 ? "less" : v < 0 ? "more" : "same", value: formatBrl(Math.abs(v)) });
  }
  return t(`choice.${answer.choice ?? "indifferent"}`, { value: formatBrl(Math.abs(answer.monthlySaving ?? 0)) });
}

/** "Opção por CBS e IBS por fora (its semester, by formatSemester): de 01/03/2027 a 31/03/2027" or the cancellation's line. */
export function deadlineLine(d: ReformDeadline): string {
  return t(`deadline.${d.kind}`, {
    semester: formatSemester(d.semester),
    from: d.from ? formatDate(d.from) : "",
    until: formatDate(d.until),
  });
}
