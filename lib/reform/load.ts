import "server-only";
import { listCompanies, type CompanyDto } from "@/lib/companies/queries";
import type { Db } from "@/lib/db/client";
import type { ToolContext } from "@/lib/tools/context";
import { reformAnswerForCompany, type CompanyReformAnswer } from "./answer";

/** Every company of the user with its reform answer (db: a withRls transaction, or the service role for a job). */
export async function loadCompanyReformAnswers(
  db: Db,
  userId: string,
  context: ToolContext,
): Promise<{ company: CompanyDto; answer: CompanyReformAnswer }[]> {
  const companies = await listCompanies(db, userId);
  return companies.map((company) => ({ company, answer: reformAnswerForCompany(company, context) }));
}
