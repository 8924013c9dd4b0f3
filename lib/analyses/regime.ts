import "server-only";
import { listCompanies, type CompanyDto } from "@/lib/companies/queries";
import type { Db } from "@/lib/db/client";
import { addMonthsIso, todayIso } from "@/lib/br/date";
import { latestDeclarationFindings } from "@/lib/documents/queries";
import {
  countAlerts,
  projectCompany,
  type AlertCounters,
  type Assumption,
  type MonthRef,
  type Projection,
  type RegimeAlert,
} from "@/lib/insights";
import { companyAlerts } from "./company-alerts";
import { declarationAlerts } from "./declaration-alerts";
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

/** The findings of each company's last imported PGDAS-D declaration of the 12 months before `today`, as alerts. */
export async function loadDeclarationAlerts(
  db: Db,
  userId: string,
  companies: CompanyDto[],
  today: string,
): Promise<RegimeAlert[]> {
  return declarationAlerts(
    await latestDeclarationFindings(db, userId, addMonthsIso(today, -12).slice(0, 7)),
    companies,
  );
}

/**
 * Projection and alerts (`companyAlerts`: thresholds, the cheaper regime, the IBS/CBS option deadlines on `today`,
 * Brasília) for every company of the user under `assumption` (db: a withRls transaction), and what each company's
 * last imported PGDAS-D declaration of the 12 months before `today` shows (its findings). Nothing is stored.
 */
export async function loadRegimeAlerts(
  db: Db,
  userId: string,
  assumption: Assumption,
  today: string = todayIso(),
): Promise<RegimeAlertData> {
  const companies = await listCompanies(db, userId);
  const facts = companies.map(companyFacts);
  const declared = await loadDeclarationAlerts(db, userId, companies, today);
  const alerts = [...companies.flatMap((c) => companyAlerts(c, assumption, today)), ...declared];
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
