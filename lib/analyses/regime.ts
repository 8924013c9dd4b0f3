import "server-only";
import { listCompanies } from "@/lib/companies/queries";
import type { Db } from "@/lib/db/client";
import { todayIso } from "@/lib/br/date";
import {
  countAlerts,
  projectCompany,
  reformWindowAlerts,
  regimeAlerts,
  type AlertCounters,
  type Assumption,
  type MonthRef,
  type Projection,
  type RegimeAlert,
} from "@/lib/insights";
import { companyFacts } from "./facts";

export type CompanyOutlook = {
  companyId: string;
  companyName: string;
  historyEnd: MonthRef;
  /** Null without revenue history. */
  projection: Projection | null;
};

export type RegimeAlertData = {
  companies: number;
  outlooks: CompanyOutlook[];
  alerts: RegimeAlert[];
  counters: AlertCounters;
};

/**
 * Projection and alerts for every company of the user under `assumption` (db: a withRls transaction), plus, for each
 * active Simples company, the IBS/CBS option window within the 12 months ahead and, for one that opted out of the
 * DAS (its reform profile), the cancellation deadline (`today`, Brasília). Nothing is stored.
 */
export async function loadRegimeAlerts(
  db: Db,
  userId: string,
  assumption: Assumption,
  today: string = todayIso(),
): Promise<RegimeAlertData> {
  const companies = await listCompanies(db, userId);
  const facts = companies.map(companyFacts);
  const windows = facts.flatMap((f, i) =>
    reformWindowAlerts(f, today, companies[i].revenue12m, companies[i].reformProfile?.regularOption === true),
  );
  const alerts = [...facts.flatMap((f) => regimeAlerts(f, assumption)), ...windows];
  const key = (m: MonthRef) => m.year * 12 + m.month;
  const order = { error: 0, warning: 1, info: 2 } as const;
  alerts.sort((a, b) => order[a.type] - order[b.type] || key(a.deadline) - key(b.deadline));
  return {
    companies: companies.length,
    outlooks: facts.map((f) => ({
      companyId: f.id,
      companyName: f.name,
      historyEnd: f.historyEnd,
      projection: projectCompany(f, assumption),
    })),
    alerts,
    counters: countAlerts(alerts),
  };
}
