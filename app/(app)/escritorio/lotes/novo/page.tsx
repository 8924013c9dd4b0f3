import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/common/page-header";
import { withClientMessages } from "@/components/i18n/client-messages";
import { BatchForm } from "@/components/office/batch-form";
import { withRls } from "@/lib/db/rls";
import { EDITING_ROLES, requireOfficePage } from "@/lib/office/access";
import { MAX_BATCH } from "@/lib/office/batches";
import { exportPortfolio } from "@/lib/office/portfolio";
import { parsePortfolioQuery } from "@/lib/office/portfolio-query";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("office.batches"))("newTitle") };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** A new batch over the clients of a portfolio view (the filters it was opened with), all ticked to start with. */
async function NewBatchPage({ searchParams }: Props) {
  const { user, office } = await requireOfficePage("/escritorio/lotes/novo", EDITING_ROLES);
  const query = parsePortfolioQuery(await searchParams);
  const rows = await withRls(user.claims, (tx) => exportPortfolio(tx, office.id, { ...query, page: 1 }));
  const t = await getTranslations("office.batches");
  return (
    <div className="grid max-w-3xl gap-6">
      <PageHeader title={t("newTitle")} subtitle={t("newSubtitle", { max: MAX_BATCH })} />
      <BatchForm
        clients={rows
          .slice(0, MAX_BATCH)
          .map((r) => ({ id: r.id, name: r.name, decision: r.metrics?.reformDecision ?? null }))}
        filtered={query.chips.length > 0 || Boolean(query.q || query.analyst)}
      />
    </div>
  );
}

export default withClientMessages("(app)/escritorio/lotes/novo/page", NewBatchPage);
