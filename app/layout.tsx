import type { Metadata, Viewport } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getLocale, getMessages, getTranslations } from "next-intl/server";
import { connection } from "next/server";
import { PwaProvider } from "@/components/pwa/pwa-provider";
import { Toaster } from "@/components/ui/sonner";
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

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // Every page renders per request: the CSP of proxy.ts allows only scripts carrying this request's nonce, and
  // Next stamps its scripts with it only while rendering a request. A page prerendered at build time (landing,
  // legal pages, 404) would carry no nonce and its scripts would be blocked. See README, "Security headers".
  await connection();
  const locale = await getLocale();
  const t = await getTranslations("common");
  // Server-only texts (legal pages, e-mails) stay out of the payload sent to every browser.
  const { legal: _legal, email: _email, ...clientMessages } = await getMessages();
  return (
    <html lang={locale}>
      <body className="min-h-svh antialiased">
        <NextIntlClientProvider messages={clientMessages}>
          {children}
          <Toaster containerAriaLabel={t("notifications")} />
          <PwaProvider />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
