import "server-only";
import type { ServiceDb } from "@/lib/db/handles";
import { declarations } from "@/lib/db/schema";
import { activityTraits } from "@/lib/documents/pgdas/activity";
import type { PgdasDeclaration, TaxValues } from "@/lib/documents/pgdas/types";
import { reconcile } from "@/lib/documents/reconcile";

// The demo office's last PGDAS-D declarations (DEMO_ACCOUNTS=true only): for the resale clients, the declaration of
// the last closed month as the documents import would store it, reconciled by the same code. Each declares what the
// law asks, worked out by that reconciliation; a few declare R$ 37,40 more ICMS, so the portfolio's "DAS diverge" and
// "última declaração" have demo hits. The clients are named "(demonstração)"; nothing here is a real company's.

const RESALE =
  "Revenda de mercadorias, exceto para o exterior - Sem substituição tributária/tributação monofásica/antecipação " +
  "com encerramento de tributação (o substituto tributário do ICMS deve utilizar essa opção)";
const COLUMNS = ["IRPJ", "CSLL", "COFINS", "PIS/Pasep", "INSS/CPP", "ICMS", "IPI", "ISS"];
const EXTRA_ICMS = 3_740;

export type DemoDeclarationClient = {
  companyId: string;
  name: string;
  cnpj: string;
  state: string | null;
  /** The twelve months before the declaration's PA, oldest first (reais, "1234.56"). */
  monthlyRevenues: string[];
  diverge: boolean;
};

const cents = (reais: string) => Math.round(Number(reais) * 100);
const money = (c: number) => (c / 100).toFixed(2);

/** "YYYY-MM" of `pa` moved by `delta` months. */
function monthFrom(pa: string, delta: number): string {
  const d = new Date(Date.UTC(Number(pa.slice(0, 4)), Number(pa.slice(5, 7)) - 1 + delta, 1));
  return d.toISOString().slice(0, 7);
}

function declaration(client: DemoDeclarationClient, pa: string, taxes: TaxValues): PgdasDeclaration {
  const months = client.monthlyRevenues.map(cents);
  const revenue = months[months.length - 1];
  const rbt12 = months.reduce((sum, v) => sum + v, 0);
  const total = Object.values(taxes).reduce((sum, v) => sum + v, 0);
  return {
    type: "pgdas",
    retificadora: false,
    pa,
    cnpj: client.cnpj,
    name: client.name,
    openedOn: null,
    regime: "competencia",
    number: `${client.cnpj.slice(0, 8)}${pa.replace("-", "")}001`,
    receipt: null,
    transmittedAt: null,
    authentication: null,
    rpa: { internal: revenue, external: 0, total: revenue },
    rpaCaixa: null,
    rbt12: { internal: rbt12, external: 0, total: rbt12 },
    rbt12p: null,
    rba: null,
    rbaa: null,
    revenueHistory: {
      internal: months.map((value, i) => ({ month: monthFrom(pa, i - 12), value })),
      external: [],
    },
    payrollHistory: [],
    fs12: null,
    fatorR: null,
    declaredTotal: total,
    establishments: [
      {
        cnpj: client.cnpj,
        city: null,
        uf: client.state,
        sublimite: null,
        impedidoIcmsIss: false,
        activities: [{ description: RESALE, revenue, taxes, total, parcels: [], traits: activityTraits(RESALE) }],
      },
    ],
    columns: [...COLUMNS, "Total"],
    totals: { declared: taxes, suspended: {}, exigivel: taxes },
  };
}

/**
 * Stores, for each client, the declaration of `pa` ("YYYY-MM"): the taxes the reconciliation finds due by law (a
 * first pass with nothing declared), plus R$ 37,40 of ICMS for those marked `diverge`, then reconciled again.
 */
export async function seedDemoDeclarations(
  tx: ServiceDb,
  userId: string,
  pa: string,
  clients: readonly DemoDeclarationClient[],
): Promise<void> {
  const rows = clients.map((client) => {
    const law = reconcile(declaration(client, pa, {}));
    const taxes: TaxValues = Object.fromEntries(
      law.activities[0].lines.map((line) => [
        line.column,
        line.expected + (client.diverge && line.column === "ICMS" ? EXTRA_ICMS : 0),
      ]),
    );
    const content = declaration(client, pa, taxes);
    const reconciliation = reconcile(content);
    return {
      userId,
      companyId: client.companyId,
      kind: "original" as const,
      pa: `${pa}-01`,
      number: content.number,
      regimeApuracao: "competencia" as const,
      revenue: money(content.rpa.total),
      rbt12: money(content.rbt12.total),
      totalDeclared: money(content.declaredTotal),
      content,
      reconciliation,
      status: reconciliation.status,
      difference: money(reconciliation.difference),
    };
  });
  for (let start = 0; start < rows.length; start += 50)
    await tx.insert(declarations).values(rows.slice(start, start + 50));
}
