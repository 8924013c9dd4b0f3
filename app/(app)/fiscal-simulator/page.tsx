import { z } from "zod";
import { FiscalWizard } from "@/components/tools/fiscal/fiscal-wizard";
import { gateToolPage, toolMetadata } from "@/components/tools/gated-tool-page";
import { ToolPageHeader } from "@/components/tools/tool-page-header";
import { getCompany, listCompanyOptions } from "@/lib/companies/queries";
import { withRls } from "@/lib/db/rls";
import { fiscalDefaults, withPublicPrefill } from "@/lib/tools/fiscal-defaults";
import { withClientMessages } from "@/components/i18n/client-messages";

export const generateMetadata = () => toolMetadata("fiscal");

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

async function FiscalSimulatorPage({ searchParams }: Props) {
  const gate = await gateToolPage("fiscal");
  if (gate.locked) return gate.locked;
  const { user } = gate;
  const query = await searchParams;
  const empresa = z.uuid().safeParse(query.empresa);
  const { claims } = user;
  // Opened plainly, the simulator starts from the user's first company; ?empresa=digitar (the picker's 'Digitar os
  // dados') and a calculation carried from a public calculator (?atividade=…) start from the form instead.
  const plain = query.empresa === undefined && query.atividade === undefined && query.faturamentoAnual === undefined;
  const { company, companies } = await withRls(claims, async (tx) => {
    const companies = await listCompanyOptions(tx, claims.sub);
    const companyId = empresa.success ? empresa.data : plain ? companies[0]?.id : undefined;
    return { company: companyId ? await getCompany(tx, claims.sub, companyId) : null, companies };
  });
  return (
    <div className="grid gap-6">
      <ToolPageHeader tool="fiscal" />
      <FiscalWizard
        key={company?.id ?? "typed"}
        defaultValues={company ? fiscalDefaults(company) : withPublicPrefill(fiscalDefaults(null), query)}
        companies={companies}
      />
    </div>
  );
}

export default withClientMessages("(app)/fiscal-simulator/page", FiscalSimulatorPage);
