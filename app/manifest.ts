import type { MetadataRoute } from "next";
import { getTranslations } from "next-intl/server";

/** Web app manifest: makes Tributo Certo installable (see the install button on the landing page). */
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const common = await getTranslations({ locale: "pt-BR", namespace: "common" });
  const meta = await getTranslations({ locale: "pt-BR", namespace: "landing.meta" });
  return {
    id: "/",
    name: common("appName"),
    short_name: common("appName"),
    description: meta("description"),
    lang: "pt-BR",
    dir: "ltr",
    start_url: "/dashboard",
    scope: "/",
    display: "standalone",
    orientation: "any",
    background_color: "#ffffff",
    theme_color: "#047857",
    categories: ["business", "finance", "productivity"],
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      { src: "/icons/icon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
    ],
  };
}
