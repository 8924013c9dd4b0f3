import "server-only";
import { createHash } from "node:crypto";
import { formatCnpj } from "@/lib/br/cnpj";
import { formatDate, formatDateTime } from "@/lib/br/date";
import { formatBrlText, formatPercentText } from "@/lib/br/money";
import type { CompanyDto } from "@/lib/companies/queries";
import type { Db } from "@/lib/db/client";
import { reformAnswerForCompany } from "@/lib/reform/answer";
import { buildCompanyReport } from "@/lib/reports/build";
import { DOSSIER_CONTRIBUTORS } from "@/lib/reports/dossier-insights";
import { reportFileName } from "@/lib/reports/file-name";
import { reportTranslator, type Translate } from "@/lib/reports/format";
import type { ReportDocument, ReportLogo, ReportSection } from "@/lib/reports/model";
import { renderReportPdf } from "@/lib/reports/pdf/render";
import { getBrandingForCover } from "@/lib/reports/queries";
import type { ToolContext } from "@/lib/tools/context";
import { renderDecisionRecord, type DecisionRecordDoc } from "./pdf/decision-record";

// The documents a batch makes for a client: its dossier (the reports' own company dossier, with the office's brand
// on the cover) and its one-page reform decision record. Loading runs in the member's transaction; rendering (100–300
// ms of CPU) outside any, so the embedded database's one connection is never held by a PDF.

export type OfficeBrand = { officeName: string; logo: ReportLogo | null };

/** The office's brand: its titular's white-label cover (name and logo), else the office's name. */
export async function officeBrand(db: Db, office: { name: string; ownerId: string }): Promise<OfficeBrand> {
  const b = await getBrandingForCover(db, office.ownerId);
  if (!b) return { officeName: office.name, logo: null };
  const logo = b.logo
    ? { data: Buffer.from(b.logo.data), format: b.logo.mime === "image/png" ? ("png" as const) : ("jpg" as const) }
    : null;
  return { officeName: b.officeName, logo };
}

export type Rendered = { pdf: Buffer; title: string; fileName: string; sha256: string };

const sha256 = (pdf: Buffer) => createHash("sha256").update(pdf).digest("hex");

/** What a dossier prints beside the company's data, read in the member's transaction (the contributors' sections). */
export async function loadDossierSections(
  db: Db,
  office: { ownerId: string },
  companyId: string,
  tool: ToolContext,
): Promise<ReportSection[]> {
  const t = reportTranslator();
  const extra: ReportSection[] = [];
  // The client is the titular's row: the contributors read it by that owner, through the member's policies.
  for (const contributor of DOSSIER_CONTRIBUTORS)
    extra.push(...(await contributor.sections(db, { userId: office.ownerId, companyId, t, tool })));
  return extra;
}

export async function renderDossier(
  company: CompanyDto,
  extra: ReportSection[],
  brand: OfficeBrand,
  now: Date,
): Promise<Rendered> {
  const t = reportTranslator();
  const doc: ReportDocument = buildCompanyReport(company, [], extra, { t, generatedAt: now, branding: brand });
  const pdf = await renderReportPdf(doc, t);
  const title = t("office.documents.dossierTitle", { company: company.name });
  return { pdf, title, fileName: reportFileName(title, now.toISOString()), sha256: sha256(pdf) };
}

export type DecisionOutcome =
  | { ok: true; doc: DecisionRecordDoc; decision: "inside" | "outside" | "depends"; deadline: string | null }
  | { ok: false };

const CHOICE_OF = { inside: "inside", outside: "outside", indifferent: "depends" } as const;

/** The decision record of a client, from THE reform answer; none when the answer has no decision yet. */
export function decisionRecord(
  company: CompanyDto,
  brand: OfficeBrand,
  tool: ToolContext,
  now: Date,
  t: Translate = reportTranslator(),
): DecisionOutcome {
  const answer = reformAnswerForCompany(company, tool);
  if (answer.status !== "ready" || !answer.choice || answer.regime !== "simples") return { ok: false };
  const window = answer.nextWindow;
  const k = (key: string, values?: Record<string, string | number>) => t(`office.decision.${key}`, values);
  const share = company.reformProfile?.creditingBuyersPercent ?? null;
  const facts = [
    ...(share !== null ? [{ label: k("share"), value: formatPercentText(share / 100) }] : []),
    {
      label: k("breakEven"),
      value: answer.breakEvenPercent === null ? k("neverPays") : formatPercentText(answer.breakEvenPercent / 100),
    },
    ...(answer.monthlySaving !== null
      ? [
          { label: k("monthly"), value: formatBrlText(answer.monthlySaving) },
          { label: k("yearly"), value: formatBrlText(answer.monthlySaving * 12) },
        ]
      : []),
    ...(answer.sellerExtraTax !== null
      ? [{ label: k("sellerExtra"), value: formatBrlText(answer.sellerExtraTax) }]
      : []),
    { label: k("scenario"), value: answer.scenarioName },
  ];
  const semester = window?.semester.replace("-", "/") ?? "";
  const doc: DecisionRecordDoc = {
    officeName: brand.officeName,
    logo: brand.logo,
    title: k("title"),
    company: [company.name, company.cnpj ? formatCnpj(company.cnpj) : null].filter(Boolean).join(" · "),
    headline: k(`headline.${CHOICE_OF[answer.choice]}`, {
      semester,
      breakEven: answer.breakEvenPercent === null ? "" : formatPercentText(answer.breakEvenPercent / 100),
    }),
    facts,
    deadline: window
      ? k("deadline", { from: formatDate(window.optFrom), until: formatDate(window.optUntil), semester })
      : k("noWindow"),
    basis: window ? [k("basis", { source: window.source })] : [],
    assumptions: [k("assumption")],
    acknowledgement: k("acknowledgement"),
    signatureLines: [k("signature"), k("date")],
    footer: k("footer", { office: brand.officeName, date: formatDateTime(now) }),
  };
  return { ok: true, doc, decision: CHOICE_OF[answer.choice], deadline: window?.optUntil ?? null };
}

export async function renderDecision(company: CompanyDto, doc: DecisionRecordDoc, now: Date): Promise<Rendered> {
  const pdf = await renderDecisionRecord(doc);
  const title = reportTranslator()("office.documents.decisionTitle", { company: company.name });
  return { pdf, title, fileName: reportFileName(title, now.toISOString()), sha256: sha256(pdf) };
}
