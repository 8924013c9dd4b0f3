import "server-only";
import { companyAlerts } from "@/lib/analyses/company-alerts";
import { companyFacts } from "@/lib/analyses/facts";
import { formatDate, formatMonthRef, todayIso } from "@/lib/br/date";
import { formatBrl, formatPercent } from "@/lib/br/money";
import { getCompany } from "@/lib/companies/queries";
import { detectRisks, type Figure, type RegimeAlert } from "@/lib/insights";
import type { DossierContributor } from "./dossier";
import { reformContributor } from "./dossier-reform";
import type { ReportSection } from "./model";
import { formatNumber } from "@/lib/br/number";

// The risk detector's and the regime alerts' blocks of a company dossier, computed now from the company's stored
// facts by the same pure rules as /risk-detector and /regime-alert (lib/insights).

const figure = (f: Pick<Figure, "kind" | "value">) =>
  f.kind === "money"
    ? formatBrl(f.value)
    : f.kind === "rate"
      ? formatPercent(f.value)
      : formatNumber(f.value, { max: 3 });
/** The exact day when the alert has one (the reform windows), else its month. */
const deadlineOf = (a: RegimeAlert) => (a.deadlineDate ? formatDate(a.deadlineDate) : formatMonthRef(a.deadline));

const empty = (title: string, note: string): ReportSection => ({
  title,
  inputs: [],
  highlights: [],
  tables: [],
  chart: null,
  steps: [],
  notes: [note],
});

export const risksContributor: DossierContributor = {
  key: "risks",
  async sections(db, { userId, companyId, t }) {
    const company = await getCompany(db, userId, companyId);
    if (!company) return [];
    const risks = detectRisks(companyFacts(company));
    const title = t("insights.risk.title");
    if (risks.length === 0) return [empty(title, t("reports.pdf.dossier.noRisks"))];
    return [
      {
        title,
        subtitle: t("insights.risk.subtitle"),
        inputs: [],
        highlights: [],
        tables: [
          {
            caption: title,
            columns: [
              t("reports.pdf.dossier.risk"),
              t("insights.risk.labels.impact"),
              t("insights.risk.labels.probability"),
              t("reports.pdf.dossier.source"),
            ],
            rows: risks.map((r) => [
              `${t(`insights.risk.rules.${r.rule}.title`)} (${t(`insights.risk.severity.${r.severity}`)})`,
              r.impact !== null && r.impact > 0 ? formatBrl(r.impact) : t(`insights.risk.rules.${r.rule}.impact`),
              t(`insights.risk.probability.${r.probability}`),
              r.source,
            ]),
            numeric: [],
          },
        ],
        chart: null,
        steps: [],
        notes: risks.map(
          (r) =>
            `${t(`insights.risk.rules.${r.rule}.title`)}: ${t(`insights.risk.rules.${r.rule}.description`)} ${r.figures.map((f) => `${t(`insights.risk.figures.${f.key}`)}: ${figure(f)}`).join("; ")}`,
        ),
      },
    ];
  },
};

export const alertsContributor: DossierContributor = {
  key: "alerts",
  async sections(db, { userId, companyId, t }) {
    const company = await getCompany(db, userId, companyId);
    if (!company) return [];
    const alerts = companyAlerts(company, "flat", todayIso());
    const title = t("insights.alerts.title");
    if (alerts.length === 0) return [empty(title, t("reports.pdf.dossier.noAlerts"))];
    return [
      {
        title,
        subtitle: t("reports.pdf.dossier.alertsAssumption"),
        inputs: [],
        highlights: [],
        tables: [
          {
            caption: title,
            columns: [
              t("reports.pdf.dossier.alert"),
              t("insights.alerts.labels.deadline"),
              t("insights.alerts.labels.limit"),
              t("insights.alerts.labels.source"),
            ],
            rows: alerts.map((a) => [
              a.regime
                ? t("insights.alerts.rules.cheaper_regime.title", { regime: t(`insights.alerts.regimes.${a.regime}`) })
                : t(`insights.alerts.rules.${a.code}.title`, { regime: "", date: deadlineOf(a) }),
              deadlineOf(a),
              a.limit === null ? "—" : formatBrl(a.limit),
              a.source,
            ]),
            numeric: [],
          },
        ],
        chart: null,
        steps: [],
        notes: alerts.map((a) =>
          a.savings === null
            ? t(`insights.alerts.rules.${a.code}.description`)
            : `${t(`insights.alerts.rules.${a.code}.description`)} ${t("insights.alerts.savingsLine", { value: formatBrl(a.savings), year: a.savingsYear ?? "" })}`,
        ),
      },
    ];
  },
};

/** What a company dossier adds after its simulations, in this order. */
export const DOSSIER_CONTRIBUTORS: readonly DossierContributor[] = [
  risksContributor,
  alertsContributor,
  reformContributor,
];
