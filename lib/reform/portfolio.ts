import type { CompanyDto } from "@/lib/companies/queries";
import type { ReformProfileField } from "@/lib/companies/reform-profile-schema";
import type { OptionChoice } from "@/lib/tax/reform/types";
import type { ToolContext } from "@/lib/tools/context";
import { reformAnswerForCompany, type CompanyReformAnswer } from "./answer";

/** One Simples company of the account in the portfolio table of /reforma-tributaria (and its CSV). */
export type ReformPortfolioRow = {
  companyId: string;
  name: string;
  cnpj: string | null;
  /** ready: the decision at the informed share; missing: what to inform first (never a computed "never pays"). */
  status: "ready" | "missing";
  missing: ReformProfileField[];
  /** Main scenario's b*, percent of sales to crediting buyers; null when opting out never creates joint value. */
  breakEvenPercent: number | null;
  /** b* is known (the purchases and the reduction are informed). */
  breakEvenKnown: boolean;
  /** The choice by b* alone: "outside" when any share pays, "inside" when none does, else "indifferent"; null unknown. */
  rule: OptionChoice | null;
  /** The choice at the informed share, and the joint gain per month it gives (null unless ready). */
  choice: OptionChoice | null;
  share: number | null;
  monthlySaving: number | null;
  /** Where the profile comes from (the company form, or the newest saved reform simulation) and when it changed. */
  basis: "informed" | "simulation" | null;
  updatedAt: string | null;
  /** The next option window: its semester, last day to opt and last day to cancel (ISO). */
  semester: string | null;
  optUntil: string | null;
  cancelUntil: string | null;
  /** The company opted out of the DAS and may still cancel until this day (ISO). */
  cancellationUntil: string | null;
};

/** A portfolio row that could not be computed (no revenue or activity on the record, or a value the engine refuses). */
export type ReformPortfolioGap = { companyId: string; name: string; reason: "noRevenue" | "invalid" };

/** A portfolio row from the company's reform answer (reformAnswerForCompany); null for a company that is no row. */
export function portfolioRowOf(answer: CompanyReformAnswer, company: CompanyDto): ReformPortfolioRow | null {
  if (answer.regime !== "simples" || answer.status === "unavailable") return null;
  const b = answer.breakEvenPercent;
  return {
    companyId: answer.companyId,
    name: answer.companyName,
    cnpj: answer.cnpj,
    status: answer.status,
    missing: answer.missing,
    breakEvenPercent: b,
    breakEvenKnown: answer.breakEvenKnown,
    rule: !answer.breakEvenKnown ? null : b === null ? "inside" : b === 0 ? "outside" : "indifferent",
    choice: answer.choice,
    share: answer.status === "ready" ? (company.reformProfile?.creditingBuyersPercent ?? null) : null,
    monthlySaving: answer.monthlySaving,
    basis: answer.profileSource,
    updatedAt: answer.profileUpdatedAt,
    semester: answer.nextWindow?.semester ?? null,
    optUntil: answer.nextWindow?.optUntil ?? null,
    cancelUntil: answer.nextWindow?.cancelUntil ?? null,
    cancellationUntil: answer.cancellation?.cancelUntil ?? null,
  };
}

/**
 * Every active Simples company of the account, each through reformAnswerForCompany (its record and reform profile,
 * the server's main scenario): the same answer the tool, the dossier and the assistant give for it.
 */
export function reformPortfolio(
  companies: readonly CompanyDto[],
  context: ToolContext,
): { rows: ReformPortfolioRow[]; gaps: ReformPortfolioGap[] } {
  const rows: ReformPortfolioRow[] = [];
  const gaps: ReformPortfolioGap[] = [];
  for (const company of companies) {
    if (company.regime !== "simples_nacional" || company.status !== "ativa") continue;
    const answer = reformAnswerForCompany(company, context);
    const row = portfolioRowOf(answer, company);
    if (row) rows.push(row);
    else
      gaps.push({
        companyId: company.id,
        name: company.name,
        reason: answer.unavailable === "revenue" ? "noRevenue" : "invalid",
      });
  }
  return { rows, gaps };
}
