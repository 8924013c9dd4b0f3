import "server-only";
import { CSV_CELLS, sectionRows, type Cells } from "@/lib/analytics/export";
import { toCsv } from "@/lib/br/csv";
import { formatDateTime } from "@/lib/br/date";
import { formatBrlFromCentavos, formatPercent, normaliseSpaces } from "@/lib/br/money";
import type { RunStatus } from "@/lib/db/enums";
import type { OwnerDb } from "@/lib/db/handles";
import { runWithRls, type JwtClaims } from "@/lib/db/rls";
import { reportTranslator, type Translate } from "@/lib/reports/format";
import { redactError } from "@/lib/security/redact";
import { loadReportContent } from "./content";
import { renderTablesPdf } from "./pdf";
import { completeSystemReport, failSystemReport, getSystemReportJob, type SystemReportJob } from "./store";
import { formatInteger, formatNumber } from "@/lib/br/number";

// Generating a system report after the response (requests.ts schedules it with after()): read the figures under
// the admin's RLS, print them as CSV or PDF outside any transaction, store the file and mark the row 'completed',
// or 'error' with a code. Never throws.

/** Detail rows (users, payments) per file: a CSV holds many, a PDF stays printable. */
export const DETAIL_LIMIT = { csv: 10_000, pdf: 500 } as const;
const RENDER_TIMEOUT_MS = 60_000;

const PDF_CELLS: Cells = {
  money: (centavos) => normaliseSpaces(formatBrlFromCentavos(centavos)),
  percent: (fraction) => (fraction === null ? "—" : normaliseSpaces(formatPercent(fraction, 1))),
  count: (n) => formatNumber(n, { max: 3 }),
};

/** "01/11/2026 00:00 a 23/11/2026 14:05": the instants a report covers, as its files print them. */
export function periodLabel(job: Pick<SystemReportJob, "from" | "to">): string {
  return `${formatDateTime(job.from)} a ${formatDateTime(job.to)}`;
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`rendering took more than ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

async function render(
  owner: OwnerDb,
  claims: JwtClaims,
  job: SystemReportJob,
  t: Translate,
  now: Date,
): Promise<Uint8Array> {
  const cells = job.format === "csv" ? CSV_CELLS : PDF_CELLS;
  const limit = DETAIL_LIMIT[job.format];
  const content = await runWithRls(owner, claims, (tx) =>
    loadReportContent(tx, job.kind, { from: job.from, to: job.to }, t, cells, limit),
  );
  const title = t(`systemReports.kinds.${job.kind}`);
  const lines = [
    t("systemReports.file.period", { period: periodLabel(job) }),
    t("systemReports.file.generatedAt", { date: formatDateTime(now) }),
  ];
  if (content.truncated) lines.push(t("systemReports.file.truncated", { limit: formatInteger(limit) }));
  const empty = t("systemReports.file.empty");
  if (job.format === "csv") {
    const heading = [[t("systemReports.file.title", { kind: title })], ...lines.map((line) => [line]), []];
    return Buffer.from(toCsv([...heading, ...sectionRows(content.sections, empty)]), "utf8");
  }
  return withTimeout(
    renderTablesPdf({
      title: t("systemReports.file.title", { kind: title }),
      lines,
      sections: content.sections,
      empty,
      footer: t("systemReports.file.footer", { date: formatDateTime(now) }),
      pageLabel: (page, total) => t("systemReports.file.page", { page, total }),
    }),
    RENDER_TIMEOUT_MS,
  );
}

/** Renders one system report as the admin whose claims are given and stores the result. */
export async function generateSystemReport(
  owner: OwnerDb,
  claims: JwtClaims,
  id: string,
  now: Date = new Date(),
): Promise<RunStatus | null> {
  const t = reportTranslator();
  try {
    const job = await runWithRls(owner, claims, (tx) => getSystemReportJob(tx, id));
    if (!job || job.status !== "processing") return null;
    const file = await render(owner, claims, job, t, now);
    const stored = await runWithRls(owner, claims, (tx) => completeSystemReport(tx, id, file));
    return stored ? "completed" : null;
  } catch (error) {
    console.error(`[system-reports] report ${id} failed`, redactError(error, { stack: true }));
    try {
      await runWithRls(owner, claims, (tx) => failSystemReport(tx, id, "render_failed"));
    } catch (markError) {
      console.error(`[system-reports] could not mark report ${id} as failed`, redactError(markError));
    }
    return "error";
  }
}
