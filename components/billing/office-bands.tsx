import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { priceCentavos, type PlanCard } from "@/lib/billing/plans";
import { formatBrlFromCentavos } from "@/lib/br/money";

/**
 * The "Escritório" plan as one offer: what it includes, then one line per band of client companies (the bands and
 * prices an administrator set), each leading to its checkout. Drawn on the server: /plans stays prerendered.
 */
export async function OfficeBands({
  bands,
  href,
  current,
}: {
  bands: PlanCard[];
  href: (slug: string) => string;
  current?: string;
}) {
  if (bands.length === 0) return null;
  const t = await getTranslations("billing.office");
  const sorted = [...bands].sort((a, b) => (a.officeClients || Infinity) - (b.officeClients || Infinity));
  const features = sorted[0].features.filter((f) => f.included);
  return (
    <Card className="mt-10" data-testid="office-bands">
      <CardHeader>
        <CardTitle>
          <h2 className="text-2xl">{t("title")}</h2>
        </CardTitle>
        <CardDescription>{t("subtitle")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6 md:grid-cols-2">
        <ul className="grid list-disc gap-1 pl-5 text-sm">
          {features.map((f) => (
            <li key={f.name}>{f.name}</li>
          ))}
        </ul>
        <ul className="grid gap-2" aria-label={t("bandsLabel")}>
          {sorted.map((band) => (
            <li
              key={band.slug}
              className="flex flex-wrap items-center justify-between gap-3 rounded-md border p-3"
              data-testid={`plan-${band.slug}`}
            >
              <div>
                <p className="font-medium">
                  {band.officeClients ? t("upTo", { count: band.officeClients }) : t("unlimited")}
                </p>
                <p className="text-muted-foreground text-sm">
                  {t("perMonth", { value: formatBrlFromCentavos(priceCentavos(band.monthlyPrice)) })}
                </p>
              </div>
              {band.slug === current ? (
                <Button variant="outline" disabled>
                  {t("current")}
                </Button>
              ) : (
                <Button asChild>
                  <Link href={href(band.slug)} aria-label={t("subscribeTo", { plan: band.name })}>
                    {t("subscribe")}
                  </Link>
                </Button>
              )}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
