import "server-only";
import type { OwnerDb } from "@/lib/db/handles";
import { OutboundError } from "@/lib/security/ssrf";
import { runSelicFetch, type SelicFetchReport } from "./fetch-job";
import type { BcbFetchOptions } from "./bcb";

/** A fetch whose failure is an answer (the Banco Central unreachable or answering something else), not a throw. */
export type SelicFetchOutcome = { ok: true; report: SelicFetchReport } | { ok: false; reason: string };

export async function trySelicFetch(
  db: OwnerDb,
  options: BcbFetchOptions & { now?: Date } = {},
): Promise<SelicFetchOutcome> {
  try {
    return { ok: true, report: await runSelicFetch(db, options) };
  } catch (error) {
    if (error instanceof OutboundError) return { ok: false, reason: error.reason };
    if (error instanceof SyntaxError) return { ok: false, reason: "unexpected_answer" };
    throw error;
  }
}
