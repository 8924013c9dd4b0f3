import { readFile } from "node:fs/promises";
import path from "node:path";
import { ImageResponse } from "next/og";
import { createElement } from "react";
import { getTranslations } from "next-intl/server";
import { isPublicPage } from "@/lib/auth/routes";
import { routeHandler } from "@/lib/route-handler";

const FONTS = path.join(process.cwd(), "assets", "fonts");

/**
 * The Open Graph image of a public page (1200 × 630): its headline from messages seo.og, drawn with the Roboto
 * TTFs kept in the repo, so nothing is fetched from the network. /og/image?path=/calculadoras/fator-r.
 */
export const GET = routeHandler({ auth: "visitor" }, async ({ request }) => {
  const page = new URL(request.url).searchParams.get("path") ?? "";
  if (!isPublicPage(page)) return new Response(null, { status: 404 });
  const t = await getTranslations({ locale: "pt-BR", namespace: "seo" });
  const common = await getTranslations({ locale: "pt-BR", namespace: "common" });
  const key = page === "/" ? "home" : page.slice(1).replaceAll("/", "_");
  const headline = t.has(`og.${key}` as never) ? t(`og.${key}` as never) : common("description");
  const [regular, bold] = await Promise.all([
    readFile(path.join(FONTS, "Roboto-Regular.ttf")),
    readFile(path.join(FONTS, "Roboto-Bold.ttf")),
  ]);
  // route.ts (not .tsx) so the route fuzzer (tests/chaos) finds it: the image is built with createElement.
  const box = {
    display: "flex",
    flexDirection: "column",
    justifyContent: "space-between",
    padding: 72,
    background: "#047857",
    color: "#ffffff",
    fontFamily: "Roboto",
  } as const;
  return new ImageResponse(
    createElement(
      "div",
      { style: { width: "100%", height: "100%", ...box } },
      createElement("div", { style: { fontSize: 40, fontWeight: 700 } }, common("appName")),
      createElement("div", { style: { fontSize: 64, fontWeight: 700, lineHeight: 1.15 } }, headline),
      createElement("div", { style: { fontSize: 28 } }, t("ogFooter")),
    ),
    {
      width: 1200,
      height: 630,
      fonts: [
        { name: "Roboto", data: regular, weight: 400, style: "normal" },
        { name: "Roboto", data: bold, weight: 700, style: "normal" },
      ],
      headers: { "Cache-Control": "public, max-age=86400" },
    },
  );
});
