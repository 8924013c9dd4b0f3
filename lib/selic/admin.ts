import "server-only";
import { eq } from "drizzle-orm";
import { writeAuditLog } from "@/lib/db/admin";
import type { AuditDb } from "@/lib/db/handles";
import { selicMonths } from "@/lib/db/schema";
import { parseSelicPercent, parseSelicSeries, type SelicMonthForm, type SelicSeriesForm } from "./schema";
import { getSelicMonth } from "./series";

// An administrator's changes to the Selic months (Configurações › Série Selic), run under withRls as the admin
// (the policy lets only administrators write) and audited in the same transaction, with the figure before and after.

type Actor = { actorId: string; ip: string | null };

/** Saves (adds or corrects) one month; returns whether it was new. */
export async function saveSelicMonth(db: AuditDb, actor: Actor, input: SelicMonthForm): Promise<{ created: boolean }> {
  const rate = parseSelicPercent(input.rate);
  if (rate === null) throw new RangeError("rate was validated by selicMonthFormSchema");
  const before = await getSelicMonth(db, input.period);
  await db
    .insert(selicMonths)
    .values({ period: input.period, rateHundredths: rate, source: "admin", note: input.note, updatedBy: actor.actorId })
    .onConflictDoUpdate({
      target: selicMonths.period,
      set: { rateHundredths: rate, source: "admin", note: input.note, updatedBy: actor.actorId },
    });
  await writeAuditLog(db, {
    actorId: actor.actorId,
    action: "admin.selic.save",
    target: `selic:${input.period}`,
    details: {
      before: before ? { rate: before.rate, source: before.source } : null,
      after: { rate, source: "admin" },
      note: input.note,
    },
    ip: actor.ip,
  });
  return { created: before === null };
}

/**
 * Saves a pasted series, every month or none (one transaction: the caller's), each audited as a month entered alone.
 * Returns how many months were added and how many corrected.
 */
export async function saveSelicSeries(
  db: AuditDb,
  actor: Actor,
  input: SelicSeriesForm,
): Promise<{ added: number; corrected: number }> {
  const { months, errors } = parseSelicSeries(input.series);
  if (errors.length > 0) throw new RangeError("the series was validated by selicSeriesFormSchema");
  let added = 0;
  for (const month of months) {
    const { created } = await saveSelicMonth(db, actor, { ...month, note: input.note });
    if (created) added++;
  }
  return { added, corrected: months.length - added };
}

/** Removes one month (a wrong entry); false when there was none. */
export async function removeSelicMonth(db: AuditDb, actor: Actor, period: string): Promise<boolean> {
  const before = await getSelicMonth(db, period);
  if (!before) return false;
  await db.delete(selicMonths).where(eq(selicMonths.period, period));
  await writeAuditLog(db, {
    actorId: actor.actorId,
    action: "admin.selic.remove",
    target: `selic:${period}`,
    details: { before: { rate: before.rate, source: before.source, note: before.note } },
    ip: actor.ip,
  });
  return true;
}
