import "server-only";
import { randomUUID } from "node:crypto";
import { cnpjCheckDigits } from "@/lib/br/cnpj";
import { monthOf } from "@/lib/br/date";
import type { ServiceDb } from "@/lib/db/handles";
import {
  companies,
  companyReformProfiles,
  officeAssignments,
  officeClientUsers,
  officeMembers,
  offices,
} from "@/lib/db/schema";
import { TABLES_2026 } from "@/lib/tax/tables/2026";
import { seedDemoDeclarations } from "./office-declarations";

// The demo office (DEMO_ACCOUNTS=true): contador@demo opens "Contabilidade Exemplo (demonstração)" with two analysts,
// 200 generated client companies and one client login. Every client is named "… (demonstração)" and every figure is
// generated here from a fixed seed, so the portfolio has hits in each of its filters; nothing is presented as a real
// company. Written once, on the service role, like the rest of the living demo (./seed.ts).

export const DEMO_OFFICE_NAME = "Contabilidade Exemplo (demonstração)";
export const DEMO_CLIENTS = 200;

/** A small deterministic generator (mulberry32): the same demo on every machine. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const TRADES = [
  { word: "Padaria", activity: "comercio" },
  { word: "Mercado", activity: "comercio" },
  { word: "Loja", activity: "comercio" },
  { word: "Distribuidora", activity: "comercio" },
  { word: "Confecção", activity: "industria" },
  { word: "Marcenaria", activity: "industria" },
  { word: "Oficina", activity: "servicos_gerais" },
  { word: "Consultoria", activity: "servicos_fator_r" },
  { word: "Agência", activity: "servicos_fator_r" },
  { word: "Clínica", activity: "servicos_fator_r" },
  { word: "Escritório de Engenharia", activity: "servicos_fator_r" },
  { word: "Academia", activity: "servicos_gerais" },
] as const;

const PLACES = [
  "Central",
  "do Bairro",
  "Paulista",
  "Boa Vista",
  "São José",
  "Aurora",
  "Horizonte",
  "Litoral",
  "Serra",
  "Vale",
];
const UFS = ["SP", "RJ", "MG", "PR", "RS", "SC", "BA", "GO", "PE", "CE"];

const money = (v: number) => v.toFixed(2);

/** "YYYY-MM" of the month before `now`'s, in Brasília: the last período de apuração a declaration can be of. */
function lastClosedMonth(now: Date): string {
  const { year, month } = monthOf(now);
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, "0")}`;
}

/** Twelve months ending in a trend: flat, growing or shrinking around `base` (reais a month). */
function months(base: number, growth: number, rnd: () => number): string[] {
  return Array.from({ length: 12 }, (_, i) =>
    money(Math.max(1000, base * (1 + growth * (i - 11)) * (0.95 + rnd() * 0.1))),
  );
}

export type DemoOfficeIds = { contador: string; analysts: [string, string]; client: string };

/**
 * Opens the demo office with its staff and clients (service role: the titular's trigger makes them its socio, and
 * the clients are the titular's rows). Answers the office's id and the company the client login follows.
 */
export async function seedDemoOffice(
  tx: ServiceDb,
  ids: DemoOfficeIds,
  now: Date = new Date(),
): Promise<{ officeId: string; clientCompanyId: string }> {
  const rnd = random(20261201);
  const officeId = randomUUID();
  await tx.insert(offices).values({ id: officeId, ownerId: ids.contador, name: DEMO_OFFICE_NAME, cnpj: null });
  await tx.insert(officeMembers).values([
    { officeId, userId: ids.analysts[0], role: "analista", allClients: false },
    { officeId, userId: ids.analysts[1], role: "analista", allClients: true },
  ]);
  const rows = [];
  const profiles = [];
  for (let i = 0; i < DEMO_CLIENTS; i++) {
    const trade = TRADES[i % TRADES.length];
    const place = PLACES[Math.floor(i / TRADES.length) % PLACES.length];
    const id = randomUUID();
    const base = `7${String(i).padStart(7, "0")}0001`;
    // The spread the filters need: a tenth near or above the sublimite, a few growing towards it, services with a
    // payroll below the Fator R's 28%, most small and steady.
    const band = i % 10;
    const monthly =
      band === 0 ? 280_000 + rnd() * 60_000 : band === 1 ? 150_000 + rnd() * 80_000 : 8_000 + rnd() * 90_000;
    const growth = band === 1 ? 0.04 : i % 7 === 0 ? -0.02 : 0;
    const fatorR = trade.activity === "servicos_fator_r";
    const payrollShare = fatorR ? (i % 3 === 0 ? 0.12 : 0.3) : 0.15;
    rows.push({
      id,
      userId: ids.contador,
      officeId,
      name: `${trade.word} ${place} ${String(i + 1).padStart(3, "0")} (demonstração)`,
      cnpj: base + cnpjCheckDigits(base),
      regime: i % 25 === 24 ? ("lucro_presumido" as const) : ("simples_nacional" as const),
      activity: i % 40 === 39 ? null : trade.activity,
      state: i % 33 === 32 ? null : UFS[i % UFS.length],
      monthlyRevenues: months(monthly, growth, rnd),
      payrollMonthly: money(monthly * payrollShare * 0.8),
      proLaboreMonthly: money(monthly * payrollShare * 0.2),
      employees: Math.round(monthly / 15_000),
      partners: 1 + (i % 3),
      openedOn: `${2010 + (i % 14)}-0${1 + (i % 9)}-15`,
    });
    // Six in ten have a reform profile (the rest read "Falta informar"), with shares of sales to crediting buyers
    // from none to most, so the decisions differ.
    if (i % 5 < 3)
      profiles.push({
        companyId: id,
        userId: ids.contador,
        creditingBuyersPercent: String([0, 10, 35, 60, 90][i % 5 === 0 ? 0 : (i >> 1) % 5]),
        purchasesRegular: money(monthly * (0.2 + rnd() * 0.4)),
        purchasesSimples: money(monthly * rnd() * 0.1),
        reduction: "none" as const,
      });
  }
  for (let start = 0; start < rows.length; start += 50)
    await tx.insert(companies).values(rows.slice(start, start + 50));
  for (let start = 0; start < profiles.length; start += 50)
    await tx.insert(companyReformProfiles).values(profiles.slice(start, start + 50));
  // The resale clients under the sublimite declared the last closed month; one in four declared more ICMS than due.
  const resale = rows.filter(
    (r) =>
      r.activity === "comercio" &&
      r.regime === "simples_nacional" &&
      r.monthlyRevenues.reduce((sum, v) => sum + Number(v), 0) <= TABLES_2026.simples.sublimite.value / 100,
  );
  await seedDemoDeclarations(
    tx,
    ids.contador,
    lastClosedMonth(now),
    resale.map((r, i) => ({
      companyId: r.id,
      name: r.name,
      cnpj: r.cnpj,
      state: r.state,
      monthlyRevenues: r.monthlyRevenues,
      diverge: i % 4 === 1,
    })),
  );
  // The first analyst follows eighty clients; the second sees them all.
  await tx
    .insert(officeAssignments)
    .values(rows.slice(0, 80).map((r) => ({ companyId: r.id, officeId, analystId: ids.analysts[0] })));
  const clientCompanyId = rows[2].id;
  await tx.insert(officeClientUsers).values({ companyId: clientCompanyId, officeId, userId: ids.client });
  return { officeId, clientCompanyId };
}
