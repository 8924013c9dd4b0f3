import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { NativeSelect } from "@/components/forms/native-select";
import { TOOL_VIEWS } from "@/components/tools/catalogue-views";
import { SimulationList } from "@/components/tools/simulation-list";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { requireUser } from "@/lib/auth/session";
import { withRls } from "@/lib/db/rls";
import { SIMULATION_TYPES } from "@/lib/db/enums";
import { listSimulations } from "@/lib/simulations/queries";
import { simulationFiltersSchema } from "@/lib/simulations/schema";
import { TOOLS } from "@/lib/tools/catalogue";
import { withClientMessages } from "@/components/i18n/client-messages";
import { PageHeader } from "@/components/common/page-header";
import { PageLinks } from "@/components/common/page-links";
import { pageOf } from "@/lib/pagination";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("simulations");
  return { title: t("title") };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Saved simulations a page, newest first (`?pagina=N`, with the type filter kept). */
const PAGE_SIZE = 20;

async function SimulationsPage({ searchParams }: Props) {
  const { claims } = await requireUser("/simulations");
  const t = await getTranslations("simulations");
  const query = await searchParams;
  const { tipo } = simulationFiltersSchema.parse(query);
  const page = pageOf(query.pagina);
  const found = await withRls(claims, (tx) =>
    listSimulations(tx, claims.sub, { type: tipo, limit: PAGE_SIZE + 1, offset: (page - 1) * PAGE_SIZE }),
  );
  const items = found.slice(0, PAGE_SIZE);
  const href = (to: number) => {
    const params = new URLSearchParams({ ...(tipo ? { tipo } : {}), ...(to > 1 ? { pagina: String(to) } : {}) });
    return params.size > 0 ? `/simulations?${params}` : "/simulations";
  };
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PageHeader title={t("title")} subtitle={t("subtitle")} />
        <div className="flex flex-wrap gap-2">
          <Button asChild>
            <Link href={TOOLS.fiscal.route}>
              <TOOL_VIEWS.fiscal.icon aria-hidden="true" />
              {t("newFiscal")}
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link href={TOOLS.labor.route}>
              <TOOL_VIEWS.labor.icon aria-hidden="true" />
              {t("newLabor")}
            </Link>
          </Button>
        </div>
      </div>
      <form method="get" className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor="simulations-type">{t("filterType")}</Label>
          <NativeSelect id="simulations-type" name="tipo" defaultValue={tipo ?? ""}>
            <option value="">{t("allTypes")}</option>
            {SIMULATION_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`types.${type}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button type="submit" variant="secondary">
          {t("filter")}
        </Button>
      </form>
      {items.length > 0 ? (
        <SimulationList items={items} />
      ) : (
        <p className="text-muted-foreground rounded-md border border-dashed p-6 text-center">
          {page > 1 ? t("pageEmpty") : tipo ? t("emptyFiltered") : t("empty")}
        </p>
      )}
      <PageLinks
        page={page}
        hasRows={items.length > 0}
        hasOlder={found.length > PAGE_SIZE}
        href={href}
        texts={{ label: t("pages"), newer: t("newer"), older: t("older"), current: t("page", { page }) }}
      />
    </div>
  );
}

export default withClientMessages("(app)/simulations/page", SimulationsPage);
