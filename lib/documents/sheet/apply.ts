import "server-only";
import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { isRlsViolation } from "@/lib/db/errors";
import { companies, companyMonths } from "@/lib/db/schema";
import type { SheetRow } from "./schema";

const money = (centavos: number | null) => (centavos === null ? null : (centavos / 100).toFixed(2));

export type SheetApplied = { created: number; updated: number; skipped: string[] };

/** Whether the insert went in, in a savepoint of its own: false when the database refused it (the band is full). */
async function insertWithinBand(db: Db, insert: (tx: Db) => Promise<unknown>): Promise<boolean> {
  try {
    await db.transaction((tx) => insert(tx as unknown as Db));
    return true;
  } catch (error) {
    if (isRlsViolation(error)) return false;
    throw error;
  }
}

/**
 * Writes the spreadsheet's companies in the caller's transaction (all or nothing): a CNPJ the user already has is
 * updated, any other is created while the plan has room (`room` new companies; the lines past it are reported, not
 * written; "counted": an office's band, which the database counts as each client is added); each company's twelve months go to its history (source planilha) and to the simulators' last 12 months.
 */
export async function applySheet(
  db: Db,
  userId: string,
  months: string[],
  rows: SheetRow[],
  room: number | null | "counted",
): Promise<SheetApplied> {
  const existing = await db
    .select({ id: companies.id, cnpj: companies.cnpj })
    .from(companies)
    .where(
      and(
        eq(companies.userId, userId),
        inArray(
          companies.cnpj,
          rows.map((r) => r.cnpj),
        ),
      ),
    );
  const byCnpj = new Map(existing.map((c) => [c.cnpj!, c.id]));
  const result: SheetApplied = { created: 0, updated: 0, skipped: [] };
  const seen = new Set<string>();
  for (const row of rows) {
    if (seen.has(row.cnpj)) continue;
    seen.add(row.cnpj);
    const values = {
      name: row.nome,
      regime: row.regime,
      activity: row.atividade,
      state: row.uf,
      monthlyRevenues: row.receitas.map((c) => ((c ?? 0) / 100).toFixed(2)),
      annualRevenue: null,
      payrollMonthly: money(row.folha),
      proLaboreMonthly: money(row.prolabore),
    };
    let id = byCnpj.get(row.cnpj);
    if (id) {
      await db
        .update(companies)
        .set(values)
        .where(and(eq(companies.id, id), eq(companies.userId, userId)));
      result.updated++;
    } else {
      if (typeof room === "number" && result.created >= room) {
        result.skipped.push(row.cnpj);
        continue;
      }
      // The id chosen here, not returned: an analista sees the new client only once the database has assigned it.
      const newId = randomUUID();
      const insert = (tx: Db) =>
        tx.insert(companies).values({ id: newId, userId, cnpj: row.cnpj, status: "ativa", ...values });
      // Counted by the database: a line past the band is refused alone (a savepoint), the others are written.
      if (room === "counted" ? !(await insertWithinBand(db, insert)) : (await insert(db), false)) {
        result.skipped.push(row.cnpj);
        continue;
      }
      id = newId;
      result.created++;
    }
    for (const [i, month] of months.entries()) {
      const figures = {
        revenueInternal: money(row.receitas[i] ?? 0)!,
        revenueExternal: "0.00",
        source: "planilha" as const,
        declarationId: null,
      };
      await db
        .insert(companyMonths)
        .values({ companyId: id, userId, month: `${month}-01`, ...figures })
        .onConflictDoUpdate({ target: [companyMonths.companyId, companyMonths.month], set: figures });
    }
  }
  return result;
}
