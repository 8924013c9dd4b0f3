import type { CompanyDto } from "@/lib/companies/queries";
import type { ToolContext } from "@/lib/tools/context";
import { reformAnswerForCompany, type CompanyReformAnswer } from "./answer";

/** Answers already computed in this process, by everything they depend on (the oldest dropped first). */
const computed = new Map<string, CompanyReformAnswer>();
const COMPUTED_MAX = 2000;

/**
 * reformAnswerForCompany, computed once for the same company and context: the dashboard's reform card asks for every
 * Simples company on every visit, and each answer is an engine run (~0,4 ms of /dashboard's server time with the demo's
 * companies, docs/performance.md). The answer reads nothing but the company as read (its updatedAt and reform profile
 * included), the reference-rate scenarios and the day, so those are the key. The result is shared: read it only.
 */
export function memoisedReformAnswer(company: CompanyDto, context: ToolContext): CompanyReformAnswer {
  const key = `${context.today}|${JSON.stringify(context.referenceScenarios)}|${JSON.stringify(company)}`;
  const hit = computed.get(key);
  if (hit) return hit;
  const answer = reformAnswerForCompany(company, context);
  if (computed.size >= COMPUTED_MAX) computed.delete(computed.keys().next().value as string);
  computed.set(key, answer);
  return answer;
}
