import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { publicPageMetadata } from "@/components/seo/page-metadata";
import { SiteFooter } from "@/components/marketing/site-footer";
import { SiteHeader } from "@/components/marketing/site-header";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { API_BODY_LIMIT, API_REQUESTS_PER_MINUTE } from "@/lib/api/limits";
import { API_OPERATIONS } from "@/lib/api/operations";
import { TextLink } from "@/components/ui/text-link";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("api.docs");
  const common = await getTranslations("common");
  return publicPageMetadata({
    path: "/api-docs",
    title: t("metaTitle"),
    description: t("intro"),
    siteName: common("appName"),
  });
}

const EXAMPLE_BODY = {
  companyId: "",
  activity: "servicos_gerais",
  state: "SP",
  revenueMode: "annual",
  annualRevenue: "600.000,00",
  monthlyRevenues: Array(12).fill(""),
  currentRegime: "simples",
  payrollMonthly: "12.000,00",
  employees: "3",
  proLabore: "5.000,00",
  partners: "1",
  monthlyExpenses: "",
  monthlyCreditableCosts: "",
  issRate: "5",
  icmsRate: "",
  year: "2026",
};
const EXAMPLE = `curl -X POST "https://<seu-endereço>/api/v1/calculations/fiscal" \\
  -H "Authorization: Bearer tc_live_…" \\
  -H "Content-Type: application/json" \\
  -d '${JSON.stringify(EXAMPLE_BODY)}'`;

/** The public API's reference for people: server-rendered from the same list as the OpenAPI document. */
export default async function ApiDocsPage() {
  const t = await getTranslations("api.docs");
  return (
    <>
      <SiteHeader />
      <main className="mx-auto grid max-w-4xl gap-8 px-4 py-10">
        <header className="grid gap-2">
          <h1 className="text-3xl font-semibold">{t("title")}</h1>
          <p className="text-muted-foreground">{t("intro")}</p>
        </header>
        <section className="grid gap-2" aria-labelledby="api-auth">
          <h2 id="api-auth" className="text-xl font-semibold">
            {t("authTitle")}
          </h2>
          <p>{t("auth")}</p>
        </section>
        <section className="grid gap-2" aria-labelledby="api-limits">
          <h2 id="api-limits" className="text-xl font-semibold">
            {t("limitsTitle")}
          </h2>
          <p>{t("limits", { perMinute: API_REQUESTS_PER_MINUTE, kb: API_BODY_LIMIT / 1024 })}</p>
        </section>
        <section className="grid gap-2" aria-labelledby="api-formats">
          <h2 id="api-formats" className="text-xl font-semibold">
            {t("formatsTitle")}
          </h2>
          <p>{t("formats")}</p>
        </section>
        <section className="grid gap-2" aria-labelledby="api-endpoints">
          <h2 id="api-endpoints" className="text-xl font-semibold">
            {t("endpointsTitle")}
          </h2>
          <Table>
            <TableCaption className="sr-only">{t("endpointsTitle")}</TableCaption>
            <TableHeader>
              <TableRow>
                <TableHead>{t("method")}</TableHead>
                <TableHead>{t("path")}</TableHead>
                <TableHead>{t("summary")}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {API_OPERATIONS.map((op) => (
                <TableRow key={`${op.method} ${op.path}`}>
                  <TableCell className="font-mono text-xs uppercase">{op.method}</TableCell>
                  <TableCell className="font-mono text-xs break-all whitespace-normal">{op.path}</TableCell>
                  <TableCell className="whitespace-normal">{op.summary}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <TextLink native href="/api/v1/openapi.json">
            {t("openapi")}
          </TextLink>
        </section>
        <section className="grid gap-2" aria-labelledby="api-example">
          <h2 id="api-example" className="text-xl font-semibold">
            {t("exampleTitle")}
          </h2>
          <pre className="bg-muted rounded-md p-4 text-xs break-all whitespace-pre-wrap">
            <code>{EXAMPLE}</code>
          </pre>
        </section>
      </main>
      <SiteFooter />
    </>
  );
}
