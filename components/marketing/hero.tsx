import { IntentLink } from "@/components/common/intent-link";
import { getTranslations } from "next-intl/server";
import { Bot, CalendarClock, FileText, TrendingDown } from "lucide-react";
import { Button } from "@/components/ui/button";
import { InstallAppButton } from "@/components/marketing/install-app-button";
import { calculatorPath } from "@/lib/routes";
import { TextLink } from "@/components/ui/text-link";

const HIGHLIGHTS = [
  { key: "savings", icon: TrendingDown },
  { key: "speed", icon: CalendarClock },
  { key: "assistant", icon: Bot },
  { key: "reports", icon: FileText },
] as const;

export async function Hero() {
  const t = await getTranslations("landing.hero");

  return (
    <section aria-labelledby="hero-title" className="from-accent/60 to-background bg-gradient-to-b">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24">
        <div className="mx-auto max-w-3xl text-center">
          <p className="text-primary text-sm font-semibold tracking-wide uppercase">{t("eyebrow")}</p>
          <h1 id="hero-title" className="mt-4 text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            {t("title")}
          </h1>
          <p className="text-muted-foreground mt-6 text-lg text-pretty">{t("subtitle")}</p>
          <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
            <Button asChild size="lg">
              <IntentLink href={calculatorPath("reforma-tributaria")} data-testid="hero-reform">
                {t("primaryCta")}
              </IntentLink>
            </Button>
            <Button asChild size="lg" variant="secondary">
              <IntentLink href="/plans">{t("secondaryCta")}</IntentLink>
            </Button>
            <InstallAppButton className="h-10" />
          </div>
          <p className="mt-4 text-sm">
            <TextLink
              as={IntentLink}
              href="/calculadoras"
              className="font-medium underline"
              data-testid="hero-calculators"
            >
              {t("calculatorsCta")}
            </TextLink>
          </p>
        </div>
        <ul
          aria-label={t("highlightsLabel")}
          className="mx-auto mt-12 grid max-w-4xl gap-3 sm:grid-cols-2 lg:grid-cols-4"
        >
          {HIGHLIGHTS.map(({ key, icon: Icon }) => (
            <li
              key={key}
              className="bg-card flex items-start gap-3 rounded-lg border p-4 text-sm font-medium shadow-xs"
            >
              <Icon className="text-primary mt-0.5 size-5 shrink-0" aria-hidden="true" />
              <span>{t(`highlights.${key}`)}</span>
            </li>
          ))}
        </ul>
        <p className="text-muted-foreground mt-4 text-center text-xs">{t("footnote")}</p>
      </div>
    </section>
  );
}
