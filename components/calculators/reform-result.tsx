"use client";

import { ReformaResult } from "@/components/tools/reforma/reforma-result";
import type { SimplesReformMonth } from "@/lib/tax";
import type { ReformResult } from "@/lib/tax/reform/types";
import type { ReformSale } from "@/lib/tools/reform-sentence";

/** The reform job's result and the 2027 DAS month it rests on (its CBS and IBS parcels). */
export type ReformOutcome = { reform: ReformResult; month: SimplesReformMonth; sale: ReformSale };

/** The public calculator's result: the tool's own presentation (answer first), with the 2027 DAS month on top. */
export function ReformResultView({ outcome }: { outcome: ReformOutcome }) {
  return <ReformaResult result={outcome.reform} month={outcome.month} sale={outcome.sale} />;
}
