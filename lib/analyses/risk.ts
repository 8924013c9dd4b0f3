import "server-only";
import { createHash } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import { listCompanies } from "@/lib/companies/queries";
import type { Db } from "@/lib/db/client";
import type { RiskLevel } from "@/lib/db/enums";
import { riskAnalyses } from "@/lib/db/schema";
import { analyse, detectRisks, type RiskAnalysis } from "@/lib/insights";
import { companyFacts } from "./facts";

/** One stored run, for the score history. */
export type RiskRunDto = {
  id: string;
  createdAt: string;
  score: number;
  level: RiskLevel;
  companies: number;
  risks: number;
};

export type RiskDetectorData = {
  /** Null when the user has no company: nothing is analysed or stored. */
  analysis: RiskAnalysis | null;
  /** Stored runs, newest first (the current one included). */
  history: RiskRunDto[];
};

const HISTORY = 12;

/** The user's stored runs, newest first. */
export async function listRiskRuns(db: Db, userId: string, limit = HISTORY): Promise<RiskRunDto[]> {
  const rows = await db
    .select({
      id: riskAnalyses.id,
      createdAt: riskAnalyses.createdAt,
      score: riskAnalyses.score,
      level: riskAnalyses.level,
      companies: riskAnalyses.companies,
      risks: riskAnalyses.risks,
      hash: riskAnalyses.snapshotHash,
    })
    .from(riskAnalyses)
    .where(eq(riskAnalyses.userId, userId))
    .orderBy(desc(riskAnalyses.createdAt))
    .limit(limit);
  return rows.map(({ hash: _hash, createdAt, ...r }) => ({ ...r, createdAt: createdAt.toISOString() }));
}

async function latestHash(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ hash: riskAnalyses.snapshotHash })
    .from(riskAnalyses)
    .where(eq(riskAnalyses.userId, userId))
    .orderBy(desc(riskAnalyses.createdAt))
    .limit(1);
  return row?.hash ?? null;
}

/**
 * Runs the risk detector over every company of the user (db: a withRls transaction) and stores the run with its
 * input snapshot when the facts changed since the last stored run, or always when `force` ('Analisar novamente').
 */
export async function runRiskDetector(
  db: Db,
  userId: string,
  { force }: { force: boolean },
): Promise<RiskDetectorData> {
  const companies = await listCompanies(db, userId);
  if (companies.length === 0) return { analysis: null, history: await listRiskRuns(db, userId) };
  const input = companies.map(companyFacts);
  const analysis = analyse(input.map((f) => ({ companyId: f.id, companyName: f.name, risks: detectRisks(f) })));
  const hash = createHash("sha256").update(JSON.stringify(input)).digest("hex");
  if (force || (await latestHash(db, userId)) !== hash) {
    await db.insert(riskAnalyses).values({
      userId,
      score: analysis.score,
      level: analysis.level,
      companies: analysis.companies.length,
      risks: analysis.risks.length,
      snapshotHash: hash,
      input,
      result: analysis,
    });
  }
  return { analysis, history: await listRiskRuns(db, userId) };
}
