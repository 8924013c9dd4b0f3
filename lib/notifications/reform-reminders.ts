import "server-only";
import type { OwnerDb } from "@/lib/db/client";
import { env } from "@/lib/env";
import { daysUntil, reformDeadlines, reminderStage, type ReformDeadline } from "@/lib/reform/deadlines";
import { loadCompanyReformAnswers } from "@/lib/reform/load";
import { answerLine, deadlineLine } from "@/lib/reform/summary";
import { loadToolContext } from "@/lib/tools/load-context";
import { queueEmail } from "./queue";
import { mailRecipients } from "./recipients";
import { reformDeadlineEmail } from "./templates";

export type ReformReminderReport = { users: number; emailed: number; reminders: number; failed: number };

/**
 * The key of one reminder: one e-mail per user, deadline (kind and day) and stage (30, 7 or 1 day), whatever the
 * number of runs, of companies or of restarts: the outbox's unique key makes a second run queue nothing.
 */
export const reminderKey = (userId: string, kind: ReformDeadline["kind"], until: string, stage: number) =>
  `reform_deadline:${userId}:${kind}:${until}:${stage}`;

/**
 * The reform deadline reminders: for every user who kept them on (Settings › Notificações), each deadline of their
 * active Simples companies (the option window's last day; for a company that opted, the last day to cancel) due a
 * reminder today (30, 7 and 1 day before, lib/reform/deadlines.ts) becomes one e-mail listing the companies and each
 * one's reform answer (reformAnswerForCompany). Daily, by the scheduler or POST /api/jobs/reform-reminders.
 */
export async function runReformReminders(db: OwnerDb, now = new Date()): Promise<ReformReminderReport> {
  const appUrl = env().APP_URL;
  const context = await loadToolContext(db, now);
  const today = context.today;
  const run = await mailRecipients(
    db,
    "reform reminders",
    (user) => user.preferences.reformDeadlines,
    async (tx, user) => {
      const due = new Map<string, { deadline: ReformDeadline; stage: number; items: string[][] }>();
      for (const { answer } of await loadCompanyReformAnswers(tx, user.id, context)) {
        for (const deadline of reformDeadlines(answer, today)) {
          const stage = reminderStage(today, deadline.until);
          if (stage === null) continue;
          const key = reminderKey(user.id, deadline.kind, deadline.until, stage);
          const entry = due.get(key) ?? { deadline, stage, items: [] };
          entry.items.push([answer.companyId, answer.companyName, deadlineLine(deadline), answerLine(answer)]);
          due.set(key, entry);
        }
      }
      let reminded = 0;
      for (const [dedupeKey, { deadline, items }] of due) {
        const message = reformDeadlineEmail(
          user.email,
          user.name,
          appUrl,
          { kind: deadline.kind, until: deadline.until, daysLeft: daysUntil(today, deadline.until) },
          items.map(([companyId, companyName, line, answer]) => ({ companyId, companyName, deadline: line, answer })),
        );
        const topics = items.map(([companyId]) => `${companyId}:${deadline.kind}:${deadline.until}`);
        if (await queueEmail(tx, { userId: user.id, kind: "reform_deadline", dedupeKey, message, topics })) reminded++;
      }
      return reminded;
    },
  );
  return { users: run.users, emailed: run.emailed, reminders: run.items, failed: run.failed };
}
