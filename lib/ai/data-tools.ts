import "server-only";
import { tool, type ToolSet } from "ai";
import { z } from "zod";
import { getCompany, listCompanies } from "@/lib/companies/queries";
import type { OwnerDb } from "@/lib/db/handles";
import { runWithRls, type JwtClaims } from "@/lib/db/rls";
import { getSimulation, listSimulations } from "@/lib/simulations/queries";
import { REFORM_ASSUMED_FIELDS, reformValuesOfCompany } from "@/lib/tools/reforma-company";
import type { Translate } from "./engine-tools";

// Read-only tools over the user's own data, each query in its own withRls transaction with the user's claims:
// the model can only ever see what the user could see.

export function dataTools(db: OwnerDb, claims: JwtClaims, t: Translate): ToolSet {
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
    // The reforma_tributaria tool's input for one of the user's companies: what its record holds, and the figures it
    // does not (share sold to crediting buyers, purchases) as stated defaults the model should ask about.
    get_reform_inputs_for_my_company: tool({
      description: t("aiAssistant.dataTools.reformInputs"),
      inputSchema: id,
      execute: async ({ id }) => {
        const company = await withRls(claims, (tx) => getCompany(tx, claims.sub, id));
        if (!company) return { error: t("aiAssistant.errors.companyNotFound") };
        const prepared = reformValuesOfCompany(company);
        if (!prepared.ok) return { error: t(`aiAssistant.dataTools.reformCannot.${prepared.reason}`) };
        return {
          input: prepared.values,
          assumed: REFORM_ASSUMED_FIELDS,
          note: t("aiAssistant.dataTools.reformInputsNote"),
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
