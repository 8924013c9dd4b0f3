import { simplesNacional, SUPPORTED_YEARS, type Annex, type Step, type TaxYear } from "@/lib/tax";
import { FATOR_R_NEAR_MARGIN } from "@/lib/tax/jobs/compare-regimes";
import { PPM, compareRatio, mulDivCeil } from "@/lib/tax/money";
import { tablesFor } from "@/lib/tax/tables";
import type { PgdasActivity, PgdasDeclaration, PgdasEstablishment } from "./pgdas/types";

// The declared DAS against the law, per PA, per activity, per tax: the engine computes each tax for the activity's
// revenue, annex and the company's RBT12 (each tax rounded half-up on its own, the DAS their sum), the activity's
// segregations take their taxes out (LC 123/2006, art. 18, § 4º-A), and each difference is named with its likely cause.

/** The engine's name of a declaration's tax column ("PIS/Pasep" → PIS); columns it does not know are compared to 0. */
const ENGINE_TAX: Record<string, string> = {
  IRPJ: "IRPJ",
  CSLL: "CSLL",
  COFINS: "COFINS",
  "PIS/Pasep": "PIS",
  "INSS/CPP": "CPP",
  ICMS: "ICMS",
  IPI: "IPI",
  ISS: "ISS",
  CBS: "CBS",
  IBS: "IBS",
};

const EXPORT_FREE = ["COFINS", "PIS/Pasep", "ICMS", "IPI", "ISS", "CBS", "IBS"];
const SEGREGABLE = ["ICMS", "COFINS", "PIS/Pasep"];
const ANNEXES: Annex[] = ["I", "II", "III", "IV", "V"];

export type TaxLine = {
  column: string;
  declared: number;
  expected: number;
  difference: number;
  /** How the law's amount was reached, in the memória's words. */
  formula: string;
  source: string;
};

export type CauseCode =
  | "annex"
  | "fator_r"
  | "iss_retention"
  | "iss_twice"
  | "segregation"
  | "sublimite"
  | "rounding"
  | "above_law"
  | "below_law";

export type ActivityReconciliation = {
  establishment: string;
  description: string;
  revenue: number;
  /** The annex the law gives (after the Fator r). */
  annex: Annex | null;
  status: "confere" | "diverge" | "nao_verificavel";
  /** Why it could not be checked: an activity whose annex the text does not say, a year without tables. */
  unverifiable?: "unknown_annex" | "unsupported_year";
  lines: TaxLine[];
  /** The likely cause of the differences, and the annex the declared amounts match when that is the cause. */
  cause: { code: CauseCode; annex?: Annex } | null;
  /** The activity's memória: RBT12, Fator r, band, effective rate. */
  steps: Step[];
};

export type FindingCode =
  "fator_r_below" | "fator_r_near" | "sublimite_near" | "limit_near" | "declared_above_law" | "monofasico_check";
/** Something the owner should act on, with its figures (centavos, or a ratio in parts per million). */
export type Finding = { code: FindingCode; values: Record<string, number> };

export type Reconciliation = {
  status: "confere" | "diverge" | "nao_verificavel";
  year: number | null;
  rbt12: number;
  /** Declared minus the law, over every tax of every activity (centavos). */
  difference: number;
  activities: ActivityReconciliation[];
  findings: Finding[];
};

type Context = { year: TaxYear; rbt12: number; fs12: number | null; est: PgdasEstablishment };

const reais = (c: number) => c / 100;
const cents = (r: number) => Math.round(r * 100);

/** The law's amount per declared column for `annex`, with the activity's segregations applied. */
function lawAmounts(a: PgdasActivity, annex: Annex, fatorR: boolean, ctx: Context, columns: string[]) {
  const result = simplesNacional({
    year: ctx.year,
    annex,
    monthRevenue: reais(a.revenue),
    rbt12: reais(ctx.rbt12),
    fatorRApplies: fatorR,
    ...(fatorR ? { payroll12m: reais(ctx.fs12 ?? 0) } : {}),
    sublimiteExceeded: ctx.est.impedidoIcmsIss,
  });
  const split = result.split as unknown as Record<string, number | undefined>;
  const lines: TaxLine[] = columns.map((column) => {
    const declared = a.taxes[column] ?? 0;
    const engine = ENGINE_TAX[column];
    const step = result.steps.find((s) => s.label === `${engine} no DAS`);
    let expected = engine ? cents(split[engine] ?? 0) : 0;
    let formula = step?.formula ?? `${column} não integra o DAS desta atividade`;
    let source = step?.source ?? "LC 123/2006, art. 13";
    if (a.traits.export && EXPORT_FREE.includes(column) && expected > 0) {
      [expected, formula, source] = [
        0,
        "receita de exportação: sem este tributo no DAS",
        "LC 123/2006, art. 18, §4º-A, IV e §14",
      ];
    } else if ((a.traits.issRetido || a.traits.locacao) && column === "ISS" && expected > 0) {
      formula = a.traits.locacao
        ? "locação de bens móveis: sem ISS"
        : "ISS retido pelo tomador ou devido a outro município";
      [expected, source] = [
        0,
        a.traits.locacao ? "LC 123/2006, art. 18, §5º-F" : "LC 123/2006, art. 18, §4º-A, II; art. 21, §4º",
      ];
    } else if (a.traits.segregated && SEGREGABLE.includes(column) && declared === 0 && expected > 0) {
      formula = "receita segregada (substituição tributária ou tributação monofásica): sem este tributo no DAS";
      [expected, source] = [0, "LC 123/2006, art. 18, §4º-A, I"];
    }
    return { column, declared, expected, difference: declared - expected, formula, source };
  });
  const steps = result.steps.filter((s) => !s.label.endsWith(" no DAS") && s.label !== "DAS do mês");
  return { annex: result.annex, lines, steps };
}

const matches = (lines: TaxLine[], declared: PgdasActivity) =>
  lines.every((l) => l.expected === (declared.taxes[l.column] ?? 0));

function causeOf(
  a: PgdasActivity,
  annex: Annex,
  lines: TaxLine[],
  ctx: Context,
  columns: string[],
): ActivityReconciliation["cause"] {
  for (const other of ANNEXES) {
    if (other === annex) continue;
    try {
      if (matches(lawAmounts(a, other, false, ctx, columns).lines, a)) {
        const byFatorR = a.traits.fatorR && (other === "III" || other === "V");
        return { code: byFatorR ? "fator_r" : "annex", annex: other };
      }
    } catch {
      // An annex the year's tables do not hold for this revenue: not the cause.
    }
  }
  const diff = (column: string) => lines.find((l) => l.column === column)?.difference ?? 0;
  const iss = lines.find((l) => l.column === "ISS");
  if (iss && iss.declared === 0 && iss.expected > 0)
    return { code: ctx.est.impedidoIcmsIss ? "sublimite" : "iss_retention" };
  if (iss && a.traits.issRetido && iss.declared > 0) return { code: "iss_twice" };
  if (SEGREGABLE.some((c) => diff(c) < 0 && (a.taxes[c] ?? 0) === 0)) return { code: "segregation" };
  const icms = lines.find((l) => l.column === "ICMS");
  if (icms && icms.declared === 0 && icms.expected > 0 && ctx.est.impedidoIcmsIss) return { code: "sublimite" };
  if (lines.every((l) => Math.abs(l.difference) <= 1)) return { code: "rounding" };
  const total = lines.reduce((s, l) => s + l.difference, 0);
  return { code: total > 0 ? "above_law" : "below_law" };
}

function reconcileActivity(
  a: PgdasActivity,
  ctx: Context | null,
  est: PgdasEstablishment,
  columns: string[],
): ActivityReconciliation {
  const base = { establishment: est.cnpj, description: a.description, revenue: a.revenue, cause: null, steps: [] };
  const declaredOnly = columns.map((column) => {
    const declared = a.taxes[column] ?? 0;
    return { column, declared, expected: declared, difference: 0, formula: "", source: "" };
  });
  if (!ctx)
    return {
      ...base,
      annex: a.traits.annex,
      status: "nao_verificavel",
      unverifiable: "unsupported_year",
      lines: declaredOnly,
    };
  if (!a.traits.annex)
    return { ...base, annex: null, status: "nao_verificavel", unverifiable: "unknown_annex", lines: declaredOnly };
  const law = lawAmounts(a, a.traits.annex, a.traits.fatorR, { ...ctx, est }, columns);
  const diverges = law.lines.some((l) => l.difference !== 0);
  return {
    ...base,
    annex: law.annex,
    status: diverges ? "diverge" : "confere",
    lines: law.lines,
    cause: diverges ? causeOf(a, law.annex, law.lines, { ...ctx, est }, columns) : null,
    steps: law.steps,
  };
}

function findingsOf(
  d: PgdasDeclaration,
  year: TaxYear | null,
  rbt12: number,
  activities: ActivityReconciliation[],
): Finding[] {
  const found: Finding[] = [];
  if (!year) return found;
  const s = tablesFor(year).simples;
  const fatorRActivity = d.establishments.some((e) => e.activities.some((a) => a.traits.fatorR));
  if (fatorRActivity && d.fs12 !== null && rbt12 > 0) {
    const ratio = Math.round((d.fs12 * PPM) / rbt12);
    if (compareRatio(d.fs12, rbt12, s.fatorR.value, PPM) < 0) {
      const needed = mulDivCeil(rbt12, s.fatorR.value, PPM);
      found.push({
        code: "fator_r_below",
        values: { ratio, monthlyPayrollMissing: Math.ceil((needed - d.fs12) / 12) },
      });
    } else if (compareRatio(d.fs12, rbt12, s.fatorR.value + FATOR_R_NEAR_MARGIN, PPM) < 0) {
      found.push({ code: "fator_r_near", values: { ratio } });
    }
  }
  const revenue = Math.max(d.rba?.total ?? 0, d.rbt12.total);
  // Close: within 20% below the threshold (the same tolerance the law gives above it, art. 3º §§ 9º-A, 13-A).
  const near = (threshold: number) => revenue <= threshold && revenue * 5 >= threshold * 4;
  if (near(s.limit.value)) found.push({ code: "limit_near", values: { revenue, threshold: s.limit.value } });
  else if (near(s.sublimite.value))
    found.push({ code: "sublimite_near", values: { revenue, threshold: s.sublimite.value } });
  const above = activities.reduce((sum, a) => sum + a.lines.reduce((t, l) => t + Math.max(0, l.difference), 0), 0);
  if (above > 0) found.push({ code: "declared_above_law", values: { amount: above } });
  const resale = d.establishments.some((e) =>
    e.activities.some((a) => a.traits.annex === "I" && !a.traits.segregated && !a.traits.export),
  );
  if (resale) found.push({ code: "monofasico_check", values: {} });
  return found;
}

/** Reconciles a declaration against the engine for the same inputs (the tables of the PA's year). */
export function reconcile(d: PgdasDeclaration): Reconciliation {
  const yearNumber = Number(d.pa.slice(0, 4));
  const year = (SUPPORTED_YEARS as readonly number[]).includes(yearNumber) ? (yearNumber as TaxYear) : null;
  // The proportional RBT12 of the first months of activity, when the declaration prints one (art. 18, §§ 2º, 3º).
  const rbt12 = d.rbt12p && d.rbt12p.total > 0 ? d.rbt12p.total : d.rbt12.total;
  const columns = d.columns.filter((c) => c !== "Total");
  const activities = d.establishments.flatMap((est) =>
    est.activities.map((a) => reconcileActivity(a, year ? { year, rbt12, fs12: d.fs12, est } : null, est, columns)),
  );
  const difference = activities.reduce((s, a) => s + a.lines.reduce((t, l) => t + l.difference, 0), 0);
  const status = activities.some((a) => a.status === "diverge")
    ? "diverge"
    : activities.some((a) => a.status === "nao_verificavel")
      ? "nao_verificavel"
      : "confere";
  return { status, year, rbt12, difference, activities, findings: findingsOf(d, year, rbt12, activities) };
}
