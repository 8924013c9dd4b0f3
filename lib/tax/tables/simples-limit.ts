import { brl, type Cents } from "../money";
import type { Sourced } from "./types";

/**
 * The Simples Nacional's yearly revenue ceiling (R$ 4,8 milhões since 2018, LC 155/2016), which the 2026 table states
 * and the 2027 table carries over. On its own so that the public calculators' form checks (lib/tools) read it
 * without the year tables in their first JavaScript.
 */
export const SIMPLES_LIMIT: Sourced<Cents> = { value: brl(4_800_000), source: "LC 123/2006, art. 3º, II" };

/** The ICMS/ISS sublimite (R$ 3,6 milhões): above it in the year, they are paid outside the DAS. */
export const SIMPLES_SUBLIMITE: Sourced<Cents> = { value: brl(3_600_000), source: "LC 123/2006, art. 13-A" };
