import type { Metadata, Viewport } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { connection } from "next/server";
import { MessagesProvider } from "@/components/i18n/messages-provider";
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
    icons: { icon: [{ url: "/favicon.ico" }, { url: "/icons/icon.svg", type: "image/svg+xml" }], apple: "/icons/apple-touch-icon.png" },
  };
}

export const viewport: Viewport = { themeColor: "#047857", width: "device-width", initialScale: 1 };

const ROOT_CLIENT_NAMESPACES = ["common", "errorPage", "pwa"] as const;

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // Every page renders per request: the CSP of proxy.ts allows only scripts carrying this request's nonce, and
  // Next stamps its scripts with it only while rendering a request. A page prerendered at build time (landing,
  // legal pages, 404) would carry no nonce and its scripts would be blocked. See README, "Security headers".
  await connection();
  const locale = await getLocale();
  const t = await getTranslations("common");
  return (
    <html lang={locale}>
      <body className="min-h-svh antialiased">
        {/* Only what the root's own client components read (error page, banners); the app, the admin area, the
            sign-in forms and the calculators add their namespaces in their layouts (components/i18n). */}
        <MessagesProvider namespaces={ROOT_CLIENT_NAMESPACES}>
          {children}
          <DeferredRootWidgets notificationsLabel={t("notifications")} />
        </MessagesProvider>
      </body>
    </html>
  );
}
