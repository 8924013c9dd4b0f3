import { createHash } from "node:crypto";
import type { BusinessActivity } from "@/lib/tax/jobs/company";
import type { DasDocument } from "./das/parse";
import type { PgdasDeclaration } from "./pgdas/types";
import { reconcile, type Reconciliation } from "./reconcile";
import type { Refusal } from "./recognize";

// The preview of an import, before anything is written: per company (matched by CNPJ or to be created), what each
// declaration, DAS and month will do, with the months whose figures differ from what is stored marked as conflicts.

export type ParsedDocument =
  | { file: string; kind: "pgdas"; document: PgdasDeclaration; bytes?: Uint8Array }
  | { file: string; kind: "das"; document: DasDocument; bytes?: Uint8Array };

/** What the database already holds for the companies of an upload (read under the owner's RLS). */
export type ExistingState = {
  companies: Map<string, { id: string; name: string }>;
  /** Declarations and DAS already imported, by number. */
  numbers: Set<string>;
  /** The declarations in force per company and PA ("<companyId>|YYYY-MM"), with their transmission time. */
  inForce: Map<string, { number: string; transmittedAt: string | null }>;
  /** Stored months per company: "YYYY-MM" → centavos. */
  months: Map<string, Map<string, StoredMonth>>;
};

export type StoredMonth = { revenueInternal: number; revenueExternal: number; payroll: number | null };

export type MonthPlan = StoredMonth & {
  month: string;
  /** The number of the declaration the month was read from. */
  from: string;
  existing: StoredMonth | null;
  action: "novo" | "igual" | "atualiza";
};

export type DeclarationPlan = {
  file: string;
  number: string;
  pa: string;
  kind: "original" | "retificadora";
  transmittedAt: string | null;
  declaredTotal: number;
  action: "importar" | "ja_importada";
  /** It replaces the declaration in force of its PA (a later transmission), or a later one already replaces it. */
  replaces: boolean;
  replaced: boolean;
  reconciliation: Reconciliation;
};

export type DasPlan = { file: string; number: string; pa: string; total: number; action: "importar" | "ja_importada" };

export type CompanyPlan = {
  cnpj: string;
  name: string;
  companyId: string | null;
  action: "criar" | "atualizar";
  state: string | null;
  city: string | null;
  openedOn: string | null;
  activity: BusinessActivity;
  declarations: DeclarationPlan[];
  das: DasPlan[];
  months: MonthPlan[];
  conflicts: number;
};

export type RefusedFile = { file: string } & Refusal;

export type ImportPlan = { companies: CompanyPlan[]; refused: RefusedFile[]; fingerprint: string };

/** The engine's activity of a company from its declared activities (the largest revenue's annex). */
export function activityOf(d: PgdasDeclaration | undefined): BusinessActivity {
  const activities = d?.establishments.flatMap((e) => e.activities) ?? [];
  const main = [...activities].sort((a, b) => b.revenue - a.revenue)[0];
  if (!main) return "servicos_gerais";
  if (main.traits.fatorR) return "servicos_fator_r";
  switch (main.traits.annex) {
    case "I":
      return "comercio";
    case "II":
      return "industria";
    case "IV":
      return "servicos_anexo_iv";
    case "V":
      return "servicos_fator_r";
    default:
      return "servicos_gerais";
  }
}

const later = (
  a: { transmittedAt: string | null; number: string },
  b: { transmittedAt: string | null; number: string },
) =>
  (a.transmittedAt ?? "") > (b.transmittedAt ?? "") ||
  ((a.transmittedAt ?? "") === (b.transmittedAt ?? "") && a.number > b.number);

/**
 * Months from the declarations: each PA's own revenue (RPA, its internal and external parts) from the declaration in
 * force of that PA, and the history (2.2, 2.3) of the latest PA for months no PA of the upload covers.
 */
function monthsOf(declarations: PgdasDeclaration[]): Map<string, StoredMonth & { from: string }> {
  const byPa = [...declarations].sort((a, b) => (a.pa === b.pa ? (later(a, b) ? 1 : -1) : a.pa.localeCompare(b.pa)));
  const months = new Map<string, StoredMonth & { from: string }>();
  for (const d of byPa) {
    const payroll = new Map(d.payrollHistory.map((p) => [p.month, p.value]));
    const external = new Map(d.revenueHistory.external.map((p) => [p.month, p.value]));
    for (const { month, value } of d.revenueHistory.internal) {
      months.set(month, {
        revenueInternal: value,
        revenueExternal: external.get(month) ?? 0,
        payroll: payroll.get(month) ?? null,
        from: d.number,
      });
    }
    for (const [month, value] of payroll) {
      const m = months.get(month);
      if (m) m.payroll = value;
    }
  }
  for (const d of byPa) {
    const held = months.get(d.pa);
    months.set(d.pa, {
      revenueInternal: d.rpa.internal,
      revenueExternal: d.rpa.external,
      payroll: held?.payroll ?? null,
      from: d.number,
    });
  }
  return months;
}

const sameMonth = (a: StoredMonth, b: StoredMonth) =>
  a.revenueInternal === b.revenueInternal &&
  a.revenueExternal === b.revenueExternal &&
  (b.payroll === null || a.payroll === b.payroll);

export function buildPlan(documents: ParsedDocument[], refused: RefusedFile[], existing: ExistingState): ImportPlan {
  const byCnpj = new Map<string, ParsedDocument[]>();
  for (const doc of documents) byCnpj.set(doc.document.cnpj, [...(byCnpj.get(doc.document.cnpj) ?? []), doc]);

  const companies: CompanyPlan[] = [];
  for (const [cnpj, docs] of byCnpj) {
    const company = existing.companies.get(cnpj) ?? null;
    const pgdas = docs.filter((d): d is Extract<ParsedDocument, { kind: "pgdas" }> => d.kind === "pgdas");
    const seen = new Set<string>();
    const unique = pgdas.filter((d) => !seen.has(d.document.number) && seen.add(d.document.number));
    const latest = [...unique].sort((a, b) => b.document.pa.localeCompare(a.document.pa))[0]?.document;
    const head = latest?.establishments.find((e) => e.cnpj === cnpj) ?? latest?.establishments[0];

    const declarations = unique.map(({ file, document: d }): DeclarationPlan => {
      const key = `${company?.id}|${d.pa}`;
      const rivals = [
        ...unique.filter((o) => o.document.pa === d.pa && o.document.number !== d.number).map((o) => o.document),
        ...(company && existing.inForce.has(key) && existing.inForce.get(key)!.number !== d.number
          ? [existing.inForce.get(key)!]
          : []),
      ];
      return {
        file,
        number: d.number,
        pa: d.pa,
        kind: d.retificadora ? "retificadora" : "original",
        transmittedAt: d.transmittedAt,
        declaredTotal: d.declaredTotal,
        action: existing.numbers.has(d.number) ? "ja_importada" : "importar",
        replaces: rivals.some((r) => later(d, r)),
        replaced: rivals.some((r) => later(r, d)),
        reconciliation: reconcile(d),
      };
    });
    const stored = (company && existing.months.get(company.id)) || new Map<string, StoredMonth>();
    const months = [...monthsOf(unique.map((d) => d.document))]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([month, value]): MonthPlan => {
        const held = stored.get(month) ?? null;
        return {
          month,
          ...value,
          existing: held,
          action: !held ? "novo" : sameMonth(value, held) ? "igual" : "atualiza",
        };
      });
    const dasSeen = new Set<string>();
    const das = docs
      .filter((d): d is Extract<ParsedDocument, { kind: "das" }> => d.kind === "das")
      .filter((d) => !dasSeen.has(d.document.number) && dasSeen.add(d.document.number))
      .map(({ file, document: d }): DasPlan => ({
        file,
        number: d.number,
        pa: d.pa,
        total: d.total,
        action: existing.numbers.has(d.number) ? "ja_importada" : "importar",
      }));
    const dasName = docs.find((d) => d.kind === "das")?.document.name ?? null;
    companies.push({
      cnpj,
      name: company?.name ?? latest?.name ?? dasName ?? cnpj,
      companyId: company?.id ?? null,
      action: company ? "atualizar" : "criar",
      state: head?.uf ?? null,
      city: head?.city ?? null,
      openedOn: latest?.openedOn ?? null,
      activity: activityOf(latest),
      declarations: declarations.sort((a, b) => a.pa.localeCompare(b.pa)),
      das: das.sort((a, b) => a.pa.localeCompare(b.pa)),
      months,
      conflicts: months.filter((m) => m.action === "atualiza").length,
    });
  }
  companies.sort((a, b) => a.name.localeCompare(b.name, "pt-BR"));
  return { companies, refused, fingerprint: fingerprintOf(companies) };
}

/** A digest of what the confirmation would write: it must be the same when the files are sent again to confirm. */
function fingerprintOf(companies: CompanyPlan[]): string {
  const essence = companies.map((c) => [
    c.cnpj,
    c.companyId,
    c.declarations.map((d) => [d.number, d.action, d.replaces]),
    c.das.map((d) => [d.number, d.action]),
    c.months.map((m) => [m.month, m.action, m.revenueInternal, m.revenueExternal, m.payroll, m.from]),
  ]);
  return createHash("sha256").update(JSON.stringify(essence)).digest("hex").slice(0, 32);
}
