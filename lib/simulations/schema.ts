import { z } from "zod";
import { SIMULATION_TYPES, type SimulationType } from "@/lib/db/enums";

/** ?tipo= on /simulations; anything unknown means all types. */
export const simulationFiltersSchema = z.object({
  tipo: z
    .enum(SIMULATION_TYPES as [SimulationType, ...SimulationType[]])
    .optional()
    .catch(undefined),
});
