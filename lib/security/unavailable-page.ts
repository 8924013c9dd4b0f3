import { createTranslator } from "next-intl";
import messages from "@/messages/pt-BR.json";

const outage = createTranslator({ locale: "pt-BR", messages, namespace: "outage" });
const maintenance = createTranslator({ locale: "pt-BR", messages, namespace: "adminSettings.maintenance" });

/**
 * The page served with HTTP 503 while the database is down (proxy.ts): plain HTML with its own inline style (allowed
 * by the page policy's style-src), no script and nothing that needs the database. It reloads itself in 30 s.
 */
export function unavailablePageHtml(): string {
  return statusPageHtml({
    title: outage("pageTitle"),
    body: outage("pageBody"),
    retry: outage("retry"),
    refreshSeconds: 30,
  });
}

/**
 * The page served with HTTP 503 to visitors and non-admins while maintenance_mode is on (proxy.ts). No automatic
 * reload: a maintenance may last a while, and a page that reloads itself fails WCAG 2.2.1 (timing adjustable).
 */
export function maintenancePageHtml(): string {
  return statusPageHtml({
    title: maintenance("pageTitle"),
    body: maintenance("pageBody"),
    retry: maintenance("retry"),
  });
}

function statusPageHtml(page: { title: string; body: string; retry: string; refreshSeconds?: number }): string {
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${page.refreshSeconds ? `<meta http-equiv="refresh" content="${page.refreshSeconds}">\n` : ""}<meta name="robots" content="noindex">
<title>${page.title}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;min-height:100vh;display:grid;place-items:center;background:#f8fafc;color:#0f172a}main{max-width:32rem;padding:2rem;text-align:center}h1{font-size:1.5rem}p{color:#475569;line-height:1.5}a{color:#1d4ed8}</style>
</head>
<body>
<main>
<h1>${page.title}</h1>
<p>${page.body}</p>
<p><a href="">${page.retry}</a></p>
</main>
</body>
</html>`;
}

/** The same notice for the app's own /api routes (problem+json), while maintenance_mode is on (proxy.ts). */
export function maintenanceProblemJson(): string {
  return JSON.stringify({
    type: "about:blank",
    title: maintenance("pageTitle"),
    status: 503,
    code: "unavailable",
    detail: maintenance("pageBody"),
  });
}
