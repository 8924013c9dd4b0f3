import { IntentLink } from "@/components/common/intent-link";
import { getTranslations } from "next-intl/server";
import { ArrowRight } from "lucide-react";
import { Button } from "@/components/ui/button";

export async function ClosingCta() {
  const t = await getTranslations("landing.cta");

  return (
    <section aria-labelledby="cta-title" className="bg-primary text-primary-foreground">
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-5 px-4 py-16 text-center sm:px-6">
        <h2 id="cta-title" className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
          {t("title")}
        </h2>
        <p className="max-w-xl text-base opacity-95 sm:text-lg">{t("subtitle")}</p>
        <Button asChild size="lg" variant="secondary">
          <IntentLink href="/plans">
            {t("button")}
            <ArrowRight aria-hidden="true" />
          </IntentLink>
        </Button>
        <p className="text-sm opacity-95">{t("note")}</p>
      </div>
    </section>
  );
}
