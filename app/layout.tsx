import type { Metadata, Viewport } from "next";
import { getLocale, getMessages, getTimeZone, getTranslations } from "next-intl/server";
import { isBuildRender, RenderedWithoutData } from "@/components/common/build-render";
import { RouteErrorTextsProvider } from "@/components/common/route-error-texts";
import { pickMessages } from "@/components/i18n/pick-messages";
import { DeferredRootWidgets } from "@/components/pwa/deferred-root-widgets";
import { env } from "@/lib/env";
import "./globals.css";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("common");
  return {
    // Canonical and Open Graph URLs are absolute on APP_URL (each public page sets its own canonical path).
    metadataBase: new URL(env().APP_URL),
    openGraph: { siteName: t("appName"), locale: "pt_BR", type: "website" },
    title: { default: t("appName"), template: `%s · ${t("appName")}` },
    description: t("description"),
    icons: {
      icon: [{ url: "/favicon.ico" }, { url: "/icons/icon.svg", type: "image/svg+xml" }],
      apple: "/icons/apple-touch-icon.png",
    },
  };
}

export const viewport: Viewport = { themeColor: "#047857", width: "device-width", initialScale: 1 };

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // Pages that read nothing from the request (the public ones) are prerendered and served with a policy of script
  // hashes cached beside their HTML; the others render per request with a nonce. See docs/security-headers.md.
  const locale = await getLocale();
  const t = await getTranslations("common");
  const errorPage = await getTranslations("errorPage");
  const errorTexts = {
    title: errorPage("title"),
    description: errorPage("description"),
    retry: errorPage("retry"),
    home: errorPage("home"),
    reference: errorPage.raw("reference") as string,
  };
  const pwaIntl = { locale, timeZone: await getTimeZone(), messages: pickMessages(await getMessages(), ["pwa"]) };
  // No translator in the root: a public page's first scripts stay free of next-intl's message parser. The app, the
  // admin area, the sign-in forms and the calculators add theirs with the namespaces they read (components/i18n);
  // the error boundaries and the banners get their texts resolved here.
  return (
    <html lang={locale}>
      <body className="min-h-svh antialiased">
        <RouteErrorTextsProvider texts={errorTexts}>
          {children}
          {isBuildRender() ? <RenderedWithoutData /> : null}
          <DeferredRootWidgets notificationsLabel={t("notifications")} pwaIntl={pwaIntl} />
        </RouteErrorTextsProvider>
      </body>
    </html>
  );
}
