import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import { PageHeader } from "@/components/common/page-header";
import { withClientMessages } from "@/components/i18n/client-messages";
import { AcknowledgeButton } from "@/components/office/acknowledge-button";
import { ClientFacts } from "@/components/office/client-facts";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDate, formatDateTime } from "@/lib/br/date";
import { formatBrl, formatPercent } from "@/lib/br/money";
import { requireUser } from "@/lib/auth/session";
import { withRls } from "@/lib/db/rls";
import { myClientCompanies, sharedDocuments } from "@/lib/office/portal";
import { reformAnswerForCompany } from "@/lib/reform/answer";
import { loadPageToolContext } from "@/lib/tools/load-context";
import { TextLink } from "@/components/ui/text-link";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("office.portal"))("title") };
}

/**
 * A client's login: the company the office opened to them, its reform answer (the same one every screen gives), and
 * the documents the office shared, where a decision record takes the client's "ciente". Nothing else of the office.
 */
async function MyCompanyPage() {
  const { claims, profile } = await requireUser("/minha-empresa");
  if (profile.office && profile.office.role !== "cliente") redirect("/escritorio");
  const t = await getTranslations("office.portal");
  const tool = await loadPageToolContext();
  const companies = await withRls(claims, async (tx) => {
    const list = await myClientCompanies(tx, claims.sub);
    return Promise.all(list.map(async (c) => ({ ...c, documents: await sharedDocuments(tx, c.company.id) })));
  });
  if (companies.length === 0) {
    return (
      <div className="grid max-w-3xl gap-4">
        <PageHeader title={t("title")} subtitle={t("none")} />
      </div>
    );
  }
  return (
    <div className="grid max-w-4xl gap-8">
      {companies.map(({ company, documents }) => {
        const answer = reformAnswerForCompany(company, tool);
        return (
          <section key={company.id} className="grid gap-4" aria-labelledby={`company-${company.id}`}>
            <div id={`company-${company.id}`}>
              <PageHeader title={company.name} subtitle={t("subtitle", { office: profile.office?.name ?? "" })} />
            </div>
            <ClientFacts company={company} />
            <Card>
              <CardHeader>
                <CardTitle>
                  <h2>{t("reformTitle")}</h2>
                </CardTitle>
              </CardHeader>
              <CardContent className="grid gap-2 text-sm" data-testid="portal-reform">
                {answer.status === "ready" && answer.choice ? (
                  <p className="font-medium">{t(`decision.${answer.choice}`)}</p>
                ) : (
                  <p>{t("reformPending")}</p>
                )}
                {answer.breakEvenKnown && answer.breakEvenPercent !== null ? (
                  <p>{t("breakEven", { value: formatPercent(answer.breakEvenPercent / 100) })}</p>
                ) : null}
                {answer.monthlySaving !== null ? (
                  <p>{t("saving", { value: formatBrl(Math.abs(answer.monthlySaving) * 12) })}</p>
                ) : null}
                {answer.nextWindow ? (
                  <p>
                    {t("window", {
                      from: formatDate(answer.nextWindow.optFrom),
                      until: formatDate(answer.nextWindow.optUntil),
                    })}
                  </p>
                ) : null}
              </CardContent>
            </Card>
            <section aria-labelledby={`docs-${company.id}`} className="grid gap-2">
              <h2 id={`docs-${company.id}`} className="text-lg font-semibold">
                {t("documentsTitle")}
              </h2>
              {documents.length === 0 ? (
                <p className="text-muted-foreground text-sm">{t("noDocuments")}</p>
              ) : (
                <ul className="grid gap-2">
                  {documents.map((d) => (
                    <li
                      key={d.id}
                      className="flex flex-wrap items-center justify-between gap-3 rounded-md border p-3"
                      data-testid="portal-document"
                    >
                      <div className="grid gap-0.5">
                        <TextLink native href={`/escritorio/documentos/${d.id}`} className="font-medium">
                          {d.title}
                        </TextLink>
                        <span className="text-muted-foreground text-xs">
                          {formatDateTime(d.createdAt)}
                          {d.deadline ? ` · ${t("deadline", { date: formatDate(d.deadline) })}` : ""}
                        </span>
                      </div>
                      {d.kind === "decision" ? (
                        d.acknowledgedAt ? (
                          <span className="text-sm">
                            {t("acknowledged", { date: formatDateTime(d.acknowledgedAt) })}
                          </span>
                        ) : (
                          <AcknowledgeButton documentId={d.id} title={d.title} />
                        )
                      ) : null}
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </section>
        );
      })}
    </div>
  );
}

export default withClientMessages("(app)/minha-empresa/page", MyCompanyPage);
