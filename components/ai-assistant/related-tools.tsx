import Link from "next/link";
import { useTranslations } from "next-intl";
import { TOOL_VIEWS } from "@/components/tools/catalogue-views";
import { Button } from "@/components/ui/button";
import { TOOL_KEYS, TOOLS } from "@/lib/tools/catalogue";

/** The calculators, from the catalogue: where an answer can be redone with every field. */
export function RelatedTools() {
  const t = useTranslations();
  return (
    <section aria-labelledby="ai-related-tools" className="grid min-w-0 grid-cols-1 gap-2">
      <h2 id="ai-related-tools" className="text-base font-semibold">
        {t("aiAssistant.relatedTitle")}
      </h2>
      <ul className="grid grid-cols-1 gap-1">
        {TOOL_KEYS.map((key) => {
          const Icon = TOOL_VIEWS[key].icon;
          return (
            <li key={key}>
              <Button asChild variant="outline" size="sm" className="w-full justify-start">
                <Link href={TOOLS[key].route}>
                  <Icon aria-hidden="true" />
                  {t(TOOLS[key].messages.nav)}
                </Link>
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
