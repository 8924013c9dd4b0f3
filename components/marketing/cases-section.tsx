import { getTranslations } from "next-intl/server";
import { Code, Stethoscope, Store } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { SectionHeading } from "@/components/marketing/section-heading";

const CASES = [
  { key: "clinic", icon: Stethoscope },
  { key: "developer", icon: Code },
  { key: "retail", icon: Store },
] as const;

/** The "depoimentos" section: illustrative scenarios, explicitly not customer testimonials. */
export async function CasesSection() {
  const t = await getTranslations("landing.cases");

  return (
    <section
      id="depoimentos"
      aria-labelledby="depoimentos-title"
      className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20"
    >
      <SectionHeading id="depoimentos-title" title={t("title")} subtitle={t("subtitle")} />
      <ul className="grid gap-6 lg:grid-cols-3">
        {CASES.map(({ key, icon: Icon }) => (
          <li key={key}>
            <Card className="h-full">
              <CardHeader className="gap-3">
                <Badge variant="secondary">{t("badge")}</Badge>
                <CardTitle className="flex items-start gap-2 leading-snug">
                  <Icon className="text-primary mt-0.5 size-5 shrink-0" aria-hidden="true" />
                  <h3>{t(`items.${key}.business`)}</h3>
                </CardTitle>
              </CardHeader>
              <CardContent>
                <dl className="space-y-4 text-sm">
                  <div>
                    <dt className="font-medium">{t("situationLabel")}</dt>
                    <dd className="text-muted-foreground mt-1">{t(`items.${key}.situation`)}</dd>
                  </div>
                  <div>
                    <dt className="font-medium">{t("resultLabel")}</dt>
                    <dd className="text-muted-foreground mt-1">{t(`items.${key}.result`)}</dd>
                  </div>
                </dl>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
