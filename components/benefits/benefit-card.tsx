import { ExternalLinkIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { BenefitDto } from "@/lib/benefits/queries";
import { SIZE_LABEL_ARGS, type BenefitSize } from "@/lib/benefits/schema";
import { formatDate } from "@/lib/br/date";
import { TextLink } from "@/components/ui/text-link";

/** One programme: where and for whom it applies, the estimated saving, requirements, law, link, validity and review date. */
export function BenefitCard({ benefit }: { benefit: BenefitDto }) {
  const t = useTranslations("fiscalBenefits");
  const place = [benefit.municipality, benefit.state].filter(Boolean).join(" · ") || t("nationwide");
  const list = (ns: "sectors" | "sizes" | "regimes", values: string[]) =>
    values
      .map((v) => (ns === "sizes" ? t(`sizes.${v as BenefitSize}`, SIZE_LABEL_ARGS) : t(`${ns}.${v}` as never)))
      .join(", ");
  return (
    <Card data-testid="benefit-card">
      <CardHeader className="gap-2">
        <div className="flex flex-wrap gap-2">
          <Badge variant="secondary">{t(`levels.${benefit.level}`)}</Badge>
          <Badge variant="outline">{place}</Badge>
        </div>
        <CardTitle>
          <h2 className="text-lg">{benefit.title}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <p>{benefit.description}</p>
        <p>
          <span className="font-medium">{t("savings")}: </span>
          {benefit.savings}
        </p>
        <p className="text-muted-foreground">
          <span className="text-foreground font-medium">{t("appliesTo")}: </span>
          {list("sectors", benefit.sectors)} · {list("sizes", benefit.companySizes)} ·{" "}
          {list("regimes", benefit.regimes)}
        </p>
        {benefit.requirements.length > 0 ? (
          <div className="grid gap-1">
            <h3 className="font-medium">{t("requirements")}</h3>
            <ul className="list-disc pl-5">
              {benefit.requirements.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <p>
          <span className="font-medium">{t("legalBasis")}: </span>
          {benefit.legalBasis}{" "}
          <TextLink
            native
            href={benefit.officialUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 underline"
            aria-label={t("officialLinkLabel", { title: benefit.title })}
          >
            {t("officialLink")}
            <ExternalLinkIcon className="size-3.5" aria-hidden="true" />
          </TextLink>
        </p>
        <p>
          <span className="font-medium">{t("validity")}: </span>
          {benefit.validity}
        </p>
        <p className="text-muted-foreground text-xs">{t("reviewed", { date: formatDate(benefit.reviewedOn) })}</p>
      </CardContent>
    </Card>
  );
}
