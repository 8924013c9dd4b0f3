import { z } from "zod";
import { formatBrlInput } from "@/lib/br/money";
import { REFORM_PROFILE_REDUCTIONS as DB_REDUCTIONS, type ReformProfileSource } from "@/lib/db/enums";
import { moneyAt, optionalPercentSchema } from "@/lib/forms/fields";
import type { ReformReduction } from "@/lib/tax/reform/types";

// A company's reform profile (supabase/migrations/20261201040001_company_reform_profiles.sql): what the CBS/IBS
// answer needs beyond the company record. On the company form, its API and filled from a saved reform simulation.
// Every field may be left empty: "not informed", which the screens show as "Falta informar…", never as a guess.

export const REFORM_PROFILE_REDUCTIONS = DB_REDUCTIONS satisfies readonly ReformReduction[];

/** The sublimite state (LC 123 art. 13-A): read from the revenue, or stated. */
export const SUBLIMITE_STATES = ["auto", "within", "exceeded"] as const;
export type SublimiteState = (typeof SUBLIMITE_STATES)[number];

/** Whether the company opted for CBS/IBS outside the DAS in the last window: not said, no, yes. */
export const REGULAR_OPTION_STATES = ["", "no", "yes"] as const;

/** The stored profile: null = not informed. */
export type ReformProfile = {
  creditingBuyersPercent: number | null;
  purchasesRegular: number | null;
  purchasesSimples: number | null;
  reduction: ReformReduction | null;
  /** null: read from the RBT12 against the sublimite. */
  sublimiteExceeded: boolean | null;
  /** The company opted for CBS/IBS outside the DAS in the last window; null = not said. */
  regularOption: boolean | null;
  source: ReformProfileSource;
  /** ISO timestamp of the last change. */
  updatedAt: string;
};

/** The fields the answer may miss, in the order the form asks for them. */
export const REFORM_PROFILE_FIELDS = [
  "creditingBuyersPercent",
  "purchasesRegular",
  "purchasesSimples",
  "reduction",
] as const satisfies readonly (keyof ReformProfile)[];
export type ReformProfileField = (typeof REFORM_PROFILE_FIELDS)[number];

/** The profile's part of the company form and of the API body: text as typed, empty = not informed. */
export const reformProfileFormSchema = z
  .object({
    creditingBuyersPercent: optionalPercentSchema(0, 100),
    purchasesRegular: z.string(),
    purchasesSimples: z.string(),
    reduction: z.enum(["", ...REFORM_PROFILE_REDUCTIONS]),
    sublimite: z.enum(SUBLIMITE_STATES),
    regularOption: z.enum(REGULAR_OPTION_STATES),
  })
  .transform((v, ctx) => ({
    creditingBuyersPercent: v.creditingBuyersPercent ?? null,
    purchasesRegular: moneyAt(v.purchasesRegular, ctx, ["purchasesRegular"], false) ?? null,
    purchasesSimples: moneyAt(v.purchasesSimples, ctx, ["purchasesSimples"], false) ?? null,
    reduction: v.reduction === "" ? null : v.reduction,
    sublimiteExceeded: v.sublimite === "auto" ? null : v.sublimite === "exceeded",
    regularOption: v.regularOption === "" ? null : v.regularOption === "yes",
  }));

export type ReformProfileFormValues = z.input<typeof reformProfileFormSchema>;
/** What a write stores (source and time are the server's). */
export type ReformProfileInput = z.output<typeof reformProfileFormSchema>;

export const emptyReformProfileForm = (): ReformProfileFormValues => ({
  creditingBuyersPercent: "",
  purchasesRegular: "",
  purchasesSimples: "",
  reduction: "",
  sublimite: "auto",
  regularOption: "",
});

const moneyText = (v: number | null) => (v === null ? "" : formatBrlInput(v));

/** The form pre-filled from a stored profile (client-safe). */
export function reformProfileToFormValues(p: ReformProfile | null): ReformProfileFormValues {
  if (!p) return emptyReformProfileForm();
  return {
    creditingBuyersPercent: p.creditingBuyersPercent === null ? "" : String(p.creditingBuyersPercent).replace(".", ","),
    purchasesRegular: moneyText(p.purchasesRegular),
    purchasesSimples: moneyText(p.purchasesSimples),
    reduction: p.reduction ?? "",
    sublimite: p.sublimiteExceeded === null ? "auto" : p.sublimiteExceeded ? "exceeded" : "within",
    regularOption: p.regularOption === null ? "" : p.regularOption ? "yes" : "no",
  };
}

/** The fields of the profile still empty (those the answer needs). */
export function missingReformFields(
  p: Pick<ReformProfile, ReformProfileField> | null,
  fields: readonly ReformProfileField[] = REFORM_PROFILE_FIELDS,
): ReformProfileField[] {
  return fields.filter((f) => p === null || p[f] === null);
}
