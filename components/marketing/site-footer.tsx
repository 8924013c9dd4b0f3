import { IntentLink } from "@/components/common/intent-link";
import { getTranslations } from "next-intl/server";
import { Logo } from "@/components/marketing/logo";

export async function SiteFooter({ onLanding = false }: { onLanding?: boolean }) {
  const t = await getTranslations("landing.footer");
  const common = await getTranslations("common");
  const year = new Date().getFullYear();
  const linkClass = "text-muted-foreground hover:text-foreground transition-colors";

  return (
    <footer className="bg-muted/40 border-t">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div className="space-y-3 lg:col-span-2">
          <Logo name={common("appName")} />
          <p className="text-muted-foreground max-w-sm text-sm">{t("tagline")}</p>
        </div>
        <nav aria-labelledby="footer-product">
          <h2 id="footer-product" className="mb-3 text-sm font-semibold">
            {t("productTitle")}
          </h2>
          <ul className="space-y-2 text-sm">
            <li>
              <a href={onLanding ? "#funcionalidades" : "/#funcionalidades"} className={linkClass}>
                {t("features")}
              </a>
            </li>
            <li>
              <IntentLink href="/plans" className={linkClass}>
                {t("plans")}
              </IntentLink>
            </li>
            <li>
              <IntentLink href="/calculadoras" className={linkClass}>
                {t("calculators")}
              </IntentLink>
            </li>
            <li>
              <IntentLink href="/login" className={linkClass}>
                {t("login")}
              </IntentLink>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" className="mb-3 text-sm font-semibold">
            {t("legalTitle")}
          </h2>
          <ul className="space-y-2 text-sm">
            <li>
              <IntentLink href="/terms" className={linkClass}>
                {t("terms")}
              </IntentLink>
            </li>
            <li>
              <IntentLink href="/privacy" className={linkClass}>
                {t("privacy")}
              </IntentLink>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t">
        <div className="text-muted-foreground mx-auto max-w-6xl space-y-2 px-4 py-6 text-xs sm:px-6">
          <p>{t("disclaimer")}</p>
          <p>{t("copyright", { year })}</p>
        </div>
      </div>
    </footer>
  );
}
