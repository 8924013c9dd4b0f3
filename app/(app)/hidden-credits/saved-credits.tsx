import { getTranslations } from "next-intl/server";
import { TitledCard } from "@/components/common/titled-card";
import { CreditStatusSelect } from "@/components/tools/hidden-credits/credit-status-select";
import { Figures } from "@/components/tools/tool-layout";
import { requireUser } from "@/lib/auth/session";
import { formatBrl } from "@/lib/br/money";
import { formatDate } from "@/lib/br/date";
import { withRls } from "@/lib/db/rls";
import { listHiddenCredits } from "@/lib/tools/hidden-credit-status";
import { toolHref } from "@/lib/routes";
import { TextLink } from "@/components/ui/text-link";

/** The user's saved estimates: total, counts by status and a status per credit. */
export async function SavedCredits() {
  const { claims } = await requireUser(toolHref("hidden_credits"));
  const t = await getTranslations("hiddenCredits");
  const { items, totalCorrected, counts } = await withRls(claims, (tx) => listHiddenCredits(tx, claims.sub));
  return (
    <TitledCard title={t("saved.title")} contentClassName="grid gap-4" data-testid="saved-credits">
      {items.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t("saved.empty")}</p>
      ) : (
        <>
          <Figures
            items={[
              { label: t("saved.total"), value: formatBrl(totalCorrected), testId: "saved-credits-total" },
              { label: t("saved.ready"), value: String(counts.disponivel), testId: "saved-credits-ready" },
              { label: t("saved.inAnalysis"), value: String(counts.em_analise) },
              { label: t("saved.pending"), value: String(counts.pendente), testId: "saved-credits-pending" },
            ]}
          />
          <ul className="grid gap-3">
            {items.map((item) => (
              <li key={item.id} className="grid gap-2 rounded-md border p-3 sm:grid-cols-[1fr_auto] sm:items-center">
                <div className="grid gap-0.5 text-sm">
                  <TextLink tone="plain" href={`/simulations/${item.id}`} className="font-medium underline">
                    {item.title}
                  </TextLink>
                  <span className="text-muted-foreground">
                    {formatDate(item.createdAt)} · {t("totalCorrected")}: {formatBrl(item.totalCorrected)} (
                    {t("estimate").toLowerCase()})
                  </span>
                </div>
                <CreditStatusSelect id={item.id} title={item.title} status={item.status} />
              </li>
            ))}
          </ul>
        </>
      )}
    </TitledCard>
  );
}
