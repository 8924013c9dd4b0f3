import { createHash } from "node:crypto";

/** Generated inputs per action or route handler (the issue asks for at least 1,000). */
export const FUZZ_RUNS = Number(process.env.CHAOS_FUZZ_RUNS ?? 1000);

/**
 * A fixed seed per target, so a run is reproducible and CI never flakes on a new random input; CHAOS_SEED=random
 * (or a number) explores further locally. A failure prints its seed and path; keep it as a regular test.
 */
export function fuzzSeed(id: string): number | undefined {
  const configured = process.env.CHAOS_SEED;
  if (configured === "random") return undefined;
  const base = configured ? Number(configured) : 2026;
  return (base ^ createHash("sha256").update(id).digest().readInt32LE(0)) | 0;
}
