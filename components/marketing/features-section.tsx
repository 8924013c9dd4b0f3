import { getTranslations } from "next-intl/server";
import { Briefcase, Calculator, CalendarClock, FileText, Landmark, Scale, Users } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { SectionHeading } from "@/components/marketing/section-heading";

const FEATURES = [
  { key: "reform", icon: CalendarClock },
  { key: "fiscalSimulator", icon: Calculator },
  { key: "laborCost", icon: Users },
  { key: "cltVsPj", icon: Scale },
  { key: "meiChecker", icon: Briefcase },
  { key: "proLabore", icon: Landmark },
  { key: "reports", icon: FileText },
] as const;

export async function FeaturesSection() {
  const t = await getTranslations("landing.features");

  return (
    <section id="funcionalidades" aria-labelledby="funcionalidades-title" className="bg-muted/40 border-y">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
        <SectionHeading id="funcionalidades-title" title={t("title")} subtitle={t("subtitle")} />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ key, icon: Icon }) => (
            <li key={key}>
              <Card className="h-full">
                <CardHeader>
                  <span className="bg-primary text-primary-foreground mb-2 flex size-10 items-center justify-center rounded-lg">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <CardTitle>
                    <h3>{t(`items.${key}.title`)}</h3>
                  </CardTitle>
                </CardHeader>
                <CardContent>
                  <CardDescription>
                    <p>{t(`items.${key}.description`)}</p>
                  </CardDescription>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
