import "server-only";
import type { Db } from "@/lib/db/client";
import { latestDeclarationStatus } from "@/lib/documents/queries";

// The portfolio's "última declaração" and "DAS diverge" read the PGDAS-D declarations the documents import stored for
// each client and their reconciliation (lib/documents: THE latest status of a company). A declaration that could not
// be verified has a period but no DAS status: the portfolio says so rather than a guess.

export type DeclarationStatus = { period: string; dasStatus: "confere" | "diverge" | null };

/**
 * The last declaration in force of each of the office's clients that has one: its period (first day) and whether its
 * DAS matches the engine. Read as the office's titular, whose rows the declarations are.
 */
export async function declarationStatus(
  db: Db,
  ownerId: string,
  companyIds: readonly string[],
): Promise<Map<string, DeclarationStatus>> {
  const rows = await latestDeclarationStatus(db, ownerId, [...companyIds]);
  return new Map(
    rows.map((r) => [
      r.companyId,
      { period: `${r.pa}-01`, dasStatus: r.status === "nao_verificavel" ? null : r.status },
    ]),
  );
}
