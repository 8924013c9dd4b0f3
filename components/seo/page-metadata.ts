import type { Metadata } from "next";
import type { PUBLIC_PAGES } from "@/lib/auth/routes";

export type PublicPage = (typeof PUBLIC_PAGES)[number];

/** The generated Open Graph image of a public page (app/og/image/route.tsx). */
export function ogImagePath(path: PublicPage): string {
  return `/og/image?path=${encodeURIComponent(path)}`;
}

/**
 * A public page's metadata: title, description, its canonical URL (on APP_URL, the layout's metadataBase) and
 * Open Graph with the page's own image. Next replaces the layout's openGraph as a whole, so it is repeated here.
 */
export function publicPageMetadata({
  path,
  title,
  description,
  siteName,
}: {
  path: PublicPage;
  title: string;
  description: string;
  siteName: string;
}): Metadata {
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: {
      title,
      description,
      url: path,
      siteName,
      locale: "pt_BR",
      type: "website",
      images: [{ url: ogImagePath(path), width: 1200, height: 630, alt: title }],
    },
    twitter: { card: "summary_large_image", title, description, images: [ogImagePath(path)] },
  };
}
