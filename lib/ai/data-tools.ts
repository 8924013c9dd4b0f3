import "server-only";
import { tool, type ToolSet } from "ai";
import { z } from "zod";
import { getCompany, listCompanies } from "@/lib/companies/queries";
import type { OwnerDb } from "@/lib/db/handles";
import { runWithRls, type JwtClaims } from "@/lib/db/rls";
import { getSimulation, listSimulations } from "@/lib/simulations/queries";
import { reformAnswerForCompany } from "@/lib/reform/answer";
import { companyProfileHref } from "@/lib/reform/links";
import type { ToolContext } from "@/lib/tools/context";
import type { Translate } from "./engine-tools";

// Read-only tools over the user's own data, each query in its own withRls transaction with the user's claims:
// the model can only ever see what the user could see.

export function dataTools(db: OwnerDb, claims: JwtClaims, t: Translate, context: ToolContext): ToolSet {
  const withRls = <T>(c: JwtClaims, fn: Parameters<typeof runWithRls<T>>[2]) => runWithRls(db, c, fn);
  const id = z.object({ id: z.uuid() });
  return {
    list_my_companies: tool({
      description: t("aiAssistant.dataTools.listCompanies"),
      inputSchema: z.object({}),
      execute: () => withRls(claims, (tx) => listCompanies(tx, claims.sub)),
    }),
    get_my_company: tool({
      description: t("aiAssistant.dataTools.getCompany"),
      inputSchema: id,
      execute: async ({ id }) =>
        (await withRls(claims, (tx) => getCompany(tx, claims.sub, id))) ?? {
          error: t("aiAssistant.errors.companyNotFound"),
        },
    }),
    list_my_simulations: tool({
      description: t("aiAssistant.dataTools.listSimulations"),
      inputSchema: z.object({}),
      execute: () => withRls(claims, (tx) => listSimulations(tx, claims.sub, { limit: 20 })),
    }),
    // The company's reform answer (lib/reform, reformAnswerForCompany: its record and reform profile), the same the
    // tool, the dossier and the portfolio give; what the profile lacks is listed, never assumed.
    get_reform_answer_for_my_company: tool({
      description: t("aiAssistant.dataTools.reformAnswer"),
      inputSchema: id,
      execute: async ({ id }) => {
        const company = await withRls(claims, (tx) => getCompany(tx, claims.sub, id));
        if (!company) return { error: t("aiAssistant.errors.companyNotFound") };
        const a = reformAnswerForCompany(company, context);
        if (a.status === "unavailable")
          return { error: t(`aiAssistant.dataTools.reformCannot.${a.unavailable ?? "invalid"}`) };
        return {
          status: a.status,
          missing: a.missing,
          fillProfileAt: a.status === "missing" ? companyProfileHref(a.companyId) : null,
          choice: a.choice,
          breakEvenPercent: a.breakEvenKnown ? a.breakEvenPercent : "unknown",
          monthlySaving: a.monthlySaving,
          sellerExtraTax: a.sellerExtraTax,
          nextWindow: a.nextWindow,
          cancellation: a.cancellation,
          scenario: a.scenarioName,
          toolInput: a.values,
          note: t("aiAssistant.dataTools.reformAnswerNote"),
        };
      },
    }),
    get_my_simulation: tool({
      description: t("aiAssistant.dataTools.getSimulation"),
      inputSchema: id,
      execute: async ({ id }) =>
        (await withRls(claims, (tx) => getSimulation(tx, claims.sub, id))) ?? {
          error: t("aiAssistant.errors.simulationNotFound"),
        },
    }),
  };
}
