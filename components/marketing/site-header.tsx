import { IntentLink } from "@/components/common/intent-link";
import { getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";
import { Logo } from "@/components/marketing/logo";

const LANDING_SECTIONS = ["beneficios", "funcionalidades", "depoimentos"] as const;

/**
 * Public header. On the landing page the section links are plain anchors (#beneficios);
 * elsewhere they point back to the landing page (/#beneficios). The free calculators are a page of their own,
 * linked from every public header (a visitor's first use of the product needs no account). A page that knows its
 * visitor is signed in passes `signedIn`: 'Ir para o painel' instead of 'Entrar' and 'Assinar Agora'.
 */
export async function SiteHeader({ onLanding = false, signedIn = false }: { onLanding?: boolean; signedIn?: boolean }) {
  const t = await getTranslations("landing.header");
  const common = await getTranslations("common");
  const prefix = onLanding ? "" : "/";
  const labels = { beneficios: t("benefits"), funcionalidades: t("features"), depoimentos: t("cases") };

  return (
    <header className="bg-background/95 supports-[backdrop-filter]:bg-background/80 sticky top-0 z-40 border-b backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-3 sm:px-6">
        <IntentLink
          href="/"
          aria-label={t("homeLabel")}
          className="rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <Logo name={common("appName")} />
        </IntentLink>
        <nav aria-label={t("navLabel")} className="hidden md:block">
          <ul className="flex items-center gap-6 text-sm font-medium">
            {LANDING_SECTIONS.map((id) => (
              <li key={id}>
                <a href={`${prefix}#${id}`} className="text-muted-foreground hover:text-foreground transition-colors">
                  {labels[id]}
                </a>
              </li>
            ))}
            <li>
              <IntentLink href="/calculadoras" className="text-primary hover:text-foreground transition-colors">
                {t("calculators")}
              </IntentLink>
            </li>
          </ul>
        </nav>
        <div className="flex items-center gap-1 sm:gap-2">
          {signedIn ? (
            <Button asChild size="sm">
              <IntentLink href="/dashboard">{t("dashboard")}</IntentLink>
            </Button>
          ) : (
            <>
              <Button asChild variant="ghost" size="sm" className="px-2 sm:px-3">
                <IntentLink href="/login">{t("login")}</IntentLink>
              </Button>
              <Button asChild size="sm">
                <IntentLink href="/plans">{t("subscribe")}</IntentLink>
              </Button>
            </>
          )}
        </div>
      </div>
      <nav aria-label={t("navLabel")} className="border-t md:hidden">
        <ul className="mx-auto flex max-w-6xl flex-wrap items-center justify-around gap-x-2 gap-y-1 px-2 py-2 text-sm font-medium">
          {LANDING_SECTIONS.map((id) => (
            <li key={id}>
              <a
                href={`${prefix}#${id}`}
                className="text-muted-foreground hover:text-foreground px-1 py-1 transition-colors"
              >
                {labels[id]}
              </a>
            </li>
          ))}
          <li>
            <IntentLink href="/calculadoras" className="text-primary hover:text-foreground px-1 py-1 transition-colors">
              {t("calculators")}
            </IntentLink>
          </li>
        </ul>
      </nav>
    </header>
  );
}
