import { ArrowLeftIcon } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { z } from "zod";
import { DeleteSimulationButton } from "@/components/tools/delete-simulation-button";
import { SimulationResult } from "@/components/tools/simulation-result";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { requireUser } from "@/lib/auth/session";
import { formatDateTime } from "@/lib/br/date";
import { withRls } from "@/lib/db/rls";
import { getSimulation } from "@/lib/simulations/queries";
import { withClientMessages } from "@/components/i18n/client-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("simulations");
  return { title: t("detailTitle") };
}

type Props = { params: Promise<{ id: string }> };

async function SimulationPage({ params }: Props) {
  const { id } = await params;
  const { claims } = await requireUser(`/simulations/${id}`);
  const t = await getTranslations("simulations");
  const parsed = z.uuid().safeParse(id);
  if (!parsed.success) notFound();
  const simulation = await withRls(claims, (tx) => getSimulation(tx, claims.sub, parsed.data));
  if (!simulation) notFound();
  return (
    <div className="grid gap-6">
      <Button asChild variant="ghost" className="w-fit">
        <Link href="/simulations">
          <ArrowLeftIcon aria-hidden="true" />
          {t("backToList")}
        </Link>
      </Button>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant="outline">{t(`types.${simulation.type}`)}</Badge>
            {simulation.year ? <Badge variant="secondary">{t("year", { year: simulation.year })}</Badge> : null}
          </div>
          <h1 className="text-2xl font-semibold break-words">{simulation.title}</h1>
          <p className="text-muted-foreground text-sm">
            {t("savedAt", { date: formatDateTime(simulation.createdAt) })}
            {simulation.companyName ? ` · ${simulation.companyName}` : ""}
          </p>
        </div>
        <DeleteSimulationButton id={simulation.id} title={simulation.title} redirectTo="/simulations" />
      </div>
      <SimulationResult type={simulation.type} result={simulation.result} />
    </div>
  );
}

export default withClientMessages("(app)/simulations/[id]/page", SimulationPage);
