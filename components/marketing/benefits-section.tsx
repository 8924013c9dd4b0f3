import { getTranslations } from "next-intl/server";
import { BookOpen, Clock, FileSearch, PiggyBank } from "lucide-react";
import { SectionHeading } from "@/components/marketing/section-heading";

const BENEFITS = [
  { key: "savings", icon: PiggyBank },
  { key: "upToDate", icon: BookOpen },
  { key: "transparency", icon: FileSearch },
  { key: "speed", icon: Clock },
] as const;

export async function BenefitsSection() {
  const t = await getTranslations("landing.benefits");

  return (
    <section
      id="beneficios"
      aria-labelledby="beneficios-title"
      className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20"
    >
      <SectionHeading id="beneficios-title" title={t("title")} subtitle={t("subtitle")} />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {BENEFITS.map(({ key, icon: Icon }) => (
          <li key={key} className="flex flex-col gap-3">
            <span className="bg-accent text-accent-foreground flex size-11 items-center justify-center rounded-lg">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <h3 className="font-semibold">{t(`items.${key}.title`)}</h3>
            <p className="text-muted-foreground text-sm">{t(`items.${key}.description`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
