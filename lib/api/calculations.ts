import "server-only";
import { SIMULATION_TYPES, type SimulationType } from "@/lib/db/enums";
import { withRls } from "@/lib/db/rls";
import { AppError } from "@/lib/errors";
import { hasFeature } from "@/lib/plans/permissions";
import { getSimulation, listSimulations } from "@/lib/simulations/queries";
import { TAX_ENGINE_VERSION, TaxInputError } from "@/lib/tax";
import { isToolKey, TOOL_KEYS, toolDef } from "@/lib/tools/catalogue";
import { loadToolContext } from "@/lib/tools/load-context";
import { z } from "zod";
import { apiEndpoint, byId, notFound, readJson, type ApiHandler } from "./handler";

// /api/v1/calculations/{name}: the calculators of the catalogue, with their form schemas and engine calls; the
// result carries the memória de cálculo (steps with their legal sources) exactly as the screens show it.
// /api/v1/simulations: the user's saved simulations.

export const calculateHandler: ApiHandler<{ name: string }> = async ({ params, permissions, request }) => {
  if (!isToolKey(params.name)) throw new AppError("not_found", "api.errors.notFound");
  const tool = toolDef(params.name);
  if (!hasFeature(permissions, tool.feature)) throw new AppError("feature_locked", "api.errors.upgrade");
  const input = await readJson(request, tool.schema);
  const context = await loadToolContext();
  try {
    return Response.json({
      data: {
        calculation: tool.key,
        year: tool.year(input),
        engine: TAX_ENGINE_VERSION,
        result: tool.run(input, context),
      },
    });
  } catch (error) {
    // The schema accepted the text, the engine refused the values (a limit of the law, a scenario the server no
    // longer has): a 422 naming the field, as the screens say it, never a 500.
    if (error instanceof TaxInputError)
      throw new AppError("invalid_input", "tools.errors.invalidInput", { [error.field]: "tools.errors.invalidInput" });
    throw error;
  }
};

export const CALCULATION_NAMES = TOOL_KEYS;

const typeSchema = z.enum(SIMULATION_TYPES as [SimulationType, ...SimulationType[]]);

export const listSimulationsHandler: ApiHandler = async ({ claims, request }) => {
  const raw = new URL(request.url).searchParams.get("type");
  const type = raw === null ? undefined : typeSchema.safeParse(raw);
  if (type && !type.success)
    throw new AppError("invalid_input", "api.errors.invalidInput", { type: "tools.errors.invalid" });
  const data = await withRls(claims, (tx) => listSimulations(tx, claims.sub, { type: type?.data }));
  return Response.json({ data });
};

export const getSimulationHandler = apiEndpoint({ params: byId }, async ({ claims, params: { id } }) => {
  const simulation = await withRls(claims, (tx) => getSimulation(tx, claims.sub, id));
  if (!simulation) throw notFound();
  return Response.json({ data: simulation });
});
