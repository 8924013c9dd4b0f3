import { z } from "zod";
import { gateToolPage, toolMetadata } from "@/components/tools/gated-tool-page";
import { ReformPortfolioTable } from "@/components/tools/reforma/portfolio-table";
import { ReformaTool } from "@/components/tools/reforma/reforma-tool";
import { ToolPageHeader } from "@/components/tools/tool-page-header";
import { getCompany, listCompanies, listCompanyOptions } from "@/lib/companies/queries";
import { withRls } from "@/lib/db/rls";
import { reformValuesForCompany } from "@/lib/reform/answer";
import { reformPortfolio } from "@/lib/reform/portfolio";
import { loadPageToolContext } from "@/lib/tools/load-context";
import { onlyCompanyId } from "@/lib/tools/preselect";
import { reformDefaults, reformValuesFromQuery } from "@/lib/tools/reform-defaults";
import { withClientMessages } from "@/components/i18n/client-messages";

export const generateMetadata = () => toolMetadata("reforma_tributaria");

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * /reforma-tributaria (?empresa=id pre-fills from a saved company and its reform profile; opened plainly, from the
 * account's only company); with 2+ Simples companies,
 * the portfolio table (each row the company's reformAnswerForCompany).
 */
async function ReformaTributariaPage({ searchParams }: Props) {
  const gate = await gateToolPage("reforma_tributaria");
  if (gate.locked) return gate.locked;
  const { user, readOnly } = gate;
  const query = await searchParams;
  // A calculation carried from the public calculator through sign-up: its values, computed on arrival.
  const carried = typeof query.empresa === "string" ? null : reformValuesFromQuery(query);
  const empresa = z.uuid().safeParse(query.empresa);
  const { claims } = user;
  const [{ company, options, simples }, context] = await Promise.all([
    withRls(claims, async (tx) => {
      const options = await listCompanyOptions(tx, claims.sub);
      const companyId = empresa.success ? empresa.data : onlyCompanyId(query, options);
      return {
        company: companyId ? await getCompany(tx, claims.sub, companyId) : null,
        options,
        simples: await listCompanies(tx, claims.sub, { regime: "simples_nacional", status: "ativa" }),
      };
    }),
    loadPageToolContext(),
  ]);
  const portfolio = simples.length >= 2 ? reformPortfolio(simples, context) : null;
  return (
    // One column that never grows past the page: a wide portfolio table scrolls inside its own region.
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <ToolPageHeader tool="reforma_tributaria" />
      <ReformaTool
        key={company?.id ?? "typed"}
        defaultValues={company ? reformValuesForCompany(company) : (carried ?? reformDefaults(null))}
        companies={options}
        scenarios={[...context.referenceScenarios]}
        readOnly={readOnly}
        autoRun={carried !== null}
      />
      {portfolio ? (
        <ReformPortfolioTable
          rows={portfolio.rows}
          gaps={portfolio.gaps}
          scenarioName={context.referenceScenarios[0]?.name ?? ""}
        />
      ) : null}
    </div>
  );
}

export default withClientMessages("(app)/reforma-tributaria/page", ReformaTributariaPage);
